import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { DatasetId } from '../../datasets/registry';
import type { Dataset } from '../../datasets/schema';
import DatasetFigure from './DatasetFigure';
import type { LoadedChart } from './serverChart';

/*
 * The server build's serverChart.ts (swapped in by plugins/server-parts):
 * the figure's code is part of the server bundle, and the dataset is read
 * from static/data while the pages are rendered to HTML.
 */

const charts = new Map<DatasetId, LoadedChart>();

export function serverChart(id: DatasetId): LoadedChart {
  let chart = charts.get(id);
  if (!chart) {
    // Validated against src/datasets/schema.ts by the unit tests and by the
    // datasets-catalog plugin at build time.
    const file = path.join(process.cwd(), 'static', 'data', `${id}.json`);
    chart = { Figure: DatasetFigure, dataset: JSON.parse(readFileSync(file, 'utf8')) as Dataset };
    charts.set(id, chart);
  }
  return chart;
}
