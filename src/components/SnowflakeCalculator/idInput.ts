import {
  parseId,
  type IdLayout,
  type IdParseErrorCode,
  type PresetExample,
} from '../../calculators/snowflake';
import type { ParamError } from '../../calculators/shared/queryParams';

/** What the decoder shows: the typed ID, or the preset's documented example. */
export type IdInput =
  | { readonly kind: 'example'; readonly example: PresetExample }
  | { readonly kind: 'none' }
  | { readonly kind: 'ok'; readonly id: bigint; readonly warning: IdParseErrorCode | null }
  | {
      readonly kind: 'error';
      readonly code: IdParseErrorCode;
      readonly example: PresetExample | null;
    };

/**
 * Reads the ID field: its text, the value the URL/field parser accepted and
 * that parser's error. An over-long URL value reaches here as empty text (it
 * is not echoed into the field) with a `tooLong` error, so the error is
 * checked before the text: otherwise the field would silently show the
 * example, and only the page's generic banner would say anything.
 */
export function readIdInput(
  text: string,
  value: string,
  error: ParamError | undefined,
  layout: IdLayout,
  example: PresetExample | null,
): IdInput {
  if (error?.code === 'tooLong') return { kind: 'error', code: 'too-long', example };
  if (text.trim() === '' || error?.code === 'empty') {
    return example ? { kind: 'example', example } : { kind: 'none' };
  }
  if (error) return { kind: 'error', code: 'not-a-number', example };
  const checked = parseId(value, layout);
  if (checked.ok) return { kind: 'ok', id: checked.value, warning: null };
  if (checked.code === 'exceeds-layout' || checked.code === 'sets-unused-bits') {
    // Still decodable: show the fields, with the warning.
    const plain = parseId(value);
    if (plain.ok) return { kind: 'ok', id: plain.value, warning: checked.code };
  }
  return { kind: 'error', code: checked.code, example };
}
