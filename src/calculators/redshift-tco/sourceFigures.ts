/**
 * Figures the Redshift TCO calculator takes from the project's source material:
 * Yoshinori Matsunobu's post of 2014-03-24 on the mook 「データベース徹底攻略」.
 * Only numbers the post states are here; how the calculator uses them is
 * documented next to each constant.
 *
 * @packageDocumentation
 */

import type { SeedCitation } from '../shared/types';

/** The 2014-03-24 post, section 「・Redshift (ビッグデータ)」. */
export const SEED_REDSHIFT_POST: SeedCitation = {
  kind: 'seed',
  source: 'matsunobu-2014-database-mook',
  locator: '・Redshift (ビッグデータ)',
};

/**
 * One of the post's two technical-debt thresholds: if the total cost of the
 * next three years, for a given compressed data size, goes beyond the band,
 * the author already counts it as technical debt (= look for a cheaper way).
 * The amounts are 2014 yen; the post adds that the range will certainly fall
 * over time.
 */
export interface SourceCostBand {
  /** Compressed data size the band is stated for, in TB. */
  readonly compressedTb: number;
  /** Years the total covers. */
  readonly horizonYears: number;
  /** Lower end of the band, in yen (3-year total). */
  readonly minJpy: number;
  /** Upper end of the band, in yen (3-year total); above it is "technical debt". */
  readonly maxJpy: number;
  readonly source: SeedCitation;
}

/**
 * 「4TB(圧縮後)あたり600万円~900万円(3年の累計)、10TBあたり1000万円~1500万円のレンジを超えてくるようなら、
 * すでに技術的負債と言える」: ¥6–9 M per 4 TB compressed and ¥10–15 M per 10 TB, three-year totals.
 * Only these two points are stated; nothing is interpolated between them.
 */
export const SOURCE_COST_BANDS: readonly [SourceCostBand, ...SourceCostBand[]] = [
  {
    compressedTb: 4,
    horizonYears: 3,
    minJpy: 6_000_000,
    maxJpy: 9_000_000,
    source: SEED_REDSHIFT_POST,
  },
  {
    compressedTb: 10,
    horizonYears: 3,
    minJpy: 10_000_000,
    maxJpy: 15_000_000,
    source: SEED_REDSHIFT_POST,
  },
];

/**
 * 「2TBあたり年間数十万円で使えるという低価格」: Redshift cost "a few hundred thousand yen a year per 2 TB".
 * 数十万円 is read as at least ¥100,000 and below ¥1,000,000 (tens of 万); that
 * reading of the Japanese is ours, the post gives no exact number.
 */
export const SOURCE_YEARLY_COST_PER_2TB = {
  tb: 2,
  minJpy: 100_000,
  maxJpyExclusive: 1_000_000,
  source: SEED_REDSHIFT_POST,
} as const;
