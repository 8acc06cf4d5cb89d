// The decoder's ID field (src/components/SnowflakeCalculator/idInput.ts): the
// same text must give the same outcome whether it was typed or came in a URL.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MAX_ID_INPUT_LENGTH, presets } from '../../../../src/calculators/snowflake/index';
import {
  parseParam,
  parseQuery,
  type ParamError,
} from '../../../../src/calculators/shared/queryParams';
import { readIdInput } from '../../../../src/components/SnowflakeCalculator/idInput';
import { snowflakeParams } from '../../../../src/components/SnowflakeCalculator/params';

const twitter = presets.twitter;
const example = twitter.example ?? null;

/** What the page does with a typed ID: the field parser, then readIdInput. */
function typed(text: string) {
  const parsed = parseParam(text, snowflakeParams.id);
  const error: ParamError | undefined = parsed.ok ? undefined : parsed.error;
  const value = parsed.ok ? parsed.value : snowflakeParams.id.defaultValue;
  return readIdInput(text, value, error, twitter.layout, example);
}

/** What the page does with `?id=…`: parseQuery fills the field and the URL error wins. */
function fromUrl(raw: string) {
  const outcome = parseQuery(snowflakeParams, new URLSearchParams({ id: raw }));
  const text = outcome.raw.id ?? '';
  const parsed = parseParam(text, snowflakeParams.id);
  const error = outcome.errors.id ?? (parsed.ok ? undefined : parsed.error);
  return readIdInput(text, outcome.values.id, error, twitter.layout, example);
}

describe('readIdInput', () => {
  it('an over-long id= in the URL gives the field message, like typing it', () => {
    const raw = '9'.repeat(10_000);
    // The URL value is not echoed into the field…
    expect(parseQuery(snowflakeParams, new URLSearchParams({ id: raw })).raw.id).toBe('');
    // …yet the field still says why it shows the example instead.
    expect(fromUrl(raw)).toEqual({ kind: 'error', code: 'too-long', example });
    expect(typed(raw)).toEqual({ kind: 'error', code: 'too-long', example });
  });

  it('one character over the limit is too long; at the limit it is read', () => {
    expect(fromUrl('1'.repeat(MAX_ID_INPUT_LENGTH + 1))).toMatchObject({ code: 'too-long' });
    expect(fromUrl('1'.repeat(MAX_ID_INPUT_LENGTH))).not.toMatchObject({ code: 'too-long' });
  });

  it('an empty field shows the preset example without an error', () => {
    expect(typed('')).toEqual({ kind: 'example', example });
    expect(fromUrl('')).toEqual({ kind: 'example', example });
    expect(readIdInput('', '', undefined, twitter.layout, null)).toEqual({ kind: 'none' });
  });

  it('reads a valid ID and rejects text that is not one', () => {
    expect(typed('175928847299117063')).toEqual({
      kind: 'ok',
      id: 175928847299117063n,
      warning: null,
    });
    expect(fromUrl('<script>')).toEqual({ kind: 'error', code: 'not-a-number', example });
  });

  it('typed and URL input agree for any text (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 300 }),
          fc.stringMatching(/^[0-9]{0,300}$/),
          fc.integer({ min: 1, max: 5000 }).map((length) => '7'.repeat(length)),
        ),
        (raw) => {
          const viaUrl = fromUrl(raw);
          expect(viaUrl).toEqual(typed(raw));
          if (raw.length > MAX_ID_INPUT_LENGTH) {
            expect(viaUrl).toEqual({ kind: 'error', code: 'too-long', example });
          }
        },
      ),
    );
  });
});
