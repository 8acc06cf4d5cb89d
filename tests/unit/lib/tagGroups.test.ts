import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { groupTagsForIndex } from '../../../src/lib/tagGroups';

const tags = (...labels: string[]) => labels.map((label) => ({ label }));

describe('groupTagsForIndex', () => {
  it('keeps a heading per Latin letter and puts Japanese tags in one group at the end', () => {
    const groups = groupTagsForIndex(
      tags('グループコミット', 'AWS', '勉強会・イベント', 'Amazon RDS', 'cgroup', 'バイナリログ'),
      'ja',
    );
    expect(groups.map((group) => group.letter)).toEqual(['A', 'C', null]);
    expect(groups[0]?.tags.map((tag) => tag.label)).toEqual(['Amazon RDS', 'AWS']);
    expect(groups[2]?.tags).toHaveLength(3);
  });

  it('files full-width Latin and digits under their letter', () => {
    const groups = groupTagsForIndex(tags('ＩＯＰＳ', '5.6 parameters', 'InnoDB'), 'en');
    expect(groups.map((group) => [group.letter, group.tags.length])).toEqual([
      ['0-9', 1],
      ['I', 2],
    ]);
  });

  it('loses and duplicates no tag, and sorts every group', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ minLength: 1, maxLength: 12 }), { maxLength: 30 }),
        (labels) => {
          const groups = groupTagsForIndex(tags(...labels), 'ja');
          const out = groups.flatMap((group) => group.tags.map((tag) => tag.label));
          expect([...out].sort()).toEqual([...labels].sort());
          const collator = new Intl.Collator('ja', { sensitivity: 'base', numeric: true });
          for (const group of groups) {
            for (let i = 1; i < group.tags.length; i += 1) {
              expect(
                collator.compare(group.tags[i - 1]!.label, group.tags[i]!.label),
              ).toBeLessThanOrEqual(0);
            }
          }
          expect(groups.filter((group) => group.letter === null).length).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});
