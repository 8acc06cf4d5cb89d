import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  cardFigureOf,
  cardInstant,
  layoutParts,
  snowflakeFigure,
  snowflakePresetOfPage,
} from '../../../plugins/social-cards/figures';
import {
  PRESET_KEYS,
  decode,
  formatIsoUtc,
  presets,
  totalBits,
} from '../../../src/calculators/snowflake';

describe('snowflake card figure', () => {
  it.each(PRESET_KEYS)('%s: the parts account for every used bit of the layout', (key) => {
    const { layout } = presets[key];
    const unused = layout.filter((field) => field.kind === 'unused');
    const parts = layoutParts(layout);
    expect(parts.reduce((sum, part) => sum + part.bits, 0)).toBe(
      totalBits(layout) - unused.reduce((sum, field) => sum + field.bits, 0),
    );
    // Node fields next to each other are one "machine" part.
    parts.slice(1).forEach((part, index) => {
      expect(part.kind === 'node' && parts[index]?.kind === 'node').toBe(false);
    });
  });

  const withExample = PRESET_KEYS.filter((key) => presets[key].example);
  it.each(withExample.flatMap((key) => [[key, 'ja'] as const, [key, 'en'] as const]))(
    '%s (%s): names the layout and when its example ID was made',
    (key, locale) => {
      const preset = presets[key];
      const example = preset.example!;
      const figure = snowflakeFigure(locale, key);
      expect(figure.value).toContain(example.id.toString());
      const ms = decode(example.id, preset.layout).timestampMs;
      if (ms !== null) expect(figure.value).toContain(cardInstant(ms));
      for (const part of layoutParts(preset.layout)) {
        expect(figure.label).toContain(String(part.bits));
      }
      // Swc writes the attribute quoted or not.
      for (const html of [
        `<dd class="headline_x"><span data-testid="snowflake-decoded-id">${example.id}</span><br>`,
        `<span class=a data-testid=snowflake-decoded-id>${example.id}</span>`,
      ]) {
        expect(snowflakePresetOfPage(html)).toBe(key);
        expect(cardFigureOf('calculators/snowflake', locale, html)).toEqual(figure);
      }
    },
  );

  it('an ID that is no preset example leaves the page its own headline', () => {
    const html = '<span data-testid="snowflake-decoded-id">12345</span>';
    expect(cardFigureOf('calculators/snowflake', 'en', html)).toBeUndefined();
  });

  it('reads like the layout, in English and in Japanese', () => {
    // The shape of the sentence, with the numbers from the maths module.
    const parts = layoutParts(presets.twitter.layout);
    const [time, machine, sequence] = parts;
    expect(snowflakeFigure('en', 'twitter').label).toBe(
      `Twitter layout: ${time?.bits}-bit ms timestamp · ${machine?.bits}-bit machine · ${sequence?.bits}-bit sequence`,
    );
    expect(snowflakeFigure('ja', 'twitter').label).toBe(
      `Twitter のレイアウト：ミリ秒 ${time?.bits} ビット・マシン ${machine?.bits} ビット・連番 ${sequence?.bits} ビット`,
    );
    // Sonyflake counts in 10 ms ticks.
    expect(snowflakeFigure('en', 'sonyflake').label).toContain('-bit 10 ms timestamp');
    expect(snowflakeFigure('ja', 'sonyflake').label).toContain('10 ms 単位の');
  });

  it('other pages keep their own headline', () => {
    expect(cardFigureOf('calculators/iops', 'en', '<main></main>')).toBeUndefined();
  });

  it('cardInstant is the ISO instant to the second', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 253_402_300_799_999n }), (ms) => {
        const iso = formatIsoUtc(ms);
        expect(cardInstant(ms)).toBe(`${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`);
      }),
    );
  });
});
