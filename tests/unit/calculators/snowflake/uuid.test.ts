import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareUuidBytes,
  composeUuidV1,
  detectUuidVersion,
  formatUuid,
  GREGORIAN_TO_UNIX_100NS,
  gregorian100nsToUnixMs,
  MAX_UUID_INPUT_LENGTH,
  mysqlSwapTimeParts,
  mysqlUnswapTimeParts,
  parseUuid,
  UUID_V1_TIME_LOW_WRAP_NS,
  type UuidBytes,
  uuidBytesFrom,
  uuidHex,
  uuidTimestamp,
  uuidToBigInt,
  uuidV1Timestamp100ns,
  uuidV6Timestamp100ns,
} from '../../../../src/calculators/snowflake/index';

/** Parses a UUID the test knows to be well-formed. */
function uuid(text: string): UuidBytes {
  const result = parseUuid(text);
  if (!result.ok) throw new Error(`test fixture ${text} did not parse: ${result.code}`);
  return result.value;
}

/** RFC 9562 Appendix A: all three time-based examples encode the same instant. */
const RFC_INSTANT_MS = BigInt(Date.parse('2022-02-22T14:22:22.00-05:00')); // "Tuesday, February 22, 2022 2:22:22.00 PM GMT-05:00"
const uuid16 = fc.uint8Array({ minLength: 16, maxLength: 16 }).map((bytes) => {
  const wrapped = uuidBytesFrom(bytes);
  if (wrapped === null) throw new Error('16 bytes expected');
  return wrapped;
});

describe('RFC 9562 Appendix A test vectors', () => {
  it('A.1 UUIDv1 C232AB00-9414-11EC-B3C8-9F6BDECED846', () => {
    const bytes = uuid('C232AB00-9414-11EC-B3C8-9F6BDECED846');
    expect(detectUuidVersion(bytes)).toEqual({
      variant: 'rfc9562',
      version: 1,
      special: null,
      hasTimestamp: true,
    });
    // time_high 0x1EC ‖ time_mid 0x9414 ‖ time_low 0xC232AB00
    expect(uuidV1Timestamp100ns(bytes)).toBe(0x1ec9414c232ab00n);
    expect(uuidTimestamp(bytes)).toEqual({
      ok: true,
      value: { version: 1, unixMs: RFC_INSTANT_MS, gregorian100ns: 0x1ec9414c232ab00n },
    });
    expect(RFC_INSTANT_MS).toBe(1_645_557_742_000n);
  });

  it('A.1 is what composeUuidV1 builds from its listed fields', () => {
    // clock_seq 0x33C8 and node 0x9F6BDECED846, as listed in A.1.
    const built = composeUuidV1({
      timestamp100ns: 0x1ec9414c232ab00n,
      clockSequence: 0x33c8n,
      node: 0x9f6bdeced846n,
    });
    expect(formatUuid(built)).toBe('c232ab00-9414-11ec-b3c8-9f6bdeced846');
  });

  it('A.5 UUIDv6 1EC9414C-232A-6B00-B3C8-9F6BDECED846 holds the same time, most significant first', () => {
    const bytes = uuid('1EC9414C-232A-6B00-B3C8-9F6BDECED846');
    expect(detectUuidVersion(bytes).version).toBe(6);
    expect(uuidV6Timestamp100ns(bytes)).toBe(0x1ec9414c232ab00n);
    const result = uuidTimestamp(bytes);
    expect(result.ok && result.value.unixMs).toBe(RFC_INSTANT_MS);
  });

  it('A.6 UUIDv7 017F22E2-79B0-7CC3-98C4-DC0C0C07398F: unix_ts_ms 0x017F22E279B0', () => {
    const bytes = uuid('017F22E2-79B0-7CC3-98C4-DC0C0C07398F');
    expect(detectUuidVersion(bytes).version).toBe(7);
    expect(uuidTimestamp(bytes)).toEqual({
      ok: true,
      value: { version: 7, unixMs: 0x017f22e279b0n, gregorian100ns: null },
    });
    expect(0x017f22e279b0n).toBe(RFC_INSTANT_MS);
  });

  it('A.3 UUIDv4 919108F7-52D1-4320-9BAC-F847DB4148A8 is random: no timestamp', () => {
    const bytes = uuid('919108F7-52D1-4320-9BAC-F847DB4148A8');
    expect(detectUuidVersion(bytes)).toMatchObject({ version: 4, hasTimestamp: false });
    expect(uuidTimestamp(bytes)).toEqual({ ok: false, code: 'no-timestamp' });
  });

  it('recognises the Nil and Max UUIDs and non-RFC variants', () => {
    expect(detectUuidVersion(uuid('00000000-0000-0000-0000-000000000000'))).toMatchObject({
      special: 'nil',
      version: null,
      variant: 'ncs',
    });
    expect(detectUuidVersion(uuid('ffffffff-ffff-ffff-ffff-ffffffffffff'))).toMatchObject({
      special: 'max',
      version: null,
      variant: 'future',
    });
    const microsoft = uuid('00000000-0000-1000-c000-000000000000');
    expect(detectUuidVersion(microsoft).variant).toBe('microsoft');
    expect(uuidTimestamp(microsoft)).toEqual({ ok: false, code: 'not-rfc9562-variant' });
  });
});

