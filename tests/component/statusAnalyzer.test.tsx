import React from 'react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import StatusAnalyzer from '../../src/components/StatusAnalyzer';
import { JAPANESE, renderCalculator } from './renderCalculator';
import {
  expectLinkWarning,
  expectSaneCalculator,
  field,
  resultTexts,
} from './calculatorAssertions';
import type { Locale } from './stubs/siteLocale';
import {
  expectedFor,
  FIGURE_TEST_IDS,
  figureTexts,
} from '../unit/calculators/status-analyzer/expectedFigures';

// Real MariaDB output (see that folder's README).
const FIXTURES = path.resolve(__dirname, '../unit/calculators/status-analyzer/fixtures');
const fixture = (file: string): string => readFileSync(path.join(FIXTURES, file), 'utf8');

const FIGURES = FIGURE_TEST_IDS;

const errorBox = (container: HTMLElement) =>
  container.querySelector<HTMLElement>('[data-testid="status-analyzer-error"]');

/** Puts the two snapshots and the interval in, as a reader pasting them does. */
function paste(container: HTMLElement, before: string, after: string, seconds: string): void {
  fireEvent.change(field(container, 'before'), { target: { value: before } });
  fireEvent.change(field(container, 'after'), { target: { value: after } });
  fireEvent.change(field(container, 'interval'), { target: { value: seconds } });
}

describe('the URL round trip', () => {
  test('the figures of pasted snapshots go into the link, and the link reproduces them', () => {
    const first = renderCalculator(<StatusAnalyzer />);
    paste(
      first.container,
      fixture('sample/before.mysqladmin.txt'),
      fixture('sample/after.mysqladmin.txt'),
      '30',
    );
    const figures = resultTexts(first.container, FIGURES);
    const link = first.search();
    expect(first.param('req')).not.toBeNull();
    expect(first.param('s')).toBe('30');
    // Only derived rates: no counter name or pasted text in the link.
    expect(link).not.toMatch(/Innodb|Variable_name|Uptime/);
    first.unmount();

    const shared = renderCalculator(<StatusAnalyzer />, { search: link });
    expect(screen.getByTestId('status-analyzer-shared')).toBeDefined();
    expect(field(shared.container, 'before').value).toBe('');
    expect(field(shared.container, 'after').value).toBe('');
    expect(resultTexts(shared.container, FIGURES)).toEqual(figures);
    expect(shared.search()).toBe(link);
  });
});

describe('a hand-edited link', () => {
  test('names the values it could not use and runs nothing it carried', () => {
    const view = renderCalculator(<StatusAnalyzer />, {
      search: `?s=-1&req=${encodeURIComponent('<script>window.__pwned=1</script>')}&miss=5`,
    });
    // miss is readable, but without the interval it cannot be shown either.
    expectLinkWarning(screen.getAllByRole('alert'), 'ja', ['s', 'req', 'miss']);
    expectSaneCalculator(view.container);
    // The page shows its sample, and so does the link left to copy.
    expect(view.search()).toBe('');
  });

  test('an interval so short that the rates overflow is named, and nothing shows NaN', () => {
    const view = renderCalculator(<StatusAnalyzer />, {
      locale: 'en',
      search: '?s=1e-320&req=1000&miss=10&utm_source=slides',
    });
    expectLinkWarning(screen.getAllByRole('alert'), 'en', ['s', 'req', 'miss']);
    expect(screen.queryByTestId('status-analyzer-shared')).toBeNull();
    expectSaneCalculator(view.container);
    expect(view.search()).toBe('?utm_source=slides');
  });

  test('a parameter given twice is written once when the page rewrites the link', () => {
    const view = renderCalculator(<StatusAnalyzer />, { search: '?s=30&req=1000&s=30&miss=10' });
    expect(screen.getByTestId('status-analyzer-shared')).toBeDefined();
    expect(view.search()).toBe('?s=30&req=1000&miss=10');
    view.unmount();

    // A link with nothing to show leaves the page at its sample, and the link with it.
    const nothing = renderCalculator(<StatusAnalyzer />, { search: '?s=30&s=30&miss=10' });
    expectLinkWarning(screen.getAllByRole('alert'), 'ja', ['s', 'miss']);
    expect(nothing.search()).toBe('');
  });

  test('in English, a bad value is named and the link’s other values still give a result', () => {
    const view = renderCalculator(<StatusAnalyzer />, {
      locale: 'en',
      search: '?s=30&req=1000&miss=10&sb=2',
    });
    expectLinkWarning(screen.getAllByRole('alert'), 'en', ['sb']);
    // 1 − 10 / 1,000 page reads from disk.
    expect(screen.getByTestId('status-analyzer-hit-ratio').textContent).toBe(
      new Intl.NumberFormat('en-US', { style: 'percent' }).format(0.99),
    );
    expect(view.container.textContent).not.toMatch(JAPANESE);
    expectSaneCalculator(view.container);
  });
});

