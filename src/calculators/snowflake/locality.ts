/**
 * Where new rows land in an InnoDB clustered index, judged from the shape of
 * the primary key alone.
 *
 * InnoDB stores rows in primary-key order. If each new key is larger than the
 * previous ones, every insert goes to the right-most leaf page, which stays in
 * the buffer pool. If the key starts with a part that does not grow with time
 * (a shard or worker number, a random prefix), each distinct prefix value has
 * its own "right edge", so inserts are spread over as many leaf pages as there
 * are prefix values in use. Once those pages no longer all fit in the buffer
 * pool, inserts need disk reads and split pages in the middle of the index —
 * the slowdown the seed (sifue/mysql_id_strategy) measured for random keys and
 * for `shard ID + UUIDv1`, but not for `UUIDv1 + shard ID`.
 */
import type { FieldKind, IdLayout } from './layout';

/** Kinds of key parts: the layout field kinds plus `random` (a fresh random value per row). */
export type KeyPartKind = FieldKind | 'random';

/** One part of a (possibly composite, possibly wider than 64 bits) primary key. */
export interface KeyPart {
  readonly name: string;
  readonly kind: KeyPartKind;
  readonly bits: number;
}

/** `increasing`: inserts append at the index's right edge; `scattered`: they land at many places. */
export type InsertLocality = 'increasing' | 'scattered';

/**
 * Why:
 * - `leading-timestamp` / `leading-counter`: the first non-constant part grows with time.
 * - `prefixed-timestamp` / `prefixed-counter`: a growing part exists, but node,
 *   sequence or random parts come before it.
 * - `no-ordered-part`: nothing in the key grows with time (e.g. UUIDv4, random integers).
 */
export type LocalityReason =
  | 'leading-timestamp'
  | 'leading-counter'
  | 'prefixed-timestamp'
  | 'prefixed-counter'
  | 'no-ordered-part';

/** Result of {@link classifyInsertLocality}. */
export interface LocalityReport {
  readonly locality: InsertLocality;
  readonly reason: LocalityReason;
  /** The part that grows with insertion order (a timestamp, else a counter), if any. */
  readonly orderedPart: string | null;
  /** Non-constant parts in front of the ordered part (or every non-constant part when there is none). */
  readonly prefixParts: readonly string[];
  /**
   * Upper bound on the number of simultaneous insertion points: one per
   * distinct prefix value, `2^(prefix bits)`; 1 when increasing. With a node
   * prefix only active generators count, so the real number can be lower; a
   * random prefix reaches the bound. Null for `no-ordered-part`: every insert
   * can land on any leaf page.
   */
  readonly insertionPoints: bigint | null;
}

/** Widest part accepted; wider (or invalid) widths count as 0 so nothing here builds huge bigints. */
const MAX_PART_BITS = 1024;

function partWidth(part: KeyPart): bigint {
  const bits: unknown = part.bits;
  return typeof bits === 'number' &&
    Number.isSafeInteger(bits) &&
    bits >= 0 &&
    bits <= MAX_PART_BITS
    ? BigInt(bits)
    : 0n;
}

/**
 * Classifies a key, most significant part first. The timestamp is the ordered
 * part; without one, the first `sequence` part serves as a plain counter
 * (like AUTO_INCREMENT or the seed's `i × 2^32`). Parts after the ordered part
 * do not affect locality.
 */
export function classifyInsertLocality(parts: readonly KeyPart[]): LocalityReport {
  let orderedIndex = parts.findIndex((part) => part.kind === 'timestamp');
  const hasTimestamp = orderedIndex >= 0;
  if (!hasTimestamp) orderedIndex = parts.findIndex((part) => part.kind === 'sequence');
  if (orderedIndex < 0) {
    return {
      locality: 'scattered',
      reason: 'no-ordered-part',
      orderedPart: null,
      prefixParts: parts.filter((part) => part.kind !== 'unused').map((part) => part.name),
      insertionPoints: null,
    };
  }
  const prefix = parts.slice(0, orderedIndex).filter((part) => part.kind !== 'unused');
  let prefixBits = 0n;
  for (const part of prefix) prefixBits += partWidth(part);
  const orderedPart = parts[orderedIndex]?.name ?? null;
  const prefixParts = prefix.map((part) => part.name);
  if (prefixBits === 0n) {
    return {
      locality: 'increasing',
      reason: hasTimestamp ? 'leading-timestamp' : 'leading-counter',
      orderedPart,
      prefixParts,
      insertionPoints: 1n,
    };
  }
  return {
    locality: 'scattered',
    reason: hasTimestamp ? 'prefixed-timestamp' : 'prefixed-counter',
    orderedPart,
    prefixParts,
    insertionPoints: 1n << prefixBits,
  };
}

/** {@link classifyInsertLocality} for a 64-bit ID layout used as the primary key. */
export function layoutInsertLocality(layout: IdLayout): LocalityReport {
  return classifyInsertLocality(layout.map(({ name, kind, bits }) => ({ name, kind, bits })));
}

/** InnoDB's default page size (`innodb_page_size` = 16 KiB). */
export const INNODB_DEFAULT_PAGE_BYTES = 16_384n;

/**
 * Buffer-pool memory needed just to keep one leaf page per insertion point
 * cached: `insertionPoints × pageBytes`. While the pool holds that much (plus
 * everything else), scattered inserts still hit memory; beyond it they read
 * pages from disk.
 */
export function hotLeafPageBytes(
  insertionPoints: bigint,
  pageBytes: bigint = INNODB_DEFAULT_PAGE_BYTES,
): bigint {
  return insertionPoints * pageBytes;
}

/**
 * The two BINARY(18) keys the seed compares, each built from a UUIDv1 (16
 * bytes, as its hex text without dashes) and a 2-byte "shard ID" — which the
 * seed's scripts fill with `SecureRandom.hex(2)`, i.e. a random value per row.
 *
 * The UUIDv1 is modelled as a timestamp, as the seed treats it ("ゆるやかに増加する").
 * Caveat: in textual byte order a v1 UUID starts with `time_low`, which wraps
 * every 2^32 × 100 ns ≈ 429.4967296 s (see `uuid.ts`), so its single insertion
 * point sweeps across the index once per wrap instead of staying at the right
 * edge; MySQL 8's `UUID_TO_BIN(uuid, 1)` byte order removes that.
 */
export const seedCompositeKeys = {
  /** `'0x' + uuid.generate.gsub(/-/, "") + SecureRandom.hex(2)`: measured fast (4,000–5,000 QPS). */
  uuidV1ThenShard: [
    { name: 'uuid_v1', kind: 'timestamp', bits: 128 },
    { name: 'shard', kind: 'random', bits: 16 },
  ],
  /** `'0x' + SecureRandom.hex(2) + uuid.generate.gsub(/-/, "")`: measured slow. */
  shardThenUuidV1: [
    { name: 'shard', kind: 'random', bits: 16 },
    { name: 'uuid_v1', kind: 'timestamp', bits: 128 },
  ],
} as const satisfies Record<string, readonly KeyPart[]>;
