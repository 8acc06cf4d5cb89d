import { describe, expect, it } from 'vitest';
import {
  postsByYear,
  titleStartsWithDate,
} from '../../../src/theme/BlogArchivePage/archiveEntries';

function post(date: string, title = date) {
  return { metadata: { date, title } };
}

describe('postsByYear', () => {
  it('orders years and the posts within each year newest first, whatever order it is given', () => {
    const given = [
      post('2013-03-03'),
      post('2014-03-24'),
      post('2013-07-29'),
      post('2009-08-08'),
      post('2013-07-01'),
    ];
    expect(
      postsByYear(given).map(({ year, posts }) => [year, posts.map((p) => p.metadata.date)]),
    ).toEqual([
      ['2014', ['2014-03-24']],
      ['2013', ['2013-07-29', '2013-07-01', '2013-03-03']],
      ['2009', ['2009-08-08']],
    ]);
  });

  it('keeps posts of the same day in the order given', () => {
    const [year] = postsByYear([post('2013-07-01', 'first'), post('2013-07-01', 'second')]);
    expect(year?.posts.map((p) => p.metadata.title)).toEqual(['first', 'second']);
  });
});

describe('titleStartsWithDate', () => {
  it.each([
    ['2013 年 3 月：チューニンガソン 5 の復習', '2013-03-03T00:00:00.000Z'],
    ['March 2013: reviewing Tuningathon 5', '2013-03-03T00:00:00.000Z'],
    ['2013: an EBS Standard volume’s read burst', '2013-05-01T00:00:00.000Z'],
  ])('%s: yes', (title, date) => {
    expect(titleStartsWithDate(title, date)).toBe(true);
  });

  it.each([
    ['Group commit: a review', '2013-03-03T00:00:00.000Z'],
    ['March 2012: a title naming another year', '2013-03-03T00:00:00.000Z'],
    ['A title with 2013 but no colon', '2013-03-03T00:00:00.000Z'],
    ['A note: the 2013 figures', '2013-03-03T00:00:00.000Z'],
  ])('%s: no', (title, date) => {
    expect(titleStartsWithDate(title, date)).toBe(false);
  });
});
