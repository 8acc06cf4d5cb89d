/**
 * The demand list of the IOPS calculator as one URL parameter.
 *
 * A list of systems (name, peak reads/s, peak writes/s) is written as
 *
 *   web~700~50_batch~200~50
 *
 * Systems are separated by `_`, a system's fields by `~`. Names may use letters
 * and digits of any script, `.`, `-` and single spaces (spaces become `+` in the
 * query string); they may be empty. IOPS are plain decimals (`1200`, `12.5`; the
 * exponent form `1e-7` is accepted because `String()` writes tiny numbers that
 * way). `~` is unreserved in RFC 3986, so the link stays readable wherever it is
 * not re-escaped.
 *
 * Parsing never throws: any string yields either a list that
 * {@link computeDemand} accepts field by field or an error code (with the
 * 1-based position of the offending system) that the UI turns into a sentence.
 * Serialising a valid list and parsing it back gives the same list.
 *
 * @packageDocumentation
 */

import { IOPS_INPUT_BOUNDS, checkBound } from './bounds';
import type { SystemLoad } from './demand';
import { type CalculationResult, err, ok } from './types';

/** Separates systems. */
export const SYSTEM_SEPARATOR = '_';

/** Separates a system's name, reads and writes. */
export const FIELD_SEPARATOR = '~';

/** Longest system name, in characters (code points) after normalisation. */
export const MAX_SYSTEM_NAME_LENGTH = 24;

/**
 * Longest parameter accepted. 50 systems with 24-character names and long
 * decimals fit; a 10 kB string does not.
 */
export const MAX_SYSTEMS_PARAM_LENGTH = 5_000;

/**
 * Characters the parameter may contain, as the body of a `u`-flag character
 * class (the format of the query-string helper's `allowedCharacters`).
 */
export const SYSTEMS_PARAM_ALLOWED_CHARACTERS = '\\p{L}\\p{M}\\p{N} .~_-';

/** Why a system name is not valid. */
export type SystemNameError = 'nameTooLong' | 'nameInvalid';

/** Why a demand-list parameter could not be read. */
export type SystemsParamError =
  | 'empty'
  | 'tooLong'
  | 'tooManySystems'
  | 'fieldCount'
  | SystemNameError
  | 'iopsNotANumber'
  | 'iopsOutOfRange';

/** Outcome of {@link parseSystemsParam}. */
export type SystemsParamResult =
  | { readonly ok: true; readonly value: readonly SystemLoad[] }
  | {
      readonly ok: false;
      readonly code: SystemsParamError;
      /** 1-based position of the system at fault; `null` for the whole string. */
      readonly systemNumber: number | null;
    };

// A name is words of letters, marks, digits, '.' and '-', separated by single
// spaces, not starting with a combining mark.
const NAME = /^(?:[\p{L}\p{N}.-][\p{L}\p{M}\p{N}.-]*(?: [\p{L}\p{M}\p{N}.-]+)*)?$/u;
// Unsigned decimal with an optional negative exponent (what String() writes).
const IOPS_TEXT = /^(?:\d+(?:\.\d+)?|\.\d+)(?:e-?\d+)?$/i;

/**
 * What a person's name input becomes before validation: NFKC (full-width
 * letters and digits from a Japanese IME), trimmed, inner whitespace collapsed
 * to one space.
 */
export function normalizeSystemName(raw: string): string {
  return raw.normalize('NFKC').trim().replace(/\s+/gu, ' ');
}

/**
 * Validates a name after {@link normalizeSystemName}.
 *
 * @returns the normalised name, or why it cannot be stored in the parameter.
 */
export function validateSystemName(raw: string): CalculationResult<string, SystemNameError> {
  // Bound the work before normalising an arbitrarily long string.
  if (raw.length > MAX_SYSTEM_NAME_LENGTH * 8) return err('nameTooLong');
  const name = normalizeSystemName(raw);
  if (Array.from(name).length > MAX_SYSTEM_NAME_LENGTH) return err('nameTooLong');
  if (!NAME.test(name)) return err('nameInvalid');
  return ok(name);
}

function parseIops(text: string): CalculationResult<number, 'iopsNotANumber' | 'iopsOutOfRange'> {
  if (!IOPS_TEXT.test(text)) return err('iopsNotANumber');
  const value = Number(text);
  if (checkBound(value, IOPS_INPUT_BOUNDS.systemIops) !== null) return err('iopsOutOfRange');
  return ok(value);
}

function failure(error: SystemsParamError, systemNumber: number | null): SystemsParamResult {
  return { ok: false, code: error, systemNumber };
}

/**
 * Reads a demand-list parameter. Checks, in order: length, number of systems
 * (1 to {@link IOPS_INPUT_BOUNDS}.systemCount.max), then each system's three
 * fields. The first problem found is reported.
 */
export function parseSystemsParam(raw: string): SystemsParamResult {
  if (raw.length > MAX_SYSTEMS_PARAM_LENGTH) return failure('tooLong', null);
  const text = raw.trim();
  if (text === '') return failure('empty', null);
  const parts = text.split(SYSTEM_SEPARATOR);
  if (parts.length > IOPS_INPUT_BOUNDS.systemCount.max) return failure('tooManySystems', null);
  const systems: SystemLoad[] = [];
  for (const [index, part] of parts.entries()) {
    const systemNumber = index + 1;
    const fields = part.split(FIELD_SEPARATOR);
    if (fields.length !== 3) return failure('fieldCount', systemNumber);
    const [nameText, readText, writeText] = fields as [string, string, string];
    // Hand-edited names are normalised like typed ones (extra spaces, full-width letters).
    const name = validateSystemName(nameText);
    if (!name.ok) return failure(name.code, systemNumber);
    const readIops = parseIops(readText.trim());
    if (!readIops.ok) return failure(readIops.code, systemNumber);
    const writeIops = parseIops(writeText.trim());
    if (!writeIops.ok) return failure(writeIops.code, systemNumber);
    systems.push({ name: name.value, readIops: readIops.value, writeIops: writeIops.value });
  }
  return { ok: true, value: systems };
}

/** Why a list cannot be written as a parameter. */
export type SerializeSystemsError =
  'noSystems' | 'tooManySystems' | SystemNameError | 'iopsOutOfRange';

/**
 * Writes a list as a parameter. Names are normalised first; a list that
 * {@link parseSystemsParam} could not read back yields an error instead.
 */
export function serializeSystemsParam(
  systems: readonly SystemLoad[],
): CalculationResult<string, SerializeSystemsError> {
  if (systems.length === 0) return err('noSystems');
  if (systems.length > IOPS_INPUT_BOUNDS.systemCount.max) return err('tooManySystems');
  const parts: string[] = [];
  for (const system of systems) {
    const name = validateSystemName(system.name);
    if (!name.ok) return name;
    for (const value of [system.readIops, system.writeIops]) {
      if (checkBound(value, IOPS_INPUT_BOUNDS.systemIops) !== null) return err('iopsOutOfRange');
    }
    // String() gives the shortest text that reads back as the same number; -0 gives "0".
    parts.push(
      [name.value, String(system.readIops), String(system.writeIops)].join(FIELD_SEPARATOR),
    );
  }
  return ok(parts.join(SYSTEM_SEPARATOR));
}
