/**
 * Layouts of well-known 64-bit ID schemes, each with the documents its epoch
 * and widths come from. Field names follow each scheme's own documentation.
 */
import type { SourceId } from '../../sources/registry';
import type { IdLayout } from './layout';

/**
 * When a document was written, as far as it says. Kept as data, not as an
 * English sentence, so each page words it in its own language.
 * - `year`: the publication year (or date) the document states;
 * - `undated`: the document gives none; `evidence` says what is known.
 */
export type SourceDate =
  | { readonly kind: 'year'; readonly year: string; readonly evidence?: DateEvidence }
  | { readonly kind: 'undated'; readonly evidence?: DateEvidence };

/** What a date, or its absence, rests on. Dates are ISO 8601; commits are short hashes. */
export type DateEvidence =
  /** A copyright line in the file's header, quoted as it stands. */
  | { readonly kind: 'copyrightHeader'; readonly header: string }
  /** Only an archived copy of that day is available. */
  | { readonly kind: 'mirrored'; readonly on: string }
  /** A page that keeps changing; its text as of a commit of its source file. */
  | { readonly kind: 'livingDocument'; readonly file: string; readonly commit: string }
  /** A repository file, read as of a commit. */
  | { readonly kind: 'fileAtCommit'; readonly commit: string }
  /** The document's example item (Tweet, status) carries this date. */
  | { readonly kind: 'exampleFrom'; readonly on: string }
  /** The document discusses posts of these days. */
  | { readonly kind: 'aboutPostsOf'; readonly on: string }
  /** About this year; its scripts use dates from `from` on. */
  | { readonly kind: 'scriptsFrom'; readonly circa: string; readonly from: string };

/**
 * A document a preset relies on: its source registry id
 * (src/sources/registry.ts holds the title, author and confirmed address),
 * the part meant, and its date as far as it says.
 */
export interface PresetSource {
  readonly source: SourceId;
  /** What in the document the preset takes (constants, a quoted line), when it helps. */
  readonly locator?: string;
  readonly date: SourceDate;
}

/** A real ID of the scheme, for "try an example". */
export interface PresetExample {
  readonly id: bigint;
  /** The creation time the source states next to the ID (ISO 8601), or null if it states none. */
  readonly documentedTime: string | null;
  readonly source: PresetSource;
}

/** Keys of the built-in presets. */
export type PresetKey = 'twitter' | 'discord' | 'instagram' | 'sonyflake' | 'mastodon' | 'source';

/** A named layout with its sources. */
export interface LayoutPreset {
  readonly key: PresetKey;
  readonly layout: IdLayout;
  /** Where the epoch, unit and widths come from. */
  readonly sources: readonly PresetSource[];
  readonly example: PresetExample | null;
}

/** Presets in display order. */
export const PRESET_KEYS: readonly PresetKey[] = [
  'twitter',
  'discord',
  'instagram',
  'sonyflake',
  'mastodon',
  'source',
];

const TWITTER_ID_WORKER: PresetSource = {
  source: 'twitter-snowflake-idworker',
  locator: 'twepoch, workerIdBits, datacenterIdBits, sequenceBits',
  date: {
    kind: 'year',
    year: '2010',
    evidence: { kind: 'copyrightHeader', header: 'Copyright 2010 Twitter, Inc.' },
  },
};

const TWITTER_README: PresetSource = {
  source: 'twitter-snowflake-readme',
  locator: '“time - 41 bits … machine id - 10 bits … sequence number - 12 bits”',
  date: { kind: 'year', year: '2010' },
};

const DISCORD_REFERENCE: PresetSource = {
  source: 'discord-snowflakes',
  date: {
    kind: 'undated',
    evidence: {
      kind: 'livingDocument',
      file: 'discord/discord-api-docs docs/Reference.md',
      commit: '00361fc',
    },
  },
};

const INSTAGRAM_BLOG: PresetSource = {
  source: 'instagram-2011-sharding-ids',
  locator: '41 bits time, 13 bits shard, 10 bits sequence; our_epoch := 1314220021721',
  date: { kind: 'year', year: '2011', evidence: { kind: 'mirrored', on: '2011-10-01' } },
};

const SONYFLAKE_SOURCE: PresetSource = {
  source: 'sony-sonyflake-go',
  locator:
    'v1: BitLenTime = 39, BitLenSequence = 8, 10 ms unit, default StartTime 2014-09-01 00:00:00 UTC',
  date: { kind: 'undated', evidence: { kind: 'fileAtCommit', commit: '028142e' } },
};

