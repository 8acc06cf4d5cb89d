/**
 * The layout editor's working copy: field names, epochs and units are kept
 * as typed, so a half-typed name does not throw the edit away. A draft that
 * validates becomes the layout (and the URL); one that does not is shown with
 * its problems while the calculator keeps using the last valid layout.
 */
import {
  type FieldKind,
  formatIsoUtc,
  type IdLayout,
  type LayoutField,
  type LayoutStringIssue,
  parseIsoInstant,
  PRESET_KEYS,
  presets,
  serializeLayout,
  validateLayout,
} from '../../calculators/snowflake';

export interface DraftField {
  readonly uid: string;
  readonly kind: FieldKind;
  readonly name: string;
  readonly bits: number;
  /** ISO 8601 or Unix ms, as typed (timestamp fields). */
  readonly epochText: string;
  /** Milliseconds per tick, as typed (timestamp fields). */
  readonly unitText: string;
}

let uidCounter = 0;
/** A key for a new draft field. */
export function newUid(): string {
  uidCounter += 1;
  return `f${uidCounter}`;
}

/** The Unix epoch, the default for a field turned into a timestamp. */
export const DEFAULT_EPOCH_TEXT = '1970-01-01T00:00:00.000Z';

/** A draft of an existing layout, epochs written as ISO 8601. */
export function draftOf(layout: IdLayout): DraftField[] {
  return layout.map((field) => ({
    uid: newUid(),
    kind: field.kind,
    name: field.name,
    bits: field.bits,
    epochText: field.kind === 'timestamp' ? formatIsoUtc(field.epochMs) : DEFAULT_EPOCH_TEXT,
    unitText: field.kind === 'timestamp' ? String(field.unitMs) : '1',
  }));
}

/** An epoch typed as Unix ms (digits) or ISO 8601; null if neither. */
export function parseEpoch(text: string): bigint | null {
  const trimmed = text.normalize('NFKC').trim();
  if (/^(0|[1-9][0-9]{0,15})$/.test(trimmed)) return BigInt(trimmed);
  const instant = parseIsoInstant(trimmed);
  return instant.ok ? instant.value : null;
}

/** A tick length typed in ms; null unless it is a plain positive integer of up to 8 digits. */
export function parseUnit(text: string): bigint | null {
  const trimmed = text.normalize('NFKC').trim();
  return /^[1-9][0-9]{0,7}$/.test(trimmed) ? BigInt(trimmed) : null;
}

/** The layout a draft describes, or every problem it has. */
export function layoutOfDraft(
  fields: readonly DraftField[],
): { ok: true; layout: IdLayout } | { ok: false; issues: readonly LayoutStringIssue[] } {
  const issues: LayoutStringIssue[] = [];
  const layout = fields.map((field, index): LayoutField => {
    if (field.kind !== 'timestamp') return { kind: field.kind, name: field.name, bits: field.bits };
    const epochMs = parseEpoch(field.epochText);
    const unitMs = parseUnit(field.unitText);
    if (epochMs === null) issues.push({ code: 'epoch-out-of-range', fieldIndex: index });
    if (unitMs === null) issues.push({ code: 'unit-out-of-range', fieldIndex: index });
    return {
      kind: 'timestamp',
      name: field.name,
      bits: field.bits,
      epochMs: epochMs ?? 0n,
      unitMs: unitMs ?? 1n,
    };
  });
  for (const issue of validateLayout(layout)) {
    const duplicate = issues.some(
      (known) => known.code === issue.code && known.fieldIndex === issue.fieldIndex,
    );
    if (!duplicate) issues.push(issue);
  }
  return issues.length === 0 ? { ok: true, layout } : { ok: false, issues };
}

/** The URL form of a layout: a preset's key when it is exactly that preset, else the layout string. */
export function layoutParamOf(layout: IdLayout): string {
  const text = serializeLayout(layout);
  const preset = PRESET_KEYS.find((key) => serializeLayout(presets[key].layout) === text);
  return preset ?? text;
}

/** A field name not yet used in the draft: `field1`, `field2`, … */
export function unusedName(fields: readonly DraftField[]): string {
  const names = new Set(fields.map((field) => field.name));
  for (let n = 1; ; n += 1) {
    const name = `field${n}`;
    if (!names.has(name)) return name;
  }
}

/** Sum of the draft's widths. */
export function draftBits(fields: readonly DraftField[]): number {
  return fields.reduce((sum, field) => sum + field.bits, 0);
}