describe('the Gregorian epoch', () => {
  it('lies 122,192,928,000,000,000 × 100 ns before the Unix epoch', () => {
    // JS dates use the proleptic Gregorian calendar, so Date.UTC can count the days itself.
    expect(GREGORIAN_TO_UNIX_100NS).toBe(-BigInt(Date.UTC(1582, 9, 15)) * 10_000n);
  });

  it('rounds to milliseconds downwards, also before 1970', () => {
    expect(gregorian100nsToUnixMs(0n)).toBe(BigInt(Date.UTC(1582, 9, 15)));
    expect(gregorian100nsToUnixMs(1n)).toBe(BigInt(Date.UTC(1582, 9, 15)));
    expect(gregorian100nsToUnixMs(9_999n)).toBe(BigInt(Date.UTC(1582, 9, 15)));
    expect(gregorian100nsToUnixMs(10_000n)).toBe(BigInt(Date.UTC(1582, 9, 15)) + 1n);
    expect(gregorian100nsToUnixMs(GREGORIAN_TO_UNIX_100NS + 10_001n)).toBe(1n);
  });
});

describe('MySQL 8 UUID_TO_BIN(uuid, 1) / BIN_TO_UUID(bin, 1)', () => {
  it("matches the manual's example", () => {
    // SET @uuid = '6ccd780c-baba-1026-9564-5b8c656024db';
    const bytes = uuid('6ccd780c-baba-1026-9564-5b8c656024db');
    expect(uuidHex(bytes)).toBe('6CCD780CBABA102695645B8C656024DB'); // HEX(UUID_TO_BIN(@uuid))
    const swapped = mysqlSwapTimeParts(bytes);
    expect(uuidHex(swapped)).toBe('1026BABA6CCD780C95645B8C656024DB'); // HEX(UUID_TO_BIN(@uuid, 1))
    expect(formatUuid(mysqlUnswapTimeParts(swapped))).toBe('6ccd780c-baba-1026-9564-5b8c656024db');
  });

  it('swap and unswap are inverse permutations of any 16 bytes', () => {
    fc.assert(
      fc.property(uuid16, (bytes) => {
        expect(mysqlUnswapTimeParts(mysqlSwapTimeParts(bytes))).toEqual(bytes);
        expect(mysqlSwapTimeParts(mysqlUnswapTimeParts(bytes))).toEqual(bytes);
        // Only the first 8 bytes move.
        expect(mysqlSwapTimeParts(bytes).subarray(8)).toEqual(bytes.subarray(8));
      }),
    );
  });

  it('does not modify its input', () => {
    const bytes = uuid('6ccd780c-baba-1026-9564-5b8c656024db');
    mysqlSwapTimeParts(bytes);
    expect(formatUuid(bytes)).toBe('6ccd780c-baba-1026-9564-5b8c656024db');
  });
});

