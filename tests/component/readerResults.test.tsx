import React from 'react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fireEvent, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import DatasetFigure from '../../src/components/DatasetChart/DatasetFigure';
import {
  MAX_READER_FILE_BYTES,
  readerErrorMessage,
  type ReaderResultError,
} from '../../src/datasets/readerResults';
import type { Dataset } from '../../src/datasets/schema';
import { JAPANESE, renderCalculator } from './renderCalculator';
import type { Locale } from './stubs/siteLocale';

/**
 * A reader's own result file on a dataset figure (the one both the dataset
 * page and an article's chart render): dropped, chosen or pasted, drawn as
 * more series with its values in a table, refused with a message in the
 * page's language, removed, downloaded; never in the URL.
 */

const dataDir = path.resolve(__dirname, '../../static/data');
const fileText = (id: string): string => readFileSync(path.join(dataDir, `${id}.json`), 'utf8');
const datasetOf = (id: string): Dataset => JSON.parse(fileText(id)) as Dataset;

const coveringIndex = datasetOf('lab-covering-index');
const groupCommit = datasetOf('lab-group-commit');

function renderFigure(dataset: Dataset, locale: Locale) {
  const rendered = renderCalculator(<DatasetFigure dataset={dataset} />, {
    locale,
    path: `/data/${dataset.id}`,
  });
  const { container } = rendered;
  const control = container.querySelector<HTMLElement>('[data-reader-results]');
  if (!control) throw new Error('no reader control');
  return {
    ...rendered,
    control,
    readerBars: () => container.querySelectorAll('svg [data-series^="reader:"]'),
    readerLegend: () => container.querySelectorAll('[data-legend-series^="reader:"]'),
    readerRows: () => container.querySelectorAll('[data-reader-table] tbody tr'),
    error: () => control.querySelector('[data-reader-error]'),
    shown: () => control.querySelector('[data-reader-shown]'),
  };
}

function paste(control: HTMLElement, text: string): void {
  const textarea = control.querySelector('textarea');
  const button = control.querySelector('details button');
  if (!textarea || !button) throw new Error('no paste box');
  fireEvent.change(textarea, { target: { value: text } });
  fireEvent.click(button);
}

