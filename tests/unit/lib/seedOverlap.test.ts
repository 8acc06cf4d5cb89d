import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  buildSeedIndex,
  longestSharedRun,
  normalizeForOverlap,
  sharedRuns,
  wordingPieces,
} from '../../../src/lib/seedOverlap';

/** The longest common substring, the slow and obvious way. */
function bruteLongest(seeds: readonly string[], text: string): number {
  let best = 0;
  for (let start = 0; start < text.length; start++) {
    for (let end = start + best + 1; end <= text.length; end++) {
      if (!seeds.some((seed) => seed.includes(text.slice(start, end)))) break;
      best = end - start;
    }
  }
  return best;
}

describe('normalizeForOverlap', () => {
  it('reads full-width forms as ASCII and drops the spaces our style puts around Latin words', () => {
    expect(normalizeForOverlap('30 接続の INSERT ベンチマークで 6.1 倍（ＨＤＤ）')).toBe(
      '30接続のINSERTベンチマークで6.1倍(HDD)',
    );
  });

  it('keeps one space between English words, whatever the whitespace was', () => {
    expect(normalizeForOverlap('  group\n commit\tworks  ')).toBe('group commit works');
  });
});

describe('sharedRuns', () => {
  const index = buildSeedIndex([
    { name: 'a.txt', text: 'InnoDBはコミットのたびにログをディスクへ書き込みます。' },
    { name: 'b.txt', text: 'The quick brown fox jumps over the lazy dog.' },
  ]);

  it('finds a copied clause whatever the spacing, and names its seed', () => {
    const copied = 'InnoDBはコミットのたびにログを';
    const runs = sharedRuns(index, '実は InnoDB はコミットのたびにログを書きます。', 10);
    expect(runs).toEqual([{ text: copied, length: copied.length, seed: 'a.txt' }]);
  });

  it('reports only maximal runs at or above the limit, longest first', () => {
    const text = 'a quick brown fox jumps, and ログをディスクへ書き';
    expect(sharedRuns(index, text, 8).map((run) => run.text)).toEqual([
      ' quick brown fox jumps',
      'ログをディスクへ書き',
    ]);
    expect(sharedRuns(index, text, 23)).toEqual([]);
  });

  it('never joins the end of one seed to the start of the next', () => {
    // 「書き込みます。」 ends a.txt and 「The」 starts b.txt: two runs, not one.
    expect(longestSharedRun(index, '書き込みます。The')).toBe('書き込みます。'.length);
  });

  it('leaves identifiers and given names out of every run', () => {
    const sourced = buildSeedIndex([
      {
        name: 's.txt',
        text: 'innodb_flush_log_at_trx_commitを2にすると速い。Oracle Database 12c Release 1に入った',
      },
    ]);
    expect(wordingPieces('設定 innodb_flush_log_at_trx_commit を', [])).toEqual(['設定', 'を']);
    expect(longestSharedRun(sourced, 'innodb_flush_log_at_trx_commit を 2 にすると')).toBe(
      'を2にすると'.length,
    );
    expect(
      longestSharedRun(sourced, 'Oracle Database 12c Release 1 に', [
        'Oracle Database 12c Release 1',
      ]),
    ).toBe(1);
  });

  it('agrees with a brute-force longest common substring', () => {
    const alphabet = fc.constantFrom('a', 'b', 'c', 'あ', 'い');
    const word = fc.array(alphabet, { maxLength: 30 }).map((chars) => chars.join(''));
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 3 }), word, (seeds, text) => {
        const seeded = buildSeedIndex(seeds.map((text, i) => ({ name: `${i}`, text })));
        expect(longestSharedRun(seeded, text)).toBe(bruteLongest(seeds, text));
      }),
    );
  });
});