describe('textual v1 order is not time order', () => {
  const v1At = (timestamp100ns: bigint): UuidBytes =>
    composeUuidV1({ timestamp100ns, clockSequence: 0x1234n, node: 0x0123456789abn });

  it('time_low wraps every 2^32 × 100 ns = 429.4967296 s', () => {
    expect(UUID_V1_TIME_LOW_WRAP_NS).toBe(429_496_729_600n);
    // One tick before and one tick after a wrap: the later UUID sorts first as text.
    const wrap = 0x1ec9414n << 32n;
    const before = v1At(wrap - 1n);
    const after = v1At(wrap);
    expect(compareUuidBytes(before, after)).toBeGreaterThan(0);
    expect(formatUuid(before) > formatUuid(after)).toBe(true);
    // After UUID_TO_BIN(…, 1) the order follows time.
    expect(compareUuidBytes(mysqlSwapTimeParts(before), mysqlSwapTimeParts(after))).toBeLessThan(0);
  });

  it('swapped v1 bytes sort by timestamp for any two instants', () => {
    const sixtyBits = fc.bigInt({ min: 0n, max: (1n << 60n) - 1n });
    fc.assert(
      fc.property(sixtyBits, sixtyBits, (t1, t2) => {
        const order = compareUuidBytes(mysqlSwapTimeParts(v1At(t1)), mysqlSwapTimeParts(v1At(t2)));
        expect(Math.sign(order)).toBe(t1 < t2 ? -1 : t1 > t2 ? 1 : 0);
        expect(uuidV1Timestamp100ns(v1At(t1))).toBe(t1);
      }),
    );
  });

  it('compareUuidBytes agrees with the 128-bit big-endian value', () => {
    fc.assert(
      fc.property(uuid16, uuid16, (a, b) => {
        const byValue =
          uuidToBigInt(a) < uuidToBigInt(b) ? -1 : uuidToBigInt(a) > uuidToBigInt(b) ? 1 : 0;
        expect(Math.sign(compareUuidBytes(a, b))).toBe(byValue);
      }),
    );
  });
});

describe('parseUuid', () => {
  it('accepts canonical text in either case and round-trips it in lower case', () => {
    fc.assert(
      fc.property(uuid16, fc.boolean(), (bytes, upper) => {
        const text = upper ? formatUuid(bytes).toUpperCase() : formatUuid(bytes);
        const parsed = parseUuid(`  ${text} `);
        expect(parsed).toEqual({ ok: true, value: bytes });
        if (parsed.ok) expect(formatUuid(parsed.value)).toBe(text.toLowerCase());
      }),
    );
  });

  it('rejects everything else with a code', () => {
    expect(parseUuid('')).toEqual({ ok: false, code: 'empty' });
    expect(parseUuid('x'.repeat(MAX_UUID_INPUT_LENGTH + 1))).toEqual({
      ok: false,
      code: 'too-long',
    });
    for (const text of [
      'c232ab00941411ecb3c89f6bdeced846', // no dashes
      '{c232ab00-9414-11ec-b3c8-9f6bdeced846}', // braces
      'c232ab00-9414-11ec-b3c8-9f6bdeced84', // one digit short
      'c232ab00-9414-11ec-b3c8-9f6bdeced8466',
      'g232ab00-9414-11ec-b3c8-9f6bdeced846',
      'c232ab0-09414-11ec-b3c8-9f6bdeced846',
    ]) {
      expect(parseUuid(text)).toEqual({ ok: false, code: 'malformed' });
    }
  });

  it('never throws on arbitrary strings', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 120 }), (text) => {
        const result = parseUuid(text);
        expect(result.ok || ['empty', 'too-long', 'malformed'].includes(result.code)).toBe(true);
      }),
    );
  });

  it('only wraps arrays of exactly 16 bytes', () => {
    expect(uuidBytesFrom([1, 2, 3])).toBeNull();
    expect(uuidBytesFrom(new Uint8Array(17))).toBeNull();
    expect(uuidBytesFrom(new Uint8Array(16))).toEqual(new Uint8Array(16));
  });
});