const SONYFLAKE_README: PresetSource = {
  source: 'sony-sonyflake-readme',
  locator:
    '“39 bits for time in units of 10 msec, 8 bits for a sequence number, 16 bits for a machine id”',
  date: { kind: 'undated', evidence: { kind: 'fileAtCommit', commit: '028142e' } },
};

const MASTODON_SNOWFLAKE: PresetSource = {
  source: 'mastodon-snowflake-rb',
  locator: '“6 bytes (48 bits) of millisecond-level timestamp, 2 bytes (16 bits) of sequence data”',
  date: { kind: 'undated', evidence: { kind: 'fileAtCommit', commit: '0486db9' } },
};

const SEED_README: PresetSource = {
  source: 'sifue-mysql-id-strategy',
  date: {
    kind: 'undated',
    evidence: { kind: 'scriptsFrom', circa: '2015', from: '2015-07-28' },
  },
};

/**
 * Twitter Snowflake (2010): 1 unused sign bit, 41-bit millisecond timestamp
 * since `twepoch` = 1288834974657 (2010-11-04T01:42:54.657Z), 5-bit
 * datacenter, 5-bit worker, 12-bit sequence. `IdWorker` shifts the timestamp
 * left by 22 without masking it, so from 2080-07-10 on (2^41 ms after the
 * epoch) real IDs would set bit 63; the layout here stops the clock there.
 */
const twitter: LayoutPreset = {
  key: 'twitter',
  layout: [
    { kind: 'unused', name: 'unused', bits: 1 },
    { kind: 'timestamp', name: 'timestamp', bits: 41, epochMs: 1_288_834_974_657n, unitMs: 1n },
    { kind: 'node', name: 'datacenter', bits: 5 },
    { kind: 'node', name: 'worker', bits: 5 },
    { kind: 'sequence', name: 'sequence', bits: 12 },
  ],
  sources: [TWITTER_ID_WORKER, TWITTER_README],
  example: {
    id: 1_307_025_659_294_674_945n,
    documentedTime: '2020-09-18T18:36:15.000Z',
    source: {
      source: 'x-api-v2-example-payloads',
      locator: 'Tweet “id” and “created_at”, second precision',
      date: { kind: 'undated', evidence: { kind: 'exampleFrom', on: '2020-09-18' } },
    },
  },
};

/**
 * Discord: 42-bit millisecond timestamp since the Discord epoch
 * 1420070400000 (2015-01-01T00:00:00Z) in bits 63–22, 5-bit internal worker
 * ID, 5-bit internal process ID, 12-bit increment. There is no unused sign
 * bit: the timestamp reaches bit 63 in 2084.
 */
const discord: LayoutPreset = {
  key: 'discord',
  layout: [
    { kind: 'timestamp', name: 'timestamp', bits: 42, epochMs: 1_420_070_400_000n, unitMs: 1n },
    { kind: 'node', name: 'worker', bits: 5 },
    { kind: 'node', name: 'process', bits: 5 },
    { kind: 'sequence', name: 'increment', bits: 12 },
  ],
  sources: [DISCORD_REFERENCE],
  example: {
    id: 175_928_847_299_117_063n,
    documentedTime: '2016-04-30T11:18:25.796Z',
    source: {
      source: 'discord-snowflakes',
      locator: '“Convert Snowflake to DateTime” illustration',
      date: DISCORD_REFERENCE.date,
    },
  },
};

/**
 * Instagram (2011): 41-bit millisecond timestamp since `our_epoch` =
 * 1314220021721 (2011-08-24T21:07:01.721Z, from the post's PL/pgSQL
 * `next_id()`), 13-bit logical shard ID, 10-bit sequence (`nextval … % 1024`).
 * The post's prose says 41 bits give "41 years"; 2^41 ms is in fact about
 * 69.7 years. With no sign bit, IDs reach bit 63 after 2^40 ms (2046-06-27).
 * The post's worked example uses an illustrative epoch of 2011-01-01 instead.
 */
