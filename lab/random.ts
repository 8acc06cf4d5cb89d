/**
 * Seeded pseudo-random numbers for the load generators, so that a run can be
 * repeated with the same keys (the seed goes into the dataset's workload).
 * xoshiro128** (Blackman & Vigna) seeded through splitmix32. Not for secrets.
 */

/** Default seed of every run (override with `--seed`). */
export const DEFAULT_SEED = 20090813;

function splitmix32(state: { s: number }): number {
  state.s = (state.s + 0x9e3779b9) | 0;
  let z = state.s;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) >>> 0;
}

export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    const state = { s: seed | 0 };
    this.a = splitmix32(state);
    this.b = splitmix32(state);
    this.c = splitmix32(state);
    this.d = splitmix32(state);
  }

  /** A uniform unsigned 32-bit integer. */
  next32(): number {
    const result = Math.imul(rotl(Math.imul(this.b, 5), 7), 9) >>> 0;
    const t = this.b << 9;
    this.c ^= this.a;
    this.d ^= this.b;
    this.b ^= this.c;
    this.a ^= this.d;
    this.c ^= t;
    this.d = rotl(this.d, 11);
    return result;
  }

  /** A uniform float in [0, 1) with 53 random bits. */
  float(): number {
    const hi = this.next32() >>> 5; // 27 bits
    const lo = this.next32() >>> 6; // 26 bits
    return (hi * 67108864 + lo) / 9007199254740992;
  }

  /** A uniform integer in [0, n) for n ≤ 2^53. */
  int(n: number): number {
    return Math.floor(this.float() * n);
  }

  /** A uniform bigint in [0, 2^bits) for bits ≤ 64. */
  bigBits(bits: number): bigint {
    const value = (BigInt(this.next32()) << 32n) | BigInt(this.next32());
    return bits >= 64 ? value : value & ((1n << BigInt(bits)) - 1n);
  }

  /** `n` random bytes. */
  bytes(n: number): Uint8Array {
    const out = new Uint8Array(n);
    for (let i = 0; i < n; i += 4) {
      const v = this.next32();
      out[i] = v & 0xff;
      if (i + 1 < n) out[i + 1] = (v >>> 8) & 0xff;
      if (i + 2 < n) out[i + 2] = (v >>> 16) & 0xff;
      if (i + 3 < n) out[i + 3] = v >>> 24;
    }
    return out;
  }

  /** `length` random lower-case hex digits. */
  hex(length: number): string {
    let s = '';
    while (s.length < length) s += this.next32().toString(16).padStart(8, '0');
    return s.slice(0, length);
  }
}

function rotl(x: number, k: number): number {
  return (x << k) | (x >>> (32 - k));
}

/**
 * Zipf-distributed ranks over `n` items: P(rank k) ∝ 1 / k^s, k = 1 … n.
 * Builds the cumulative distribution once (8 bytes per item) and samples by
 * binary search. Rank 1 is the hottest.
 */
export class Zipf {
  private readonly cdf: Float64Array;

  constructor(
    readonly n: number,
    readonly s: number,
  ) {
    this.cdf = new Float64Array(n);
    let sum = 0;
    for (let k = 1; k <= n; k += 1) {
      sum += 1 / k ** s;
      this.cdf[k - 1] = sum;
    }
    for (let i = 0; i < n; i += 1) this.cdf[i] = (this.cdf[i] ?? 0) / sum;
  }

  /** A rank in [1, n]. */
  sample(random: Random): number {
    const u = random.float();
    let lo = 0;
    let hi = this.n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.cdf[mid] ?? 1) < u) lo = mid + 1;
      else hi = mid;
    }
    return lo + 1;
  }

  /** Probability mass of the `k` hottest ranks. */
  headMass(k: number): number {
    if (k <= 0) return 0;
    return this.cdf[Math.min(k, this.n) - 1] ?? 1;
  }
}

/** Greatest common divisor. */
function gcd(a: number, b: number): number {
  let x = a;
  let y = b;
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

/**
 * A fixed permutation of 1 … n (`rank ↦ ((rank − 1) × m mod n) + 1` with m
 * coprime to n), used to scatter Zipf ranks over the key space so the hot rows
 * do not all sit in the first pages of the table (as in YCSB's "scrambled
 * Zipfian").
 */
export function scatter(n: number): (rank: number) => number {
  let m = Math.floor(n * 0.6180339887) | 1;
  while (gcd(m, n) !== 1) m += 2;
  // (rank − 1) × m < n² stays exact in a double for n below 9 × 10^7.
  return (rank: number) => (((rank - 1) * m) % n) + 1;
}
