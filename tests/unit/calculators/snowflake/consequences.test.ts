import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  classifyInsertLocality,
  encode,
  hotLeafPageBytes,
  type IdLayout,
  layoutConsequences,
  layoutInsertLocality,
  PRESET_KEYS,
  presets,
  roundToDouble,
  seedCompositeKeys,
} from '../../../../src/calculators/snowflake/index';
import { validLayoutArb } from './arbitraries';

const ms = (iso: string): bigint => BigInt(Date.parse(iso));
const NOW = ms('2025-01-01T00:00:00Z');
const MS_PER_JULIAN_YEAR = 31_557_600_000n; // 365.25 days

describe('clock overflow', () => {
  it('Twitter: 41 bits of ms from twepoch run out after 69 years (README), on 2080-07-10', () => {
    const c = layoutConsequences(presets.twitter.layout, NOW);
    expect(c.timestamp?.overflowAtMs).toBe(1_288_834_974_657n + (1n << 41n));
    expect(c.timestamp?.overflowAtMs).toBe(ms('2080-07-10T17:30:30.209Z'));
    expect((c.timestamp?.lifespanMs ?? 0n) / MS_PER_JULIAN_YEAR).toBe(69n);
  });

  it('Sonyflake: 39 bits of 10 ms give a 174-year lifetime (README)', () => {
    const c = layoutConsequences(presets.sonyflake.layout, NOW);
    expect(c.timestamp?.lifespanMs).toBe((1n << 39n) * 10n);
    expect((c.timestamp?.lifespanMs ?? 0n) / MS_PER_JULIAN_YEAR).toBe(174n);
    expect(c.timestamp?.overflowAtMs).toBe(ms('2014-09-01T00:00:00Z') + (1n << 39n) * 10n);
  });

  it('Discord, Instagram and Mastodon stop at epoch + 2^bits ms', () => {
    expect(layoutConsequences(presets.discord.layout, NOW).timestamp?.overflowAtMs).toBe(
      1_420_070_400_000n + (1n << 42n),
    );
    expect(layoutConsequences(presets.instagram.layout, NOW).timestamp?.overflowAtMs).toBe(
      1_314_220_021_721n + (1n << 41n),
    );
    expect(layoutConsequences(presets.mastodon.layout, NOW).timestamp?.overflowAtMs).toBe(
      1n << 48n,
    );
  });
});

describe('throughput and generators', () => {
  it('Twitter: 4096 per ms per machine, up to 1024 machines (README)', () => {
    const c = layoutConsequences(presets.twitter.layout, NOW);
    expect(c.sequenceCapacity).toBe(4096n);
    expect(c.idsPerSecondPerGenerator).toBe(4_096_000n);
    expect(c.generatorCount).toBe(1024n);
    expect(c.idsPerSecondAllGenerators).toBe(4_096_000n * 1024n);
  });

  it('Instagram: 1024 IDs per shard per millisecond, 8192 shards', () => {
    const c = layoutConsequences(presets.instagram.layout, NOW);
    expect(c.idsPerSecondPerGenerator).toBe(1_024_000n);
    expect(c.generatorCount).toBe(8192n);
  });

  it('Sonyflake: 2^8 IDs per 10 ms per machine, 2^16 machines (README)', () => {
    const c = layoutConsequences(presets.sonyflake.layout, NOW);
    expect(c.sequenceCapacity).toBe(256n);
    expect(c.idsPerSecondPerGenerator).toBe(25_600n);
    expect(c.generatorCount).toBe(65_536n);
  });

  it('source: a 32-bit counter in two streams (from/to), with no clock', () => {
    const c = layoutConsequences(presets.source.layout, NOW);
    expect(c.timestamp).toBeNull();
    expect(c.sequenceCapacity).toBe(1n << 32n);
    expect(c.generatorCount).toBe(2n);
    expect(c.idsPerSecondPerGenerator).toBeNull();
    expect(c.now.status).toBe('no-timestamp');
  });
});