const instagram: LayoutPreset = {
  key: 'instagram',
  layout: [
    { kind: 'timestamp', name: 'time', bits: 41, epochMs: 1_314_220_021_721n, unitMs: 1n },
    { kind: 'node', name: 'shard', bits: 13 },
    { kind: 'sequence', name: 'sequence', bits: 10 },
  ],
  sources: [INSTAGRAM_BLOG],
  example: {
    id: 2_384_288_897_814_875_714n,
    documentedTime: '2020-08-26T13:43:27Z',
    source: {
      source: 'so-63683015-instagram-media-id',
      locator: 'a media ID with its known post time, second precision',
      date: { kind: 'year', year: '2020', evidence: { kind: 'aboutPostsOf', on: '2020-08-25/26' } },
    },
  },
};

/**
 * Sonyflake (v1 module `github.com/sony/sonyflake`): 1 unused sign bit, then
 * 39 bits of time in units of 10 ms since StartTime (default 2014-09-01T00:00:00Z),
 * then 8-bit sequence, then 16-bit machine ID — note the sequence comes
 * *before* the machine ID, unlike Twitter. 2^39 × 10 ms ≈ 174 years.
 * The v2 module (`github.com/sony/sonyflake/v2`) makes the widths and unit
 * configurable and changes the default StartTime to 2025-01-01T00:00:00Z;
 * pick a custom epoch for IDs from a v2 generator.
 */
const sonyflake: LayoutPreset = {
  key: 'sonyflake',
  layout: [
    { kind: 'unused', name: 'unused', bits: 1 },
    { kind: 'timestamp', name: 'time', bits: 39, epochMs: 1_409_529_600_000n, unitMs: 10n },
    { kind: 'sequence', name: 'sequence', bits: 8 },
    { kind: 'node', name: 'machine', bits: 16 },
  ],
  sources: [SONYFLAKE_SOURCE, SONYFLAKE_README],
  example: null,
};

/**
 * Mastodon: 48-bit Unix-millisecond timestamp (no custom epoch) shifted left
 * by 16, then 16 bits of "sequence data". Mastodon's PostgreSQL function
 * `timestamp_id(table_name)` derives those low bits as
 * `(first 2 bytes of md5(table_name ‖ secret salt ‖ time_part) + nextval(table_id_seq)) & 0xFFFF`:
 * the hash hides the row count, the per-table sequence keeps IDs in the same
 * millisecond distinct. Back-dated records (`id_at`) use random low bits instead.
 */
const mastodon: LayoutPreset = {
  key: 'mastodon',
  layout: [
    { kind: 'timestamp', name: 'timestamp', bits: 48, epochMs: 0n, unitMs: 1n },
    { kind: 'sequence', name: 'sequence', bits: 16 },
  ],
  sources: [MASTODON_SNOWFLAKE],
  example: {
    id: 103_270_115_826_048_975n,
    documentedTime: '2019-12-08T03:48:33.901Z',
    source: {
      source: 'mastodon-docs-status',
      locator: 'example “id” and “created_at”',
      date: { kind: 'undated', evidence: { kind: 'exampleFrom', on: '2019-12-08' } },
    },
  },
};

/**
 * The seed's "incremental bigint" keys: `from_user_id = i * 4294967296` and
 * `to_user_id = i * 4294967296 + 2147483648` for `i` = 1…5,000,000. So the top
 * 32 bits hold the loop counter `i`, the next bit tells `to_user_id` (1) from
 * `from_user_id` (0), and the low 31 bits are always zero. There is no
 * timestamp: the IDs grow because `i` does. Note that `i ≥ 2^21` (2,097,152)
 * already puts IDs past 2^53, so most of the seed's 5,000,000 rows are beyond
 * JavaScript's safe integers.
 */
const source: LayoutPreset = {
  key: 'source',
  layout: [
    { kind: 'sequence', name: 'i', bits: 32 },
    { kind: 'node', name: 'to_user', bits: 1 },
    { kind: 'unused', name: 'zero', bits: 31 },
  ],
  sources: [SEED_README],
  example: {
    id: 5_000_000n * 4_294_967_296n + 2_147_483_648n,
    documentedTime: null,
    source: SEED_README,
  },
};

/** The built-in presets, keyed exactly by {@link PresetKey}. */
export const presets: Readonly<Record<PresetKey, LayoutPreset>> = {
  twitter,
  discord,
  instagram,
  sonyflake,
  mastodon,
  source,
};

/** Type guard for query-string values. */
export function isPresetKey(value: string): value is PresetKey {
  return (PRESET_KEYS as readonly string[]).includes(value);
}
