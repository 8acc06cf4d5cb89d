/**
 * Estimate of the buffer-pool hit ratio from data size, buffer-pool size and
 * access skew. This goes beyond the source, which takes the hit ratio as given;
 * the model is deliberately simple and its assumptions are exported
 * ({@link estimateAssumptions}) so the UI can list them.
 *
 * Model: the data is N InnoDB pages of 16 KiB; the pool holds k of them. Each
 * access picks one page independently from a fixed popularity distribution
 * (the "independent reference model"), and the pool holds the k most popular
 * pages. Under that model keeping the k most popular pages is the best any
 * replacement policy can do (Aho, Denning & Ullman, "Principles of Optimal Page
 * Replacement", J. ACM 18(1), 1971), and LRU comes close to it without
 * reaching it — Che's approximation (Che, Tung & Wang, IEEE JSAC 20(7), 2002)
 * gives LRU's somewhat lower figure. So read the estimate as optimistic.
 *
 * - `uniform`: every page equally likely, hit = k / N.
 * - `zipf` with exponent s: the i-th most popular page has weight i^(−s),
 *   hit = H(k, s) / H(N, s) with H the generalized harmonic number. s = 1 is
 *   the classic "a few heavy users" shape; larger s is more skewed.
 *
 * @packageDocumentation
 */

import {
  isWithinBound,
  type CalculationResult,
  type InputBound,
  type LocalizedText,
} from './types';

/** 16 KiB pages per GiB: 2^30 / 2^14. Multiplying by it is exact in floating point. */
export const PAGES_PER_GIB = 65_536;

/** How accesses spread over the pages. */
export type AccessSkew =
  | { readonly kind: 'uniform' }
  | {
      readonly kind: 'zipf';
      /** Zipf exponent s within {@link estimateInputBounds}.zipfExponent. */
      readonly exponent: number;
    };

/** Inputs of {@link estimateHitRatio}. */
export interface HitRatioEstimateInput {
  /** Size of the data (tables and indexes) that accesses go to, in GiB. */
  readonly dataSizeGiB: number;
  /** `innodb_buffer_pool_size`, in GiB. */
  readonly bufferPoolGiB: number;
  readonly skew: AccessSkew;
}

/**
 * Bounds of the estimate's inputs. 131,072 GiB (128 TiB) is about 8.6e9
 * pages, inside the range the harmonic-number approximation is tested for.
 */
export const estimateInputBounds = {
  dataSizeGiB: { min: 0.001, max: 131_072, default: 100, step: 0.001, integer: false, unit: 'gib' },
  bufferPoolGiB: { min: 0, max: 131_072, default: 10, step: 0.001, integer: false, unit: 'gib' },
  zipfExponent: { min: 0.01, max: 2, default: 1, step: 0.01, integer: false, unit: 'exponent' },
} as const satisfies Record<string, InputBound>;

/** Why an estimate was refused. */
export type EstimateErrorCode =
  | 'data-size-out-of-range'
  | 'buffer-pool-out-of-range'
  | 'zipf-exponent-out-of-range'
  | 'unknown-skew';

/** Result of {@link estimateHitRatio}. Page counts are whole numbers that may exceed 2^32. */
export interface HitRatioEstimate {
  /** Estimated fraction of accesses served from the pool, in [0, 1]. */
  readonly hitRatio: number;
  /** 1 − hitRatio, computed separately so that small miss ratios keep their precision. */
  readonly missRatio: number;
  /** Pages of data, rounded up to whole pages. */
  readonly dataPages: bigint;
  /** Pages the pool can hold, rounded down to whole pages. */
  readonly bufferPoolPages: bigint;
  /** Pages actually cached: the smaller of the two. */
  readonly cachedPages: bigint;
  /** Whether the pool holds all the data (hit ratio 1). */
  readonly poolCoversData: boolean;
}

/** Identifier of one modelling assumption. */
export type EstimateAssumptionCode =
  | 'innodb-16kib-pages'
  | 'whole-pool-holds-pages'
  | 'independent-references'
  | 'hottest-pages-cached'
  | 'warm-steady-state'
  | 'one-page-per-access'
  | 'zipf-rank-popularity';