describe('signed BIGINT (bit 63) and JavaScript numbers (2^53)', () => {
  it('Twitter and Sonyflake never set bit 63; Discord, Instagram and Mastodon eventually do', () => {
    expect(layoutConsequences(presets.twitter.layout, NOW).signedBigint.ever).toBe(false);
    expect(layoutConsequences(presets.sonyflake.layout, NOW).signedBigint.ever).toBe(false);
    const discord = layoutConsequences(presets.discord.layout, NOW).signedBigint;
    // Bit 63 is set once ticks ≥ 2^63 / 2^22 = 2^41.
    expect(discord.ever).toBe(true);
    expect(discord.allFromMs).toBe(1_420_070_400_000n + (1n << 41n));
    expect(discord.someFromMs).toBe(1_420_070_400_000n + (1n << 41n));
    expect(discord.now).toBe('none');
    const instagram = layoutConsequences(presets.instagram.layout, NOW).signedBigint;
    expect(instagram.allFromMs).toBe(1_314_220_021_721n + (1n << 40n));
    expect(instagram.allFromMs).toBe(ms('2046-06-27T17:00:49.497Z'));
    const mastodon = layoutConsequences(presets.mastodon.layout, NOW).signedBigint;
    expect(mastodon.allFromMs).toBe(1n << 47n);
  });

  it('every Twitter ID since late November 2010 exceeds 2^53', () => {
    const js = layoutConsequences(presets.twitter.layout, NOW).jsSafeInteger;
    // tick << 22 ≥ 2^53 ⇔ tick ≥ 2^31.
    expect(js.allFromDriverValue).toBe(1n << 31n);
    expect(js.allFromMs).toBe(1_288_834_974_657n + (1n << 31n));
    expect(js.now).toBe('all');
    expect(js.driverField).toBe('timestamp');
  });

  it("source: the seed's IDs pass 2^53 from i = 2^21 and bit 63 from i = 2^31", () => {
    const c = layoutConsequences(presets.source.layout, NOW);
    expect(c.jsSafeInteger.driverField).toBe('i');
    expect(c.jsSafeInteger.allFromDriverValue).toBe(2_097_152n);
    expect(c.jsSafeInteger.someFromDriverValue).toBe(2_097_152n);
    expect(c.jsSafeInteger.allFromMs).toBeNull();
    expect(c.jsSafeInteger.now).toBeNull();
    // Independent check with the seed's own formula: i × 4294967296 (+ 2147483648).
    expect(2_097_151n * 4_294_967_296n + 2_147_483_648n < 1n << 53n).toBe(true);
    expect(2_097_152n * 4_294_967_296n >= 1n << 53n).toBe(true);
    expect(c.signedBigint.allFromDriverValue).toBe(1n << 31n);
    expect(c.signedBigint.ever).toBe(true);
  });

  it("tells 'none', 'some' and 'all' apart for the IDs of one instant", () => {
    const timeFirst: IdLayout = [
      { kind: 'timestamp', name: 'ts', bits: 20, epochMs: 0n, unitMs: 1n },
      { kind: 'sequence', name: 'seq', bits: 40 },
    ];
    // Tick T spans [T·2^40, T·2^40 + 2^40 − 1]: wholly below 2^53 for T < 2^13, wholly above after.
    expect(layoutConsequences(timeFirst, (1n << 13n) - 1n).jsSafeInteger.now).toBe('none');
    expect(layoutConsequences(timeFirst, 1n << 13n).jsSafeInteger.now).toBe('all');
    const nodeFirst: IdLayout = [
      { kind: 'node', name: 'n', bits: 2 },
      { kind: 'timestamp', name: 'ts', bits: 52, epochMs: 0n, unitMs: 1n },
    ];
    // Node values 2 and 3 put IDs at ≥ 2^53 at any tick; nodes 0 and 1 never reach it.
    const js = layoutConsequences(nodeFirst, 5n).jsSafeInteger;
    expect(js.now).toBe('some');
    expect(js.someFromDriverValue).toBe(0n);
    expect(js.allFromDriverValue).toBeNull();
  });

  it('crossing points agree with encode for random layouts', () => {
    fc.assert(
      fc.property(
        validLayoutArb,
        fc.constantFrom(53, 63),
        fc.bigInt({ min: 0n, max: 1n << 64n }),
        (layout, bit, raw) => {
          const report =
            bit === 53
              ? layoutConsequences(layout, 0n).jsSafeInteger
              : layoutConsequences(layout, 0n).signedBigint;
          if (report.driverField === null) return;
          const driver = layout.find((f) => f.name === report.driverField);
          if (driver === undefined) throw new Error('driver must be a field');
          const max = (1n << BigInt(driver.bits)) - 1n;
          const value = raw % (max + 1n);
          const othersAtMax = Object.fromEntries(
            layout
              .filter((f) => f.kind !== 'unused' && f !== driver)
              .map((f) => [f.name, (1n << BigInt(f.bits)) - 1n]),
          );
          const threshold = 1n << BigInt(bit);
          const lowest = encode({ [driver.name]: value }, layout);
          const highest = encode({ ...othersAtMax, [driver.name]: value }, layout);
          const all = report.allFromDriverValue;
          const some = report.someFromDriverValue;
          expect(lowest >= threshold).toBe(all !== null && value >= all);
          expect(highest >= threshold).toBe(some !== null && value >= some);
        },
      ),
    );
  });
});

