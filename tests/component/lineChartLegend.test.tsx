import React from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import LineChart, { type ChartSeries } from '../../src/components/LineChart';
import { renderCalculator } from './renderCalculator';
import type { Locale } from './stubs/siteLocale';

/** A straight line through (0, from) and (10, to). */
function line(id: string, from: number, to: number): ChartSeries {
  return {
    id,
    label: `Series ${id}`,
    kind: 'line',
    points: [
      { x: 0, y: from },
      { x: 10, y: to },
    ],
  };
}

function renderChart(series: readonly ChartSeries[], locale: Locale = 'en', yMax = 10) {
  return renderCalculator(
    <LineChart
      title="Test chart"
      xLabel="x"
      yLabel="y"
      series={series}
      markers={[{ x: 5, y: 5, label: 'now' }]}
      xDomain={[0, 10]}
      yDomain={[0, yMax]}
      formatX={String}
      formatY={String}
    />,
    { locale },
  );
}

const plotted = (container: HTMLElement, id: string): Element | null =>
  container.querySelector(`svg [data-series="${id}"]`);

describe('LineChart legend', () => {
  it('says in the legend when a line lies exactly on an earlier one, and dashes it (ja/en)', () => {
    const series = [line('a', 1, 2), line('b', 3, 4), line('c', 1, 2)];
    const { container, unmount } = renderChart(series, 'en');
    const entry = container.querySelector('[data-legend-series="c"]');
    expect(entry?.textContent).toContain('same values as Series a');
    expect(container.querySelector('[data-legend-series="b"]')?.textContent).toBe('Series b');
    expect(plotted(container, 'c')?.querySelector('path')?.getAttribute('stroke-dasharray')).toBe(
      '7 4',
    );
    expect(plotted(container, 'a')?.querySelector('path')?.getAttribute('stroke-dasharray')).toBe(
      null,
    );
    unmount();
    const ja = renderChart(series, 'ja');
    expect(ja.container.querySelector('[data-legend-series="c"]')?.textContent).toContain(
      'Series a と同じ値',
    );
  });

  it('marks a Japanese series name named in an English note as Japanese', () => {
    const japanese = { ...line('a', 1, 2), label: '標準 InnoDB' };
    const { container } = renderChart([japanese, line('b', 1, 2)], 'en');
    const note = container.querySelector('[data-legend-series="b"]');
    expect(note?.textContent).toContain('same values as 標準 InnoDB');
    expect(note?.querySelector('[lang="ja"]')?.textContent).toBe('標準');
  });

  it('says how high a line goes that is cut at the top of the plot (ja/en)', () => {
    const series = [line('low', 1, 2), line('high', 1, 300)];
    const { container, unmount } = renderChart(series, 'en', 10);
    expect(container.querySelector('[data-legend-series="high"]')?.textContent).toContain(
      'up to 300: cut off at the top of the plot',
    );
    expect(container.querySelector('[data-legend-series="low"]')?.textContent).toBe('Series low');
    unmount();
    const ja = renderChart(series, 'ja', 10);
    expect(ja.container.querySelector('[data-legend-series="high"]')?.textContent).toContain(
      '最大 300',
    );
  });

  it('marks the selected point with a ring that leaves a point under it visible', () => {
    const { container } = renderChart([line('a', 1, 2), line('b', 2, 3)]);
    const ring = container.querySelector('[data-chart-selection] circle');
    expect(ring).not.toBeNull();
    expect(Number(ring?.getAttribute('r'))).toBeGreaterThan(5);
  });

  it('keeps a short legend a plain list', () => {
    renderChart([line('a', 1, 2), line('b', 2, 3)]);
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('lets a reader highlight series of a crowded chart from the legend', () => {
    const series = ['a', 'b', 'c', 'd', 'e', 'f'].map((id, i) => line(id, i, 9 - i));
    const { container } = renderChart(series);
    const legend = container.querySelector('ul');
    if (!(legend instanceof HTMLElement)) throw new Error('no legend');
    const buttons = within(legend).getAllByRole('button');
    expect(buttons).toHaveLength(6);
    for (const button of buttons) expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText(/Press a legend entry to highlight its series/)).toBeTruthy();

    const c = within(legend).getByRole('button', { name: 'Series c' });
    fireEvent.click(c);
    expect(c.getAttribute('aria-pressed')).toBe('true');
    // The highlighted series is drawn last (on top); the others stay drawn, dimmed.
    const drawn = [...container.querySelectorAll('svg [data-series]')];
    expect(drawn.map((g) => g.getAttribute('data-series'))).toEqual(['a', 'b', 'd', 'e', 'f', 'c']);
    expect(plotted(container, 'c')?.getAttribute('class') ?? '').not.toMatch(/dimmed/);
    expect(plotted(container, 'a')?.getAttribute('class') ?? '').toMatch(/dimmed/);

    // Several at once (the keyboard path is tested in the browser, chartLayout.spec.ts).
    fireEvent.click(within(legend).getByRole('button', { name: 'Series d' }));
    expect(
      within(legend)
        .getAllByRole('button')
        .filter((button) => button.getAttribute('aria-pressed') === 'true')
        .map((button) => button.textContent),
    ).toEqual(['Series c', 'Series d']);

    fireEvent.click(screen.getByRole('button', { name: 'Stop highlighting' }));
    for (const button of within(legend).getAllByRole('button')) {
      expect(button.getAttribute('aria-pressed')).toBe('false');
    }
    expect(container.querySelectorAll('svg [data-series][class*="dimmed"]')).toHaveLength(0);
  });

  it('names the highlight controls in Japanese', () => {
    const series = ['a', 'b', 'c', 'd', 'e'].map((id, i) => line(id, i, 9 - i));
    renderChart(series, 'ja');
    expect(screen.getByText(/凡例の項目を押すと、その系列を強調します/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Series a' }));
    expect(screen.getByRole('button', { name: '強調をやめる' })).toBeTruthy();
  });
});
