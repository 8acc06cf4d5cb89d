/**
 * Card figures that say more than the page's headline number. The snowflake
 * decoder's headline is a bare instant (`2020-09-18T18:36:15.195Z`), which
 * means nothing on a link preview without the layout it was read with; its
 * card states the layout and what the default ID decodes to, computed with
 * the calculator's own maths from its default inputs.
 */
import {
  decode,
  formatIsoUtc,
  type IdLayout,
  PRESET_KEYS,
  type PresetKey,
  presets,
} from '../../src/calculators/snowflake';
import type { Figure } from './html';

type Locale = 'ja' | 'en';

/** Preset names as the card prints them (the calculator's own labels add a year). */
const PRESET_NAMES: Record<PresetKey, Record<Locale, string>> = {
  twitter: { ja: 'Twitter', en: 'Twitter' },
  discord: { ja: 'Discord', en: 'Discord' },
  instagram: { ja: 'Instagram', en: 'Instagram' },
  sonyflake: { ja: 'Sonyflake', en: 'Sonyflake' },
  mastodon: { ja: 'Mastodon', en: 'Mastodon' },
  source: { ja: '出典の i × 2³² 方式', en: "the source's i × 2³² scheme" },
};

/** One part of a layout as the card names it: timestamp, machine (all node fields), sequence. */
export interface LayoutPart {
  kind: 'timestamp' | 'node' | 'sequence';
  bits: number;
  /** Tick length of a timestamp, in ms. */
  unitMs?: bigint;
}

/**
 * The layout's parts in bit order, node fields added up into one "machine"
 * part (Twitter's 5-bit datacenter and 5-bit worker are its "10-bit machine
 * id"); unused bits are left out.
 */
export function layoutParts(layout: IdLayout): LayoutPart[] {
  const parts: LayoutPart[] = [];
  for (const field of layout) {
    if (field.kind === 'unused') continue;
    const last = parts.at(-1);
    if (field.kind === 'node' && last?.kind === 'node') {
      last.bits += field.bits;
    } else if (field.kind === 'timestamp') {
      parts.push({ kind: 'timestamp', bits: field.bits, unitMs: field.unitMs });
    } else {
      parts.push({ kind: field.kind, bits: field.bits });
    }
  }
  return parts;
}

function partText(part: LayoutPart, locale: Locale): string {
  const unit = part.unitMs === 1n ? 'ms' : `${String(part.unitMs)} ms`;
  if (locale === 'ja') {
    // Worded as the calculator's preset notes word them (ミリ秒 41 ビット).
    if (part.kind === 'timestamp') {
      return part.unitMs === 1n
        ? `ミリ秒 ${part.bits} ビット`
        : `${unit} 単位の ${part.bits} ビット`;
    }
    return `${part.kind === 'node' ? 'マシン' : '連番'} ${part.bits} ビット`;
  }
  if (part.kind === 'timestamp') return `${part.bits}-bit ${unit} timestamp`;
  return `${part.bits}-bit ${part.kind === 'node' ? 'machine' : 'sequence'}`;
}

/** `2020-09-18 18:36:15 UTC`: the instant to the second, readable on a card. */
export function cardInstant(unixMs: bigint): string {
  return formatIsoUtc(unixMs).replace(/^(.+)T(\d\d:\d\d:\d\d)\.\d+Z$/, '$1 $2 UTC');
}

/** The snowflake calculator's card: a preset's layout and what its example ID decodes to. */
export function snowflakeFigure(locale: Locale, presetKey: PresetKey): Figure {
  const preset = presets[presetKey];
  const name = PRESET_NAMES[presetKey][locale];
  const parts = layoutParts(preset.layout)
    .map((part) => partText(part, locale))
    .join(locale === 'ja' ? '・' : ' · ');
  const label = locale === 'ja' ? `${name} のレイアウト：${parts}` : `${name} layout: ${parts}`;
  const example = preset.example;
  if (!example) return { label, value: name };
  const id = example.id.toString();
  const ms = decode(example.id, preset.layout).timestampMs;
  const value =
    ms === null
      ? locale === 'ja'
        ? `ID ${id} には作成日時がありません`
        : `ID ${id} carries no creation time`
      : locale === 'ja'
        ? `ID ${id} の作成日時は ${cardInstant(ms)}`
        : `ID ${id} was created ${cardInstant(ms)}`;
  return { label, value };
}

/**
 * The preset whose example ID the snowflake page decodes with its default
 * inputs (the page renders that ID as `data-testid="snowflake-decoded-id"`).
 */
export function snowflakePresetOfPage(html: string): PresetKey | undefined {
  const shown = /data-testid=["']?snowflake-decoded-id["']?[^>]*>\s*([0-9]+)\s*</.exec(html)?.[1];
  return PRESET_KEYS.find((key) => presets[key].example?.id.toString() === shown);
}

/**
 * The card figure of a route (relative to the locale, e.g.
 * `calculators/snowflake`) when it is not the page's headline, else undefined.
 */
export function cardFigureOf(route: string, locale: string, html: string): Figure | undefined {
  if (route === 'calculators/snowflake') {
    const preset = snowflakePresetOfPage(html);
    return preset && snowflakeFigure(locale === 'ja' ? 'ja' : 'en', preset);
  }
  return undefined;
}