/** [what, snapshots, Japanese message, English message] */
const MALFORMED: readonly (readonly [string, () => [string, string], string, string])[] = [
  [
    'JSON instead of status output',
    () => ['{"Uptime": 1}', fixture('sample/after.table.txt')],
    '1 回目（前）のスナップショット: SHOW GLOBAL STATUS の出力として読めません。',
    'In the first (before) snapshot: This cannot be read as SHOW GLOBAL STATUS output.',
  ],
  [
    'prose without status variables',
    () => [fixture('sample/before.table.txt'), 'hello world\nthis is not status'],
    '2 回目（後）のスナップショット: 形式は読めましたが、このツールが使うステータス変数',
    'In the second (after) snapshot: The format is readable, but none of the status variables',
  ],
  [
    'a row cut off by the copy',
    () => [
      fixture('sample/before.table.txt'),
      `${fixture('sample/after.table.txt').split('\n').slice(0, 100).join('\n')}\n| Innodb_buffer_pool_reads | 12`,
    ],
    '2 回目（後）のスナップショット 101 行目: この行が途中で終わっています',
    'In the second (after) snapshot, line 101: This row is cut off',
  ],
  [
    'SHOW VARIABLES output',
    () => [fixture('variables/variables.table.txt'), fixture('sample/after.table.txt')],
    'これは SHOW VARIABLES（設定値）の出力のようです。',
    'This looks like the output of SHOW VARIABLES (settings).',
  ],
  [
    'two snapshots in one box (mysqladmin -i)',
    () => [
      fixture('sample/before.mysqladmin.txt'),
      fixture('mysqladmin-repeated/repeated.mysqladmin.txt'),
    ],
    '2 回目（後）のスナップショット 569 行目: ここから 2 つ目のスナップショットが始まっています',
    'In the second (after) snapshot, line 569: A second snapshot starts here',
  ],
  [
    'a restart between the snapshots',
    () => [fixture('restart/before.table.txt'), fixture('restart/after.table.txt')],
    '2 回目の Uptime が 1 回目より小さくなっています。',
    'Uptime is lower in the second snapshot than in the first',
  ],
  [
    'the same snapshot twice',
    () => [fixture('sample/after.tab.txt'), fixture('sample/after.tab.txt')],
    '2 つのスナップショットが同じです',
    'The two snapshots are the same',
  ],
];

