import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The public reference data of ../shared/reference (never copied into the project). Tests that use
 * it skip with a visible message when ../shared is absent; CI always has it.
 */
export function findSharedReferenceFile(relativePath: string): string | undefined {
  const path = fileURLToPath(
    new URL(`../../../../../shared/reference/${relativePath}`, import.meta.url),
  );
  if (existsSync(path)) return path;
  console.warn(`SKIPPED: ${relativePath} not found at ${path} (../shared is absent)`);
  return undefined;
}

/** Rows of a small RFC 4180 CSV with a header line, as objects keyed by the header. */
export function readCsvRows(path: string): Record<string, string>[] {
  const lines = readFileSync(path, 'utf8').trimEnd().split('\n');
  const header = parseCsvLine(lines[0] ?? '');
  return lines.slice(1).map((line) => {
    const cells = parseCsvLine(line);
    return Object.fromEntries(header.map((name, index) => [name, cells[index] ?? '']));
  });
}

function parseCsvLine(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line.charAt(i);
    if (quoted && char === '"' && line.charAt(i + 1) === '"') {
      cell += '"';
      i += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (char === ',' && !quoted) {
      cells.push(cell);
      cell = '';
    } else {
      cell += char;
    }
  }
  cells.push(cell);
  return cells;
}