/** One assumption of the model, in both languages, and which skews it concerns. */
export interface EstimateAssumption {
  readonly code: EstimateAssumptionCode;
  readonly appliesTo: 'all' | 'zipf';
  readonly text: LocalizedText;
}

/** The model's assumptions, for the UI to list next to the estimate. */
export const estimateAssumptions: readonly EstimateAssumption[] = [
  {
    code: 'innodb-16kib-pages',
    appliesTo: 'all',
    text: {
      ja: 'データとバッファプールを16 KiBのページ(InnoDBの既定ページサイズ)単位で数える。',
      en: 'Data and buffer pool are counted in 16 KiB pages, the InnoDB default page size.',
    },
  },
  {
    code: 'whole-pool-holds-pages',
    appliesTo: 'all',
    text: {
      ja: 'バッファプール全体がデータページを保持するとみなす(アダプティブハッシュインデックスや変更バッファなどの取り分は無視)。',
      en: 'The whole buffer pool holds data pages (space taken by the adaptive hash index, change buffer and similar is ignored).',
    },
  },
  {
    code: 'independent-references',
    appliesTo: 'all',
    text: {
      ja: '各アクセスは固定の人気度分布から独立に1ページを選ぶ(独立参照モデル)。時間的な偏りやフルスキャンは含まない。',
      en: 'Each access picks a page independently from a fixed popularity distribution (independent reference model); no bursts over time, no full scans.',
    },
  },
  {
    code: 'hottest-pages-cached',
    appliesTo: 'all',
    text: {
      ja: 'プールには最も人気のあるページが入っているとみなす。このモデルではこれが最良で、LRUはこれに近いが少し下回るため、推定値は楽観的(上限寄り)。',
      en: 'The pool holds the most popular pages. Under this model that is the best any policy can do; LRU comes close but falls somewhat short, so the estimate is optimistic.',
    },
  },
  {
    code: 'warm-steady-state',
    appliesTo: 'all',
    text: {
      ja: 'キャッシュは温まった定常状態(起動直後のコールドキャッシュは対象外)。',
      en: 'The cache is warm and in a steady state (not just after a restart).',
    },
  },
  {
    code: 'one-page-per-access',
    appliesTo: 'all',
    text: {
      ja: '1回のアクセスは1ページに触れるとみなす(B-treeのルートやブランチはほぼ常にキャッシュされているため)。',
      en: 'One access touches one page (B-tree root and branch pages are nearly always cached).',
    },
  },
  {
    code: 'zipf-rank-popularity',
    appliesTo: 'zipf',
    text: {
      ja: '人気順位 i のページへのアクセス頻度は i^(−s) に比例する(Zipf分布)。s=1が典型的な「一部のヘビーユーザー」型。',
      en: 'The page ranked i in popularity is accessed in proportion to i^(−s) (Zipf); s = 1 is the classic "few heavy users" shape.',
    },
  },
];

/** Terms summed one by one before the Euler–Maclaurin tail takes over. */
const EXACT_TERMS = 128;

function sumExactly(n: number, s: number): number {
  // Smallest terms first, to lose as little as possible to rounding.
  let sum = 0;
  for (let i = n; i >= 1; i -= 1) sum += i ** -s;
  return sum;
}

/** expm1(u) / u, continuous at u = 0. */
function expm1OverU(u: number): number {
  return u === 0 ? 1 : Math.expm1(u) / u;
}

/**
 * Σ_{i=m}^{n} i^(−s) for m ≤ n by the Euler–Maclaurin formula with three
 * Bernoulli correction terms. With m = 128 the first omitted term is below
 * 1e-19 of the sum for every s in (0, 2], far below machine precision.
 */