/** [what, interval, Japanese message, English message] */
const BAD_INTERVALS = [
  [
    'zero',
    '0',
    '間隔は 0 より大きい秒数にしてください。',
    'The interval must be more than 0 seconds.',
  ],
  [
    'a negative number',
    '-30',
    '間隔は 0 より大きい秒数にしてください。',
    'The interval must be more than 0 seconds.',
  ],
  [
    'text',
    'soon',
    '間隔は秒数で入力してください（例: 60）。',
    'Enter the interval as a number of seconds (for example 60).',
  ],
  [
    'a positive number too small to divide by',
    '1e-320',
    '間隔が短すぎます（0.001 秒以上にしてください）。',
    'The interval is too short (it must be at least 0.001 seconds).',
  ],
  [
    'nothing',
    '',
    '2 つのスナップショットの間隔（秒）を入力してください。',
    'Enter the time between the two snapshots, in seconds.',
  ],
] as const;

for (const locale of ['ja', 'en'] as const satisfies readonly Locale[]) {
  describe(`pasted text the analyzer cannot use, ${locale}`, () => {
    for (const [label, texts, ja, en] of MALFORMED) {
      test(`${label} gives a clear message and no figures`, () => {
        const view = renderCalculator(<StatusAnalyzer />, { locale });
        const [before, after] = texts();
        paste(view.container, before, after, '30');
        const box = errorBox(view.container);
        expect(box?.getAttribute('role')).toBe('alert');
        expect(box?.textContent).toContain(locale === 'en' ? en : ja);
        expect(screen.queryByTestId('status-analyzer-hit-ratio')).toBeNull();
        expectSaneCalculator(view.container);
      });
    }

    for (const [label, seconds, ja, en] of BAD_INTERVALS) {
      test(`${label} as the interval is explained, and the Uptime difference fixes it`, () => {
        const view = renderCalculator(<StatusAnalyzer />, { locale });
        const interval = field(view.container, 'interval');
        fireEvent.change(interval, { target: { value: seconds } });
        expect(interval.getAttribute('aria-invalid')).toBe('true');
        expect(errorBox(view.container)?.textContent).toContain(locale === 'en' ? en : ja);
        expect(screen.queryByTestId('status-analyzer-hit-ratio')).toBeNull();
        expectSaneCalculator(view.container);
        fireEvent.click(screen.getByTestId('status-analyzer-use-uptime'));
        expect(errorBox(view.container)).toBeNull();
        expect(screen.getByTestId('status-analyzer-hit-ratio')).toBeDefined();
      });
    }
  });
}

/** A snapshot as `mysql -B -e 'SHOW GLOBAL STATUS'` prints it (tab-separated, with its header). */
function tabSnapshot(counters: Readonly<Record<string, number>>): string {
  const rows = Object.entries(counters).map(([name, value]) => `${name}\t${String(value)}`);
  return ['Variable_name\tValue', ...rows, ''].join('\n');
}

/** A reader's own pair, taken 60 s apart (Uptime agrees), unlike the sample's 30.149 s. */
const OWN_SECONDS = 60;
const OWN_BEFORE = {
  Uptime: 86_400,
  Questions: 5_000_000,
  Innodb_buffer_pool_read_requests: 40_000_000,
  Innodb_buffer_pool_reads: 200_000,
  Innodb_data_reads: 210_000,
  Innodb_data_writes: 90_000,
  Innodb_data_fsyncs: 30_000,
  Binlog_commits: 700_000,
  Binlog_group_commits: 500_000,
  Created_tmp_tables: 10_000,
  Created_tmp_disk_tables: 100,
};
const OWN_AFTER = {
  Uptime: OWN_BEFORE.Uptime + OWN_SECONDS,
  Questions: 5_096_000,
  Innodb_buffer_pool_read_requests: 40_060_000,
  Innodb_buffer_pool_reads: 200_600,
  Innodb_data_reads: 210_660,
  Innodb_data_writes: 93_000,
  Innodb_data_fsyncs: 31_200,
  Binlog_commits: 718_000,
  Binlog_group_commits: 512_000,
  Created_tmp_tables: 10_300,
  Created_tmp_disk_tables: 103,
};

const INTERVAL_MESSAGE: Record<Locale, string> = {
  ja: '2 つのスナップショットの間隔（秒）を入力してください。',
  en: 'Enter the time between the two snapshots, in seconds.',
};