function jsonFile(text: string, name: string): File {
  return new File([text], name, { type: 'application/json' });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a reader’s result file on a dataset figure', () => {
  test('a dropped file draws one more bar per value, in the legend and a table; nothing goes into the URL', async () => {
    const view = renderFigure(coveringIndex, 'ja');
    expect(view.readerBars()).toHaveLength(0);
    const zone = view.control.querySelector('[data-reader-drop]')!;
    fireEvent.drop(zone, {
      dataTransfer: { files: [jsonFile(fileText('lab-covering-index'), 'my-run.json')] },
    });
    await waitFor(() => {
      expect(view.shown()).not.toBeNull();
    });
    // Two series (cold, warm) × two queries.
    expect(view.readerBars()).toHaveLength(4);
    expect([...view.readerLegend()].map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^あなたの結果: .*（my-run\.json、MariaDB 10\.11、\d{4}-\d\d-\d\d）$/),
      expect.stringMatching(/^あなたの結果: /),
    ]);
    expect(view.readerRows()).toHaveLength(4);
    expect(view.shown()?.textContent).toContain('my-run.json の 4 個の値');
    // Each of the reader's bars right after the dataset's bar of the same run,
    // hatched over that run's colour.
    const firstGroup = view.container.querySelector('svg g:has(> [data-series])')!;
    expect(
      [...firstGroup.querySelectorAll(':scope > [data-series]')].map((g) =>
        g.getAttribute('data-series'),
      ),
    ).toEqual(['cold', 'reader:cold', 'warm', 'reader:warm']);
    const hatch = firstGroup
      .querySelector('[data-series="reader:warm"] rect')
      ?.getAttribute('style')
      ?.match(/url\(#([^)]+)\)/)?.[1];
    expect(
      view.container.querySelector(`pattern[id="${hatch}"] rect`)?.getAttribute('style'),
    ).toContain('var(--fg-series-2)');
    expect(window.location.search + window.location.hash).toBe('');
  });

  test('a file chosen with the file input, and pasted JSON, draw the same series (line chart: hollow, dashed, reader ink)', async () => {
    const view = renderFigure(groupCommit, 'en');
    const input = view.control.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.getAttribute('aria-label')).toContain('Choose a result JSON file to compare');
    fireEvent.change(input, {
      target: { files: [jsonFile(fileText('lab-group-commit'), 'lab-group-commit.json')] },
    });
    await waitFor(() => {
      expect(view.readerBars()).toHaveLength(groupCommit.series.length);
    });
    const drawn = view.container.querySelector('svg [data-series^="reader:"]')!;
    expect(drawn.querySelector('path')?.getAttribute('stroke-dasharray')).toBe('7 4');
    expect(drawn.querySelector('g')?.getAttribute('style')).toContain('var(--fg-reader)');
    expect(drawn.querySelector('g > :is(circle, rect, polygon)')?.getAttribute('class')).toMatch(
      /measuredHollow/,
    );
    const fromFile = view.readerRows().length;
    expect(fromFile).toBe(groupCommit.points.filter((p) => p.unit === 'commits-per-s').length);

    fireEvent.click(view.control.querySelector<HTMLButtonElement>('ul button')!); // remove
    expect(view.readerBars()).toHaveLength(0);
    paste(view.control, fileText('lab-group-commit'));
    await waitFor(() => {
      expect(view.readerRows()).toHaveLength(fromFile);
    });
    expect(view.readerLegend()[0]?.textContent).toMatch(/^Your result: .*\(pasted JSON; /);
    // The English page's own words (the pasted JSON in the text area holds Japanese labels).
    expect(view.shown()?.textContent).not.toMatch(JAPANESE);
    expect(view.container.querySelector('[data-reader-table]')?.textContent).not.toMatch(JAPANESE);
  });

  test('remove takes the series, the table and the actions away', async () => {
    const view = renderFigure(coveringIndex, 'en');
    paste(view.control, fileText('lab-covering-index'));
    await waitFor(() => {
      expect(view.readerBars()).toHaveLength(4);
    });
    const remove = [...view.control.querySelectorAll('button')].find(
      (b) => b.textContent === 'Remove your result',
    )!;
    fireEvent.click(remove);
    expect(view.readerBars()).toHaveLength(0);
    expect(view.readerLegend()).toHaveLength(0);
    expect(view.readerRows()).toHaveLength(0);
    expect(view.shown()).toBeNull();
  });

  test('downloads the reader’s file as it was, or the comparison as one JSON', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return `blob:test/${blobs.length}`;
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    const original = `${fileText('lab-covering-index')}\n\n`;
    const view = renderFigure(coveringIndex, 'ja');
    fireEvent.change(view.control.querySelector('input[type="file"]')!, {
      target: { files: [jsonFile(original, 'mine.json')] },
    });
    await waitFor(() => {
      expect(view.shown()).not.toBeNull();
    });
    const button = (label: string) =>
      [...view.control.querySelectorAll('button')].find((b) => b.textContent === label)!;
    fireEvent.click(button('あなたのファイルをダウンロード'));
    fireEvent.click(button('この比較を JSON でダウンロード'));
    expect(names).toEqual(['mine.json', 'lab-covering-index-comparison.json']);
    expect(await blobs[0]!.text()).toBe(original);
    const comparison = JSON.parse(await blobs[1]!.text()) as {
      comparison: unknown;
      shown: Dataset;
      reader: Dataset;
    };
    expect(comparison.comparison).toEqual({ shown: 'lab-covering-index', readerFile: 'mine.json' });
    expect(comparison.shown.points).toEqual(coveringIndex.points);
    expect(comparison.reader.id).toBe('lab-covering-index');
  });
});

