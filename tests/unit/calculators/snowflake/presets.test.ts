import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findSource } from '../../../../src/sources/registry';
import {
  decode,
  encode,
  isPresetKey,
  PRESET_KEYS,
  presets,
  positionFields,
  smallestIdAt,
  totalBits,
  validateLayout,
} from '../../../../src/calculators/snowflake/index';

/** Unix ms of an ISO 8601 instant, as bigint (test-side arithmetic on times, not IDs). */
function ms(iso: string): bigint {
  return BigInt(Date.parse(iso));
}

/** Shifts of each field, by name, as positionFields reports them. */
function shifts(key: keyof typeof presets): Record<string, bigint> {
  return Object.fromEntries(
    positionFields(presets[key].layout).map((p) => [p.field.name, p.shift]),
  );
}

describe('preset catalogue', () => {
  it('has exactly the six agreed keys', () => {
    expect(Object.keys(presets).sort()).toEqual(
      ['discord', 'instagram', 'mastodon', 'sonyflake', 'source', 'twitter'].sort(),
    );
    expect([...PRESET_KEYS].sort()).toEqual(Object.keys(presets).sort());
    expect(isPresetKey('discord')).toBe(true);
    expect(isPresetKey('flickr')).toBe(false);
  });

  it.each(PRESET_KEYS)('%s is a valid 64-bit layout that cites an https source', (key) => {
    const preset = presets[key];
    expect(preset.key).toBe(key);
    expect(validateLayout(preset.layout)).toEqual([]);
    expect(totalBits(preset.layout)).toBe(64);
    expect(preset.sources.length).toBeGreaterThan(0);
    for (const source of preset.sources) {
      expect(findSource(source.source), source.source).toBeDefined();
      // A stated year, or the evidence for why there is none: never a bare "undated".
      if (source.date.kind === 'year') expect(source.date.year).toMatch(/^\d{4}/);
      else expect(source.date.evidence).toBeDefined();
    }
  });
});

describe('Twitter (IdWorker.scala: twepoch 1288834974657, shifts 22/17/12)', () => {
  it('puts the fields where IdWorker shifts them', () => {
    // timestampLeftShift = 12 + 5 + 5, datacenterIdShift = 12 + 5, workerIdShift = 12.
    expect(shifts('twitter')).toMatchObject({
      timestamp: 22n,
      datacenter: 17n,
      worker: 12n,
      sequence: 0n,
    });
  });

  it('decodes the API docs example Tweet to its created_at second', () => {
    // Example payloads: "id": "1307025659294674945", "created_at": "2020-09-18T18:36:15.000Z".
    const id = 1_307_025_659_294_674_945n;
    const decoded = decode(id, presets.twitter.layout);
    expect(decoded.timestampMs).not.toBeNull();
    const timestampMs = decoded.timestampMs ?? 0n;
    // created_at has second precision, so the ID's millisecond lies inside that second.
    expect(timestampMs - (timestampMs % 1000n)).toBe(ms('2020-09-18T18:36:15.000Z'));
    // Field values by IdWorker's own shifts and masks.
    expect(timestampMs).toBe((id >> 22n) + 1_288_834_974_657n);
    expect(decoded.fields).toEqual({
      unused: 0n,
      timestamp: id >> 22n,
      datacenter: (id >> 17n) & 31n,
      worker: (id >> 12n) & 31n,
      sequence: id & 4095n,
    });
  });

  it('decodes the epoch itself (ID 0) to twepoch, 2010-11-04T01:42:54.657Z', () => {
    expect(decode(0n, presets.twitter.layout).timestampMs).toBe(ms('2010-11-04T01:42:54.657Z'));
  });
});

describe('Discord (developer docs, Snowflakes)', () => {
  it('uses bits 63–22, 21–17, 16–12 and 11–0', () => {
    expect(shifts('discord')).toEqual({ timestamp: 22n, worker: 17n, process: 12n, increment: 0n });
  });

  it("decodes the docs' example 175928847299117063 to 2016-04-30T11:18:25.796Z", () => {
    const id = 175_928_847_299_117_063n;
    const decoded = decode(id, presets.discord.layout);
    expect(decoded.timestampMs).toBe(ms('2016-04-30T11:18:25.796Z'));
    // The docs' "Retrieval" column.
    expect(decoded.timestampMs).toBe((id >> 22n) + 1_420_070_400_000n);
    expect(decoded.fields['worker']).toBe((id & 0x3e0000n) >> 17n);
    expect(decoded.fields['process']).toBe((id & 0x1f000n) >> 12n);
    expect(decoded.fields['increment']).toBe(id & 0xfffn);
    expect(presets.discord.example?.id).toBe(id);
  });

  it('matches the docs\' "(timestamp_ms - DISCORD_EPOCH) << 22" for pagination bounds', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1_420_070_400_000n, max: 1_420_070_400_000n + (1n << 42n) - 1n }),
        (timestampMs) => {
          const bound = smallestIdAt(timestampMs, presets.discord.layout);
          expect(bound).toEqual({ ok: true, value: (timestampMs - 1_420_070_400_000n) << 22n });
        },
      ),
    );
  });
});

