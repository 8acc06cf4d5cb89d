/**
 * The key generators of the `id-strategy` experiment (seed 004,
 * sifue/mysql_id_strategy): each yields SQL literals for the two key columns
 * of a row, the way the seed's scripts print them.
 *
 * Time-based IDs (UUIDv1, UUIDv7, snowflakes) read a simulated clock that
 * advances a fixed step per row, so that the keys look like those of a service
 * that inserts at that rate over hours — not like a burst within one second.
 * That matters for UUIDv1 in textual order: its leading `time_low` wraps every
 * 2^32 × 100 ns ≈ 429.5 s, and only a clock that runs through several wraps
 * shows the effect of that.
 */
import { encode, presets, type IdLayout } from '../src/calculators/snowflake';
import { composeUuidV1, mysqlSwapTimeParts } from '../src/calculators/snowflake/uuid';
import type { LocalizedText } from '../src/datasets/schema';
import { Random } from './random';

/** Column type and generator of one key strategy. */
export interface KeyStrategy {
  readonly id: string;
  readonly label: LocalizedText;
  /** SQL type of the two key columns. */
  readonly columnType: string;
  /** Bytes one key takes in the index; the row's padding makes up the rest of 128 bytes per key. */
  readonly keyBytes: number;
  /** Literals of the two key columns of the next row. */
  next(): [string, string];
}

/** Parameters shared by the generators of one run. */
export interface KeyOptions {
  readonly seed: number;
  /** Start of the simulated clock (Unix ms). */
  readonly clockStartMs: number;
  /** Rows per simulated second. */
  readonly rowsPerSecond: number;
  /** Logical shards the snowflake shard field draws from. */
  readonly shards: number;
}

export const DEFAULT_KEY_OPTIONS: KeyOptions = {
  seed: 4,
  clockStartMs: Date.UTC(2025, 0, 1),
  rowsPerSecond: 100,
  shards: 8192,
};

/** 100 ns intervals between 1582-10-15 (the UUID epoch) and 1970-01-01. */
const GREGORIAN_OFFSET_100NS = 122_192_928_000_000_000n;

/** Milliseconds of the simulated clock for row `i` (0-based). */
function clockMs(options: KeyOptions, i: number): number {
  return options.clockStartMs + Math.floor((i * 1000) / options.rowsPerSecond);
}

function hexLiteral(bytes: Uint8Array): string {
  return `X'${Buffer.from(bytes).toString('hex')}'`;
}

/** Instagram's layout (41-bit ms time, 13-bit shard, 10-bit sequence), time first. */
export const TIME_FIRST_LAYOUT: IdLayout = presets.instagram.layout;

/** The same fields with the shard on top: shard, time, sequence. */
export const SHARD_FIRST_LAYOUT: IdLayout = [
  { kind: 'node', name: 'shard', bits: 13 },
  { kind: 'timestamp', name: 'time', bits: 41, epochMs: 1_314_220_021_721n, unitMs: 1n },
  { kind: 'sequence', name: 'sequence', bits: 10 },
];

const label = (ja: string, en: string): LocalizedText => ({ ja, en });

