/**
 * What a reader does to a part's server HTML before the part's code has
 * arrived (a calculator in an article, src/components/LazyCalculator): the
 * values typed or chosen in its form, the field they were in and the button
 * they pressed. The server's HTML is a working form without its code, so a
 * reader who types at once (the focus starts the load) must not lose what
 * they typed when the live calculator takes its place: it is read from the
 * static form and given to the live one, field by field, as if typed there.
 *
 * A control is matched by its tag, type and name, and which of the
 * controls so named it is (the first, the second…): the live part renders
 * the same markup as the server did, so the same name is the same field,
 * even where the live part adds a control the server's HTML had not. A
 * control without a match is left alone rather than given another's value.
 */

/** The form controls whose values are carried over. */
export const CONTROL_SELECTOR = 'input, select, textarea';

/** What is read of a form control (a DOM element; a stand-in in tests). */
export interface ControlLike {
  readonly tagName: string;
  readonly type?: string;
  readonly name?: string;
  readonly value: string;
  readonly checked?: boolean;
}

/** A control's identity and what it holds. */
export interface ControlState {
  /** Tag, type, name and which of the controls so named: the same field in the live part. */
  readonly key: string;
  readonly value: string;
  readonly checked: boolean;
}

/** Inputs whose value cannot be set by a script or carries nothing a reader typed. */
const NOT_CARRIED = new Set(['file', 'hidden', 'submit', 'reset', 'button', 'image']);

/** What a control is, without its place: tag, type and name. */
function signature(control: ControlLike): string | null {
  const type = (control.type ?? '').toLowerCase();
  if (NOT_CARRIED.has(type)) return null;
  return `${control.tagName.toLowerCase()}:${type}:${control.name ?? ''}`;
}

/**
 * The key of each control of a part, in document order: its signature and
 * which of the controls with that signature it is; null for a control that
 * is never carried.
 */
export function controlKeys(controls: ArrayLike<ControlLike>): (string | null)[] {
  const seen = new Map<string, number>();
  return Array.from(controls, (control) => {
    const what = signature(control);
    if (what === null) return null;
    const nth = seen.get(what) ?? 0;
    seen.set(what, nth + 1);
    return `${what}#${String(nth)}`;
  });
}

/** Every carried control of a part, in document order, with its key. */
export function controlStates(controls: ArrayLike<ControlLike>): ControlState[] {
  const keys = controlKeys(controls);
  return Array.from(controls).flatMap((control, index) => {
    const key = keys[index];
    return key ? [{ key, value: control.value, checked: control.checked ?? false }] : [];
  });
}

/**
 * The controls the reader changed: those of `current` whose value or checked
 * state differs from the same control in `server` (the part as the server
 * rendered it). A control the server did not render is not an edit.
 */
export function editedControls(
  server: readonly ControlState[],
  current: readonly ControlState[],
): ControlState[] {
  const byKey = new Map(server.map((state) => [state.key, state]));
  return current.filter((state) => {
    const original = byKey.get(state.key);
    return (
      original !== undefined &&
      (original.value !== state.value || original.checked !== state.checked)
    );
  });
}

/** The reader's early input, read from the static part just before the live one replaces it. */
export interface EarlyInput {
  readonly edits: readonly ControlState[];
  /** Key of the control that had the focus, and its text selection. */
  readonly focus: {
    readonly key: string;
    readonly selection: readonly [number, number] | null;
  } | null;
  /** Index of the button the reader pressed (among the part's buttons), to press again. */
  readonly pressedButton: number | null;
}

/** The controls of `root` (DOM). */
function controlsOf(root: ParentNode): HTMLInputElement[] {
  return Array.from(root.querySelectorAll<HTMLInputElement>(CONTROL_SELECTOR));
}

/** A text field's selection, or null for a control without one (select, checkbox, number). */
function selectionOf(control: Element): readonly [number, number] | null {
  try {
    const field = control as HTMLInputElement;
    return field.selectionStart === null || field.selectionEnd === null
      ? null
      : [field.selectionStart, field.selectionEnd];
  } catch {
    // Inputs of some types throw on selectionStart.
    return null;
  }
}

/**
 * Reads what the reader did to the static part `root`, whose server HTML was
 * `serverHtml` (DOM). `pressedButton` is the button a click landed on, if any.
 */
export function readEarlyInput(
  root: ParentNode,
  serverHtml: string,
  pressedButton: Element | null,
): EarlyInput {
  const template = document.createElement('template');
  // Parsed, not run: a template's content is inert.
  template.innerHTML = serverHtml;
  const controls = controlsOf(root);
  const active = root.ownerDocument?.activeElement ?? null;
  const focusIndex = active ? controls.indexOf(active as HTMLInputElement) : -1;
  const focusKey = focusIndex === -1 ? null : (controlKeys(controls)[focusIndex] ?? null);
  const buttons = Array.from(root.querySelectorAll('button'));
  const pressed = pressedButton ? buttons.indexOf(pressedButton as HTMLButtonElement) : -1;
  return {
    edits: editedControls(controlStates(controlsOf(template.content)), controlStates(controls)),
    focus: focusKey === null ? null : { key: focusKey, selection: selectionOf(active!) },
    pressedButton: pressed === -1 ? null : pressed,
  };
}

/**
 * Sets `value` as typing does: through the element's own setter (React
 * tracks the value the property last had, and sees no change otherwise),
 * then the events React's `onChange` listens to.
 */
function typeInto(control: HTMLInputElement, state: ControlState): void {
  const type = control.type.toLowerCase();
  if (type === 'checkbox' || type === 'radio') {
    if (control.checked !== state.checked) control.click();
    return;
  }
  // The prototype's setter, called on the element (React overrides `value`
  // on the element itself to track it).
  Reflect.set(Object.getPrototypeOf(control) as object, 'value', state.value, control);
  control.dispatchEvent(new Event('input', { bubbles: true }));
  control.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * Gives the live part `root` what the reader did to the static one (DOM):
 * each edited value typed into the same field, the focus (and the caret)
 * back in that field, the pressed button pressed again.
 */
export function replayEarlyInput(root: ParentNode, input: EarlyInput): void {
  const controls = controlsOf(root);
  const keys = controlKeys(controls);
  const byKey = new Map<string, HTMLInputElement>();
  controls.forEach((control, index) => {
    const key = keys[index];
    if (key) byKey.set(key, control);
  });
  for (const edit of input.edits) {
    const control = byKey.get(edit.key);
    if (control) typeInto(control, edit);
  }
  const focused = input.focus ? byKey.get(input.focus.key) : undefined;
  if (focused && input.focus) {
    focused.focus({ preventScroll: true });
    const selection = input.focus.selection;
    if (selection) {
      try {
        focused.setSelectionRange(selection[0], selection[1]);
      } catch {
        // A field whose type has no selection.
      }
    }
  }
  if (input.pressedButton !== null) {
    root.querySelectorAll('button')[input.pressedButton]?.click();
  }
}
