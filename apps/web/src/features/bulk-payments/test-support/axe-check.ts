import axe from 'axe-core';

/**
 * axe-core over a rendered screen in jsdom, against WCAG 2.0, 2.1 and 2.2 A and AA as the
 * end-to-end scan runs it (e2e/support/browser.ts). jsdom lays nothing out, so colour contrast
 * is left to that scan in the three themes; the rest (names, roles, structure, ARIA) is checked
 * here. Returns the violations in words, for a readable failure.
 */
export async function findAccessibilityViolations(
  root: Element = document.body,
): Promise<string[]> {
  const result = await axe.run(root, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return result.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} at ${violation.nodes
        .map((node) => `${node.target.join(' ')} ${node.html.slice(0, 200)}`)
        .join(', ')}`,
  );
}
