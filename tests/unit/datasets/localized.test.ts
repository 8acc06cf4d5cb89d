import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  englishProseIn,
  englishText,
  hasJapanese,
  inLocale,
} from '../../../src/datasets/localized';

describe('englishProseIn', () => {
  it.each([
    'innodb_flush_log_at_trx_commit',
    'O_DIRECT',
    '536870912',
    '23.54 GiB',
    'Plextor PX-256M2P',
    'mysqlslap --concurrency=30 --auto-generate-sql --number-of-queries=100000',
    "SELECT * FROM information_schema.tables WHERE table_schema = 'wikipedia'",
    'select table_name, engine from information_schema.tables order by (data_length) desc;',
    'dd if=/dev/zero of=test.dat bs=131072 count=8192 [oflag=direct|dsync]',
    'ext4 (relatime、nobarrier)',
    '5.0.83 vs 5.1.37',
    'innodb_default_setting',
    'npm run lab -- all --quick --out /tmp/lab',
    '-direct=1 -ioengine=libaio -readwrite=randread -runtime=180',
  ])('finds none in the language-neutral %j', (text) => {
    expect(englishProseIn(text)).toBeUndefined();
  });

  it.each([
    ['SAS HDD (model not stated)', 'model not stated'],
    ['not stated', 'not'],
    ['1 (default)', 'default'],
    ['Default', 'Default'],
    ['OS and MySQL version not stated', 'version not stated'],
    ['the same machine (Node.js clients)', 'the same machine'],
    ['16KB (results shown for 16KB only)', 'results shown for'],
    ['1 to 256 for all runs -x', 'for all runs'],
  ])('finds it in %j', (text, found) => {
    expect(englishProseIn(text)).toBe(found);
  });

  it('never flags a string made of identifiers, numbers and units', () => {
    const identifier = fc.stringMatching(/^[a-z][a-z0-9]*(?:_[a-z0-9]+)+$/);
    const size = fc.tuple(fc.nat(99999), fc.constantFrom('M', 'G', 'MiB', 'GiB', 's', 'KB'));
    fc.assert(
      fc.property(identifier, size, (name, [n, unit]) => {
        expect(englishProseIn(`${name}=${n}${unit}`)).toBeUndefined();
        expect(englishProseIn(`${name} ${n} ${unit}`)).toBeUndefined();
      }),
    );
  });
});

describe('hasJapanese', () => {
  it('sees kana and kanji, not full-width punctuation alone', () => {
    expect(hasJapanese('記載なし')).toBe(true);
    expect(hasJapanese('スライド 9')).toBe(true);
    expect(hasJapanese('ext4 (relatime、nobarrier)')).toBe(false);
    expect(hasJapanese('not stated')).toBe(false);
  });
});

describe('inLocale and englishText', () => {
  it('pick the language of a localized text and pass a plain string through', () => {
    const text = { ja: '1(既定値)', en: '1 (default)' };
    expect(inLocale(text, 'ja')).toBe('1(既定値)');
    expect(inLocale(text, 'en')).toBe('1 (default)');
    expect(englishText(text)).toBe('1 (default)');
    expect(inLocale('O_DIRECT', 'ja')).toBe('O_DIRECT');
    expect(englishText('O_DIRECT')).toBe('O_DIRECT');
  });
});
