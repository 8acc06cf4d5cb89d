/**
 * The one-line summary of a calculator's inputs that speaker mode and the
 * compact embed show while the form is folded away: "label value unit"
 * pairs read from the rendered form itself, so every calculator gets one
 * without restating its fields (and it always says what the form holds).
 */

export interface InputSummaryItem {
  readonly label: string;
  readonly value: string;
}

/** A value longer than this (a pasted SHOW STATUS, a long name) is cut with an ellipsis. */
const MAX_VALUE_LENGTH = 28;

function squeeze(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

function shorten(text: string): string {
  return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH - 1)}…` : text;
}

/** The value a control shows, as the reader sees it; null for controls a summary skips. */
function shownValue(control: Element): string | null {
  if (control instanceof HTMLSelectElement) return squeeze(control.selectedOptions[0]?.text);
  if (control instanceof HTMLTextAreaElement) return shorten(squeeze(control.value));
  if (control instanceof HTMLInputElement) {
    if (control.type === 'hidden' || control.type === 'button' || control.type === 'submit')
      return null;
    if (control.type === 'checkbox' || control.type === 'radio')
      return control.checked ? '✓' : null;
    return shorten(squeeze(control.value) || squeeze(control.placeholder));
  }
  return null;
}

/**
 * Every labelled, enabled control of `form`, in document order, with the
 * value it shows and the unit printed beside it (`[data-field-unit]`,
 * src/components/NumberField). Empty values are left out.
 */
export function readInputsSummary(form: HTMLFormElement): InputSummaryItem[] {
  const items: InputSummaryItem[] = [];
  for (const label of form.querySelectorAll('label[for]')) {
    const control = form.ownerDocument.getElementById(label.getAttribute('for') ?? '');
    if (!control || !form.contains(control) || control.matches(':disabled')) continue;
    const value = shownValue(control);
    if (!value) continue;
    const unit = squeeze(control.parentElement?.querySelector('[data-field-unit]')?.textContent);
    items.push({ label: squeeze(label.textContent), value: unit ? `${value} ${unit}` : value });
  }
  return items;
}

/** Whether two summaries say the same (to skip a state update that changes nothing). */
export function sameSummary(
  a: readonly InputSummaryItem[],
  b: readonly InputSummaryItem[],
): boolean {
  return (
    a.length === b.length &&
    a.every((item, index) => {
      const other = b[index];
      return other !== undefined && item.label === other.label && item.value === other.value;
    })
  );
}