/** Text pasted (or a file given) for each refusal, and the error it is refused with. */
const otherUnits = JSON.stringify({
  ...coveringIndex,
  units: coveringIndex.units.map((u) => (u.id === 'seconds' ? { ...u, symbol: 'ms' } : u)),
});
const otherItems = JSON.stringify({
  ...coveringIndex,
  categories: coveringIndex.categories.map((c) => ({ ...c, id: `${c.id}-x` })),
  points: coveringIndex.points.map((p) => ({ ...p, x: `${String(p.x)}-x` })),
});
const PASTED: readonly (readonly [string, ReaderResultError])[] = [
  ['   ', { kind: 'empty' }],
  ['{"id": ', { kind: 'not-json' }],
  [
    fileText('lab-group-commit'),
    { kind: 'wrong-dataset', fileId: 'lab-group-commit', shownId: 'lab-covering-index' },
  ],
  [
    otherUnits,
    {
      kind: 'incompatible-units',
      axis: 'y',
      expected: { id: 'seconds', symbol: 's' },
      found: { id: 'seconds', symbol: 'ms' },
    },
  ],
  [otherItems, { kind: 'nothing-to-draw' }],
];

describe.each(['ja', 'en'] as const)('refusals in %s', (locale) => {
  test.each(PASTED.map(([text, error]) => [error.kind, text, error] as const))(
    '%s: the message in the page’s language, the chart unchanged',
    async (_kind, text, error) => {
      const view = renderFigure(coveringIndex, locale);
      paste(view.control, text);
      await waitFor(() => {
        expect(view.error()).not.toBeNull();
      });
      expect(view.error()?.getAttribute('data-reader-error')).toBe(error.kind);
      expect(view.error()?.querySelector('p')?.textContent).toBe(
        readerErrorMessage(error, locale).text,
      );
      if (locale === 'en') expect(view.error()?.textContent).not.toMatch(JAPANESE);
      else expect(view.error()?.textContent).toMatch(JAPANESE);
      expect(view.readerBars()).toHaveLength(0);
    },
  );

  test('schema: the count in the page’s language, the schema’s issues listed in English', async () => {
    const view = renderFigure(coveringIndex, locale);
    paste(view.control, JSON.stringify({ ...coveringIndex, version: 0, points: [] }));
    await waitFor(() => {
      expect(view.error()).not.toBeNull();
    });
    const list = view.error()?.querySelector('ul');
    expect(list?.getAttribute('lang')).toBe('en');
    expect(list?.textContent).toContain('version: the first version is 1');
    expect(view.error()?.querySelector('p')?.textContent).toMatch(
      locale === 'ja' ? /^データセットの形式/ : /^This does not match the dataset format/,
    );
  });

  test('a file over the limit is refused before it is read; an unreadable file says so', async () => {
    const view = renderFigure(coveringIndex, locale);
    const input = view.control.querySelector('input[type="file"]')!;
    const big = jsonFile('{}', 'huge.json');
    Object.defineProperty(big, 'size', { value: MAX_READER_FILE_BYTES + 1 });
    const read = vi.spyOn(big, 'text');
    fireEvent.change(input, { target: { files: [big] } });
    await waitFor(() => {
      expect(view.error()?.getAttribute('data-reader-error')).toBe('too-large');
    });
    expect(read).not.toHaveBeenCalled();
    expect(view.error()?.textContent).toBe(
      readerErrorMessage(
        { kind: 'too-large', bytes: MAX_READER_FILE_BYTES + 1, limit: MAX_READER_FILE_BYTES },
        locale,
      ).text,
    );

    const broken = jsonFile('{}', 'broken.json');
    vi.spyOn(broken, 'text').mockRejectedValue(new DOMException('NotReadableError'));
    fireEvent.change(input, { target: { files: [broken] } });
    await waitFor(() => {
      expect(view.error()?.getAttribute('data-reader-error')).toBe('unreadable');
    });
  });
});