/** A rate as a reader expects to read it: 2 decimals under 10, 1 under 1,000, none above. */
function perSecondText(locale: Locale, value: number): string {
  const digits = value < 10 ? 2 : value < 1000 ? 1 : 0;
  const number = new Intl.NumberFormat(locale === 'en' ? 'en-US' : 'ja-JP', {
    maximumFractionDigits: digits,
  }).format(value);
  return locale === 'en' ? `${number}/s` : `${number}/秒`;
}

for (const locale of ['ja', 'en'] as const satisfies readonly Locale[]) {
  test(`${locale}: “clear the boxes” clears the interval too, asks for it, and the reader’s own 60 s give the right rates`, () => {
    const view = renderCalculator(<StatusAnalyzer />, { locale });
    const interval = field(view.container, 'interval');
    // Asked for between the two boxes, where a reader pasting them sees it.
    const follows = (a: Node, b: Node) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(field(view.container, 'before'), interval)).toBe(true);
    expect(follows(interval, field(view.container, 'after'))).toBe(true);
    // The sample's interval is there to start with: the one that was kept.
    expect(interval.value).not.toBe('');
    fireEvent.click(
      screen.getByRole('button', { name: locale === 'en' ? 'Clear the boxes' : '欄を空にする' }),
    );
    expect(field(view.container, 'before').value).toBe('');
    expect(field(view.container, 'after').value).toBe('');
    expect(interval.value).toBe('');
    expect(interval.getAttribute('aria-invalid')).toBe('true');
    expect(errorBox(view.container)?.textContent).toContain(INTERVAL_MESSAGE[locale]);
    expect(screen.queryByTestId('status-analyzer-hit-ratio')).toBeNull();
    expectSaneCalculator(view.container);
    expect(view.search()).toBe('');

    // Both snapshots pasted, no interval yet: still asked for, and no link to copy.
    fireEvent.change(field(view.container, 'before'), {
      target: { value: tabSnapshot(OWN_BEFORE) },
    });
    fireEvent.change(field(view.container, 'after'), { target: { value: tabSnapshot(OWN_AFTER) } });
    expect(errorBox(view.container)?.textContent).toContain(INTERVAL_MESSAGE[locale]);
    expect(screen.queryByTestId('status-analyzer-queries')).toBeNull();
    expect(view.param('s')).toBeNull();

    fireEvent.change(interval, { target: { value: String(OWN_SECONDS) } });
    expect(errorBox(view.container)).toBeNull();
    const rate = (name: keyof typeof OWN_BEFORE) =>
      (OWN_AFTER[name] - OWN_BEFORE[name]) / OWN_SECONDS;
    expect(screen.getByTestId('status-analyzer-queries').textContent).toContain(
      perSecondText(locale, rate('Questions')),
    );
    expect(screen.getByTestId('status-analyzer-hit-ratio').parentElement?.textContent).toContain(
      perSecondText(locale, rate('Innodb_buffer_pool_read_requests')),
    );
    expect(screen.getByTestId('status-analyzer-commits').textContent).toContain(
      perSecondText(locale, rate('Binlog_commits')),
    );
    // The link to copy carries the reader's interval, not the sample's.
    expect(view.param('s')).toBe(String(OWN_SECONDS));
    expectSaneCalculator(view.container);
  });
}

