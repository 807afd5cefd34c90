/** What may carry a field's label: its input, a select's or picker's button, a group of choices. */
const LABELLED_CONTROLS =
  'input:not([type="hidden"]), textarea, button, [role="radiogroup"], [role="group"]';

/** The texts that label a control: its <label>s, the elements it names in aria-labelledby, aria-label. */
function readLabelTexts(control: HTMLElement): string[] {
  const ids = (control.getAttribute('aria-labelledby') ?? '').split(' ').filter(Boolean);
  const byId = ids.map((id) => control.ownerDocument.getElementById(id)?.textContent ?? '');
  const labels = control instanceof HTMLInputElement ? [...(control.labels ?? [])] : [];
  const ariaLabel = control.getAttribute('aria-label');
  return [...byId, ...labels.map((label) => label.textContent ?? ''), ariaLabel ?? ''].map((text) =>
    text.trim(),
  );
}

function canTakeFocus(control: HTMLElement): boolean {
  return !control.closest('[aria-hidden="true"], [inert]') && !control.matches(':disabled');
}

/**
 * Moves the focus to the first control inside `container` labelled `label`, as a summary's item
 * does for a refusal the server placed on a field; a group hands it to its chosen (or first)
 * choice. Answers whether such a control was found.
 */
export function focusFieldByLabel(container: HTMLElement | null, label: string): boolean {
  const control = [...(container?.querySelectorAll<HTMLElement>(LABELLED_CONTROLS) ?? [])].find(
    (candidate) => canTakeFocus(candidate) && readLabelTexts(candidate).includes(label),
  );
  if (control === undefined) return false;
  const isGroup = control.matches('[role="radiogroup"], [role="group"]');
  const choice = isGroup
    ? (control.querySelector<HTMLElement>('input:checked') ??
      control.querySelector<HTMLElement>('input:not(:disabled), button:not(:disabled)'))
    : null;
  (choice ?? control).focus();
  return true;
}