/** Builds the generators, all seeded from `options.seed`. */
export function keyStrategies(options: KeyOptions = DEFAULT_KEY_OPTIONS): KeyStrategy[] {
  const make = (salt: number) => new Random(options.seed * 1000 + salt);

  const sequential = (): KeyStrategy => {
    let i = 0;
    return {
      id: 'sequential-bigint',
      label: label('連番 BIGINT', 'Sequential BIGINT'),
      columnType: 'BIGINT',
      keyBytes: 8,
      next() {
        i += 1;
        // The seed's "incremental bigint": i × 2^32 and i × 2^32 + 2^31.
        const from = BigInt(i) * 4294967296n;
        return [from.toString(), (from + 2147483648n).toString()];
      },
    };
  };

  const randomInt = (): KeyStrategy => {
    const r = make(2);
    return {
      id: 'random-int',
      label: label('ランダム INT', 'Random INT'),
      columnType: 'INT',
      keyBytes: 4,
      next: () => [String(r.int(2147483647)), String(r.int(2147483647))],
    };
  };

  const randomBigint = (): KeyStrategy => {
    const r = make(3);
    return {
      id: 'random-bigint',
      label: label('ランダム BIGINT', 'Random BIGINT'),
      columnType: 'BIGINT',
      keyBytes: 8,
      next: () => [r.bigBits(63).toString(), r.bigBits(63).toString()],
    };
  };

  const uuidV4 = (): KeyStrategy => {
    const r = make(4);
    const one = () => {
      const b = r.bytes(16);
      b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
      b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
      return hexLiteral(b);
    };
    return {
      id: 'uuid-v4',
      label: label('UUIDv4(BINARY(16))', 'UUIDv4 (BINARY(16))'),
      columnType: 'BINARY(16)',
      keyBytes: 16,
      next: () => [one(), one()],
    };
  };

  const uuidV1 = (swapped: boolean): KeyStrategy => {
    const r = make(swapped ? 6 : 5);
    // One generator (one application server): fixed random node with the multicast bit, fixed clock sequence.
    const node = r.bigBits(48) | (1n << 40n);
    const clockSequence = r.bigBits(14);
    let i = 0;
    const one = (ticks: bigint) => {
      const bytes = composeUuidV1({ timestamp100ns: ticks, clockSequence, node });
      return hexLiteral(swapped ? mysqlSwapTimeParts(bytes) : bytes);
    };
    return {
      id: swapped ? 'uuid-v1-swapped' : 'uuid-v1-text',
      label: swapped
        ? label(
            'UUIDv1(UUID_TO_BIN(…, 1) 式に時刻部を入れ替え)',
            'UUIDv1 (time parts swapped, as UUID_TO_BIN(…, 1))',
          )
        : label('UUIDv1(文字列順のバイト列)', 'UUIDv1 (textual byte order)'),
      columnType: 'BINARY(16)',
      keyBytes: 16,
      next() {
        const ticks = BigInt(clockMs(options, i)) * 10_000n + GREGORIAN_OFFSET_100NS;
        i += 1;
        return [one(ticks), one(ticks + 1n)];
      },
    };
  };

  const uuidV7 = (): KeyStrategy => {
    const r = make(7);
    let i = 0;
    const one = (ms: number) => {
      const b = r.bytes(16);
      let t = ms;
      for (let k = 5; k >= 0; k -= 1) {
        b[k] = t % 256;
        t = Math.floor(t / 256);
      }
      b[6] = ((b[6] ?? 0) & 0x0f) | 0x70;
      b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
      return hexLiteral(b);
    };
    return {
      id: 'uuid-v7',
      label: label('UUIDv7(BINARY(16))', 'UUIDv7 (BINARY(16))'),
      columnType: 'BINARY(16)',
      keyBytes: 16,
      next() {
        const ms = clockMs(options, i);
        i += 1;
        // Both keys of the row get the row's millisecond; the random tail orders them.
        return [one(ms), one(ms)];
      },
    };
  };

  const snowflake = (shardFirst: boolean): KeyStrategy => {
    const r = make(shardFirst ? 9 : 8);
    const layout = shardFirst ? SHARD_FIRST_LAYOUT : TIME_FIRST_LAYOUT;
    const epoch = 1_314_220_021_721;
    let i = 0;
    let lastMs = -1;
    let sequence = 0;
    const one = (ms: number) => {
      if (ms === lastMs) sequence = (sequence + 1) & 1023;
      else {
        lastMs = ms;
        sequence = 0;
      }
      const fields = {
        time: BigInt(ms - epoch),
        shard: BigInt(r.int(options.shards)),
        sequence: BigInt(sequence),
      };
      return encode(fields, layout).toString();
    };
    return {
      id: shardFirst ? 'snowflake-shard-first' : 'snowflake-time-first',
      label: shardFirst
        ? label(
            'スノーフレーク(シャード ID が先頭: shard 13 + 時刻 41 + 連番 10 ビット)',
            'Snowflake, shard first (13-bit shard, 41-bit time, 10-bit sequence)',
          )
        : label(
            'スノーフレーク(時刻が先頭: Instagram 式 時刻 41 + shard 13 + 連番 10 ビット)',
            'Snowflake, time first (Instagram: 41-bit time, 13-bit shard, 10-bit sequence)',
          ),
      columnType: 'BIGINT UNSIGNED',
      keyBytes: 8,
      next() {
        const ms = clockMs(options, i);
        i += 1;
        return [one(ms), one(ms)];
      },
    };
  };

  return [
    sequential(),
    randomInt(),
    randomBigint(),
    uuidV4(),
    uuidV1(false),
    uuidV1(true),
    uuidV7(),
    snowflake(false),
    snowflake(true),
  ];
}

/** The strategy ids in run order. */
export const KEY_STRATEGY_IDS = keyStrategies().map((s) => s.id);