describe('buttons that put things back', () => {
  test('snapshots pasted the wrong way round are swapped back', () => {
    const before = fixture('sample/before.table.txt');
    const after = fixture('sample/after.table.txt');
    const right = renderCalculator(<StatusAnalyzer />, { locale: 'en' });
    paste(right.container, before, after, '30');
    const figures = resultTexts(right.container, FIGURES);
    right.unmount();

    const view = renderCalculator(<StatusAnalyzer />, { locale: 'en' });
    paste(view.container, after, before, '30');
    expect(errorBox(view.container)?.textContent).toContain(
      'Were the first and second snapshots pasted the wrong way round?',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Swap the first and second snapshots' }));
    expect(errorBox(view.container)).toBeNull();
    expect(resultTexts(view.container, FIGURES)).toEqual(figures);
  });

  test('“clear the boxes” empties both snapshots; “load the sample” brings the sample back', () => {
    const sample = renderCalculator(<StatusAnalyzer />);
    const sampleFigures = resultTexts(sample.container, FIGURES);
    sample.unmount();

    const view = renderCalculator(<StatusAnalyzer />, { search: '?s=30&req=1000&miss=10' });
    fireEvent.click(screen.getByRole('button', { name: '欄を空にする' }));
    expect(field(view.container, 'before').value).toBe('');
    expect(field(view.container, 'after').value).toBe('');
    // The shared link's figures are gone with it.
    expect(screen.queryByTestId('status-analyzer-shared')).toBeNull();
    expect(errorBox(view.container)).not.toBeNull();
    expect(view.search()).toBe('');

    fireEvent.click(screen.getByRole('button', { name: 'サンプルを読み込む' }));
    expect(field(view.container, 'before').value).not.toBe('');
    expect(resultTexts(view.container, FIGURES)).toEqual(sampleFigures);
    // The sample is what the page shows with no link: nothing to write.
    expect(view.search()).toBe('');
  });
});

const manifest = JSON.parse(fixture('manifest.json')) as {
  pairs: Record<string, { before: string; after: string; intervalSeconds: number }>;
};

const FORMATS = [
  ['the mysql table format', 'sample/table', '表形式（mysql -t、mysqladmin extended-status）'],
  ['tab-separated batch output', 'sample/tab', 'タブ区切り（mysql -B）'],
  ['the \\G vertical format', 'sample/vertical', '縦表示（\\G、mysql -E）'],
  [
    'mysqladmin extended-status',
    'sample/mysqladmin',
    '表形式（mysql -t、mysqladmin extended-status）',
  ],
] as const;

describe('two snapshots give the figures of the interval', () => {
  for (const [label, key, formatLabel] of FORMATS) {
    test(`in ${label}`, () => {
      const pair = manifest.pairs[key]!;
      const before = fixture(pair.before);
      const after = fixture(pair.after);
      const view = renderCalculator(<StatusAnalyzer />);
      paste(view.container, '', '', '');
      expect(errorBox(view.container)).not.toBeNull();
      paste(view.container, before, after, String(pair.intervalSeconds));
      expect(errorBox(view.container)).toBeNull();
      expect(screen.getAllByText(`読み取った形式: ${formatLabel}`)).toHaveLength(2);
      expect(resultTexts(view.container, FIGURE_TEST_IDS)).toEqual(
        figureTexts('ja', expectedFor(before, after, pair.intervalSeconds)),
      );
      expectSaneCalculator(view.container);
      // The source's counter is named, so the reader knows what "commits" means.
      expect(view.container.textContent).toContain(
        'Binlog_commits（バイナリログに書かれたトランザクション）',
      );
    });
  }

  test('the English page computes the same figures and labels them in English', () => {
    const pair = manifest.pairs['sample/vertical']!;
    const before = fixture(pair.before);
    const after = fixture(pair.after);
    const view = renderCalculator(<StatusAnalyzer />, { locale: 'en' });
    paste(view.container, before, after, String(pair.intervalSeconds));
    expect(screen.getAllByText('Read as: vertical (\\G / mysql -E)')).toHaveLength(2);
    expect(resultTexts(view.container, FIGURE_TEST_IDS)).toEqual(
      figureTexts('en', expectedFor(before, after, pair.intervalSeconds)),
    );
    // Pasted status text aside (it is ASCII), nothing on the page is Japanese.
    expect(view.container.textContent).not.toMatch(JAPANESE);
  });
});