describe('InnoDB insert locality', () => {
  it.each(['twitter', 'discord', 'instagram', 'sonyflake', 'mastodon'] as const)(
    '%s is time-first, so inserts append at one right edge',
    (key) => {
      expect(layoutInsertLocality(presets[key].layout)).toMatchObject({
        locality: 'increasing',
        reason: 'leading-timestamp',
        insertionPoints: 1n,
      });
    },
  );

  it("source: the seed's i × 2^32 keys grow with i", () => {
    expect(layoutInsertLocality(presets.source.layout)).toEqual({
      locality: 'increasing',
      reason: 'leading-counter',
      orderedPart: 'i',
      prefixParts: [],
      insertionPoints: 1n,
    });
  });

  it('a shard in front of the timestamp gives one insertion point per shard', () => {
    const shardFirst: IdLayout = [
      { kind: 'node', name: 'shard', bits: 10 },
      { kind: 'timestamp', name: 'ts', bits: 41, epochMs: 0n, unitMs: 1n },
      { kind: 'sequence', name: 'seq', bits: 13 },
    ];
    expect(layoutInsertLocality(shardFirst)).toEqual({
      locality: 'scattered',
      reason: 'prefixed-timestamp',
      orderedPart: 'ts',
      prefixParts: ['shard'],
      insertionPoints: 1024n,
    });
  });

  it('matches the seed: UUIDv1 + shard appends, shard + UUIDv1 scatters over 65,536 points', () => {
    expect(classifyInsertLocality(seedCompositeKeys.uuidV1ThenShard)).toMatchObject({
      locality: 'increasing',
      insertionPoints: 1n,
    });
    const shardFirst = classifyInsertLocality(seedCompositeKeys.shardThenUuidV1);
    // SecureRandom.hex(2) is 2 random bytes: 2^16 prefixes.
    expect(shardFirst).toMatchObject({ locality: 'scattered', reason: 'prefixed-timestamp' });
    expect(shardFirst.insertionPoints).toBe(65_536n);
    // Keeping one 16 KiB leaf page per prefix hot takes 1 GiB of buffer pool.
    expect(hotLeafPageBytes(65_536n)).toBe(1n << 30n);
  });

  it('a random key has no ordered part at all', () => {
    expect(classifyInsertLocality([{ name: 'uuid_v4', kind: 'random', bits: 122 }])).toEqual({
      locality: 'scattered',
      reason: 'no-ordered-part',
      orderedPart: null,
      prefixParts: ['uuid_v4'],
      insertionPoints: null,
    });
  });

  it('counts 2^(bits of the non-constant prefix) for random layouts', () => {
    fc.assert(
      fc.property(validLayoutArb, (layout) => {
        const report = layoutInsertLocality(layout);
        let ordered = layout.findIndex((f) => f.kind === 'timestamp');
        if (ordered < 0) ordered = layout.findIndex((f) => f.kind === 'sequence');
        if (ordered < 0) {
          expect(report.reason).toBe('no-ordered-part');
          return;
        }
        const prefixBits = layout
          .slice(0, ordered)
          .filter((f) => f.kind !== 'unused')
          .reduce((sum, f) => sum + BigInt(f.bits), 0n);
        expect(report.insertionPoints).toBe(1n << prefixBits);
        expect(report.locality).toBe(prefixBits === 0n ? 'increasing' : 'scattered');
      }),
    );
  });

  it('is part of layoutConsequences for every preset', () => {
    for (const key of PRESET_KEYS) {
      expect(layoutConsequences(presets[key].layout, NOW).locality).toEqual(
        layoutInsertLocality(presets[key].layout),
      );
    }
  });
});

describe('roundToDouble', () => {
  it('matches what a JavaScript number keeps of any 64-bit value', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: (1n << 64n) - 1n }), (value) => {
        expect(roundToDouble(value)).toBe(BigInt(Number(value)));
      }),
    );
  });

  it('rounds half to even at the 2^53 boundary and keeps safe integers', () => {
    const twoTo53 = 1n << 53n;
    expect(roundToDouble(twoTo53 - 1n)).toBe(twoTo53 - 1n);
    expect(roundToDouble(twoTo53 + 1n)).toBe(twoTo53);
    expect(roundToDouble(twoTo53 + 3n)).toBe(twoTo53 + 4n);
    // Twitter's documentation example of an ID a number mangles (prints as 10765432100123458000).
    expect(roundToDouble(10_765_432_100_123_456_789n)).toBe(10_765_432_100_123_457_536n);
  });
});