describe('Instagram (Sharding & IDs at Instagram)', () => {
  it("matches the post's next_id(): ((now - our_epoch) << 23) | (shard_id << 10) | seq_id", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: (1n << 41n) - 1n }),
        fc.bigInt({ min: 0n, max: 8191n }),
        fc.bigInt({ min: 0n, max: 1023n }),
        (elapsedMs, shard, sequence) => {
          const expected = (elapsedMs << 23n) | (shard << 10n) | sequence;
          expect(encode({ time: elapsedMs, shard, sequence }, presets.instagram.layout)).toBe(
            expected,
          );
          const decoded = decode(expected, presets.instagram.layout);
          expect(decoded.timestampMs).toBe(1_314_220_021_721n + elapsedMs);
          expect(decoded.fields).toEqual({ time: elapsedMs, shard, sequence });
        },
      ),
    );
  });

  it('decodes a media ID with a known post time to that second (third-party example)', () => {
    const timestampMs = decode(2_384_288_897_814_875_714n, presets.instagram.layout).timestampMs;
    expect(timestampMs).not.toBeNull();
    const t = timestampMs ?? 0n;
    expect(t - (t % 1000n)).toBe(ms('2020-08-26T13:43:27Z'));
    // The second ID quoted alongside it: 2383568809444681765 at 2020-08-25T13:52:46Z.
    const other = decode(2_383_568_809_444_681_765n, presets.instagram.layout).timestampMs ?? 0n;
    expect(other - (other % 1000n)).toBe(ms('2020-08-25T13:52:46Z'));
  });
});

describe('Sonyflake (sonyflake.go v1)', () => {
  it('orders time, sequence, machine below an unused sign bit', () => {
    // toID: elapsedTime << (BitLenSequence + BitLenMachineID) | sequence << BitLenMachineID | machineID
    expect(shifts('sonyflake')).toEqual({ unused: 63n, time: 24n, sequence: 16n, machine: 0n });
  });

  it('decodes an ID built by toID() from first principles', () => {
    // No documented example ID exists, so build one the way toID() does:
    // 2020-01-01T00:00:00Z is (1577836800000 − 1409529600000) / 10 = 16830720000 ticks
    // of 10 ms after the default StartTime 2014-09-01T00:00:00Z.
    const elapsed = 16_830_720_000n;
    const id = (elapsed << 24n) | (3n << 16n) | 0xabcdn;
    const decoded = decode(id, presets.sonyflake.layout);
    expect(decoded.timestampMs).toBe(ms('2020-01-01T00:00:00Z'));
    expect(decoded.fields).toEqual({ unused: 0n, time: elapsed, sequence: 3n, machine: 0xabcdn });
    // Decompose's "msb" (id >> 63) is 0: Sonyflake IDs convert to int64 safely.
    expect(id >> 63n).toBe(0n);
  });

  it('rounds instants down to the 10 ms tick, like toSonyflakeTime', () => {
    const layout = presets.sonyflake.layout;
    const base = ms('2020-01-01T00:00:00Z');
    // 9 ms past a tick boundary still belongs to that tick; 10 ms is the next one.
    expect(smallestIdAt(base + 9n, layout)).toEqual({ ok: true, value: 16_830_720_000n << 24n });
    expect(smallestIdAt(base + 10n, layout)).toEqual({ ok: true, value: 16_830_720_001n << 24n });
  });
});

describe('Mastodon (lib/mastodon/snowflake.rb)', () => {
  it('puts a Unix-ms timestamp above 16 bits of sequence data', () => {
    expect(shifts('mastodon')).toEqual({ timestamp: 16n, sequence: 0n });
  });

  it("decodes the docs' Status example to just before its created_at", () => {
    // Status entity example: "id": "103270115826048975", "created_at": "2019-12-08T03:48:33.901Z".
    // The ID comes from timestamp_id() in PostgreSQL (now() = start of the inserting
    // transaction) while Rails stamps created_at itself, so the two are close but not
    // equal: here the ID's millisecond is 52 ms before created_at.
    const decoded = decode(103_270_115_826_048_975n, presets.mastodon.layout);
    const createdAt = ms('2019-12-08T03:48:33.901Z');
    expect(decoded.timestampMs).not.toBeNull();
    const t = decoded.timestampMs ?? 0n;
    expect(t).toBeLessThanOrEqual(createdAt);
    expect(createdAt - t).toBeLessThan(1000n);
    expect(t).toBe(103_270_115_826_048_975n >> 16n);
  });

  it('reproduces id_at(timestamp, with_random: false) = (seconds × 1000) << 16', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 4_000_000_000n }), (seconds) => {
        const bound = smallestIdAt(seconds * 1000n, presets.mastodon.layout);
        expect(bound).toEqual({ ok: true, value: (seconds * 1000n) << 16n });
      }),
    );
  });
});

describe("source (the seed's i × 2^32 scheme)", () => {
  it("encodes exactly the seed's from_user_id and to_user_id formulas", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 5_000_000n }), (i) => {
        const layout = presets.source.layout;
        // from_user_id = i * 4294967296; to_user_id = i * 4294967296 + 2147483648
        expect(encode({ i, to_user: 0n }, layout)).toBe(i * 4_294_967_296n);
        expect(encode({ i, to_user: 1n }, layout)).toBe(i * 4_294_967_296n + 2_147_483_648n);
      }),
    );
  });

  it('decodes the last to_user_id of the seed run and carries no time', () => {
    const decoded = decode(5_000_000n * 4_294_967_296n + 2_147_483_648n, presets.source.layout);
    expect(decoded).toEqual({
      timestampMs: null,
      fields: { i: 5_000_000n, to_user: 1n, zero: 0n },
    });
    expect(smallestIdAt(0n, presets.source.layout)).toEqual({ ok: false, code: 'no-timestamp' });
  });
});
