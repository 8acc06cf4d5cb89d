import type { ParamSpecs } from '../../calculators/shared/queryParams';
import {
  MAX_ID_INPUT_LENGTH,
  MAX_INSTANT_INPUT_LENGTH,
  MAX_LAYOUT_STRING_LENGTH,
  MAX_UUID_INPUT_LENGTH,
  MAX_VALUES_STRING_LENGTH,
  isPresetKey,
  parseFieldValues,
  parseId,
  parseIsoInstant,
  parseLayout,
  parseUuid,
  type PresetKey,
} from '../../calculators/snowflake';

/** The layout shown when the URL names none. */
export const DEFAULT_PRESET: PresetKey = 'twitter';

/** RFC 9562 Appendix A.1: a version-1 UUID from 2022-02-22T19:22:22Z. */
export const EXAMPLE_UUID_V1 = 'c232ab00-9414-11ec-b3c8-9f6bdeced846';
/** RFC 9562 Appendix A.3: a version-4 (random) UUID. */
export const EXAMPLE_UUID_V4 = '919108f7-52d1-4320-9bac-f847db4148a8';
/** RFC 9562 Appendix A.5: the A.1 instant as a version-6 UUID. */
export const EXAMPLE_UUID_V6 = '1ec9414c-232a-6b00-b3c8-9f6bdeced846';
/** RFC 9562 Appendix A.6: the A.1 instant as a version-7 UUID. */
export const EXAMPLE_UUID_V7 = '017f22e2-79b0-7cc3-98c4-dc0c0c07398f';

/**
 * The snowflake calculator's URL parameters. All are text: the maths module
 * parses them further (layout strings, IDs, ISO instants, UUIDs); here they
 * are length-checked, limited to the characters their grammars use, and
 * checked with the maths module's parser (`accepts`), so that a value the
 * page cannot use is reported and left out of the link like any other.
 */
export const snowflakeParams = {
  /** A preset key (`twitter`, `discord`, …) or a layout string (`u1-unused.t41-timestamp-1288834974657-1.…`). */
  layout: {
    kind: 'text',
    defaultValue: DEFAULT_PRESET,
    maxLength: MAX_LAYOUT_STRING_LENGTH,
    allowedCharacters: 'a-z0-9_.-',
    accepts: (text) => isPresetKey(text) || parseLayout(text).ok,
  },
  /** The ID to decode, decimal or 0x-hex; empty = the preset's documented example. */
  id: {
    kind: 'text',
    defaultValue: '',
    maxLength: MAX_ID_INPUT_LENGTH,
    allowedCharacters: '0-9a-fA-FxX-',
    // Wider than the layout is still decoded (with a warning), so only the
    // layout-free reading decides.
    accepts: (text) => parseId(text).ok,
  },
  /** The instant to encode, ISO 8601 (UTC unless it carries an offset). */
  at: {
    kind: 'text',
    defaultValue: '2025-01-01T00:00:00.000Z',
    maxLength: MAX_INSTANT_INPUT_LENGTH,
    allowedCharacters: '0-9TtZz:.+ -',
    accepts: (text) => parseIsoInstant(text).ok,
  },
  /** Values of the non-time fields to encode: `name-decimal` pairs joined by `.`. */
  values: {
    kind: 'text',
    defaultValue: '',
    maxLength: MAX_VALUES_STRING_LENGTH,
    allowedCharacters: 'a-z0-9_.-',
    // One unreadable pair rejects the whole list: the default (no values)
    // stands in, as for every other rejected parameter.
    accepts: (text) => parseFieldValues(text).rejected === 0,
  },
  /** The UUID to inspect (canonical 8-4-4-4-12 form). */
  uuid: {
    kind: 'text',
    defaultValue: EXAMPLE_UUID_V1,
    maxLength: MAX_UUID_INPUT_LENGTH,
    allowedCharacters: '0-9a-fA-F-',
    accepts: (text) => parseUuid(text).ok,
  },
} as const satisfies ParamSpecs;

export type SnowflakeParams = typeof snowflakeParams;