function eulerMaclaurinSum(m: number, n: number, s: number): number {
  const logRatio = Math.log(n / m);
  // ∫_m^n x^(−s) dx = m^(1−s)·(e^((1−s)·L) − 1)/(1 − s) with L = ln(n/m),
  // written through expm1 so that s → 1 (where it tends to L) loses nothing.
  const integral = m ** (1 - s) * logRatio * expm1OverU((1 - s) * logRatio);
  const f = (x: number): number => x ** -s;
  // Odd derivatives of x^(−s): f' = −s·x^(−s−1), f''' = −s(s+1)(s+2)·x^(−s−3), …
  const d1 = (x: number): number => -s * x ** (-s - 1);
  const d3 = (x: number): number => -s * (s + 1) * (s + 2) * x ** (-s - 3);
  const d5 = (x: number): number => -s * (s + 1) * (s + 2) * (s + 3) * (s + 4) * x ** (-s - 5);
  return (
    integral +
    (f(m) + f(n)) / 2 +
    (d1(n) - d1(m)) / 12 -
    (d3(n) - d3(m)) / 720 +
    (d5(n) - d5(m)) / 30_240
  );
}

/**
 * Generalized harmonic number H(n, s) = Σ_{i=1}^{n} i^(−s).
 *
 * Exact summation for the first {@link EXACT_TERMS} terms, the Euler–Maclaurin
 * formula for the rest, so the cost is constant for n up to 1e10 and beyond;
 * the relative error stays near machine precision.
 *
 * @param n - a finite whole number ≥ 0 (fractions are floored; 0 gives 0)
 * @param s - exponent > 0 (the module uses (0, 2])
 * @returns the sum, or 0 for arguments outside those ranges (never NaN)
 */
export function generalizedHarmonic(n: number, s: number): number {
  if (!Number.isFinite(n) || !(n >= 1) || !Number.isFinite(s) || !(s > 0)) return 0;
  const count = Math.floor(n);
  if (count < EXACT_TERMS) return sumExactly(count, s);
  return sumExactly(EXACT_TERMS - 1, s) + eulerMaclaurinSum(EXACT_TERMS, count, s);
}

/**
 * Estimates the hit ratio of a buffer pool of `bufferPoolGiB` over
 * `dataSizeGiB` of data with the given skew. Never throws: out-of-range input
 * gives an error code.
 */
export function estimateHitRatio(
  input: HitRatioEstimateInput,
): CalculationResult<HitRatioEstimate, EstimateErrorCode> {
  const { dataSizeGiB, bufferPoolGiB, skew } = input;
  if (!isWithinBound(dataSizeGiB, estimateInputBounds.dataSizeGiB)) {
    return { ok: false, code: 'data-size-out-of-range' };
  }
  if (!isWithinBound(bufferPoolGiB, estimateInputBounds.bufferPoolGiB)) {
    return { ok: false, code: 'buffer-pool-out-of-range' };
  }
  // The type rules out other kinds; a caller's untyped input may not.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
  if (skew.kind !== 'uniform' && skew.kind !== 'zipf') return { ok: false, code: 'unknown-skew' };
  if (skew.kind === 'zipf' && !isWithinBound(skew.exponent, estimateInputBounds.zipfExponent)) {
    return { ok: false, code: 'zipf-exponent-out-of-range' };
  }

  // A partly filled page still has to be stored; a partly available one cannot hold a page.
  const dataPages = Math.ceil(dataSizeGiB * PAGES_PER_GIB);
  const bufferPoolPages = Math.floor(bufferPoolGiB * PAGES_PER_GIB);
  const cachedPages = Math.min(dataPages, bufferPoolPages);

  let hitRatio: number;
  let missRatio: number;
  if (cachedPages >= dataPages) {
    hitRatio = 1;
    missRatio = 0;
  } else if (skew.kind === 'uniform') {
    hitRatio = cachedPages / dataPages;
    missRatio = (dataPages - cachedPages) / dataPages;
  } else {
    const all = generalizedHarmonic(dataPages, skew.exponent);
    const cached = generalizedHarmonic(cachedPages, skew.exponent);
    // cached ≤ all in exact arithmetic; clamp away rounding at the ends.
    hitRatio = Math.min(1, Math.max(0, cached / all));
    missRatio = Math.min(1, Math.max(0, (all - cached) / all));
  }

  return {
    ok: true,
    value: {
      hitRatio,
      missRatio,
      dataPages: BigInt(dataPages),
      bufferPoolPages: BigInt(bufferPoolPages),
      cachedPages: BigInt(cachedPages),
      poolCoversData: cachedPages >= dataPages,
    },
  };
}
