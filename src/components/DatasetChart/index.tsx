import React, { useId, type ReactNode } from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import { datasetLoaders, isDatasetId, type DatasetId } from '../../datasets/registry';
// Types only: a value import from the schema module would ship zod to the page.
import type { Dataset } from '../../datasets/schema';
import { createLoadCache } from '../../lib/loadCache';
import { SERVER_MARKUP_ATTRIBUTE } from '../../lib/serverMarkup';
import { useDeferredPart } from '../../hooks/useDeferredPart';
import { usePresentation } from '../../presentation/usePresentation';
import { serverChart, type LoadedChart } from './serverChart';
import DeferredPartSlot from '../DeferredPartSlot';

export interface DatasetChartProps {
  /** A dataset id: the name of a file `static/data/<id>.json`. */
  readonly id: string;
}

/**
 * The chart's code (DatasetFigure, the charts, visx) and the dataset: two
 * chunks, neither in the page's own (see `src/datasets/registry.ts`).
 * The JSON files are validated against src/datasets/schema.ts by the unit
 * tests and by the datasets-catalog plugin at build time.
 */
function loadChart(id: DatasetId): Promise<LoadedChart> {
  return Promise.all([import('./DatasetFigure'), datasetLoaders[id]()]).then(
    ([figure, dataset]) => ({ Figure: figure.default, dataset: dataset.default as Dataset }),
  );
}

/** The browser's loads, one per dataset. */
const chartLoads = createLoadCache(loadChart);

function BrowserChart({ id, slot }: { readonly id: DatasetId; readonly slot: string }): ReactNode {
  const { present, embed } = usePresentation();
  // Speaker mode and embeds show the chart at once, in its own layout. Until
  // then: the server's HTML of the chart, kept as it is (links work, the
  // table opens; the buttons that need code are disabled in it, as without
  // JavaScript), or for good if the code cannot load.
  const part = useDeferredPart(chartLoads, id, slot, present || embed);
  const { loaded } = part;
  return (
    <DeferredPartSlot
      slot={slot}
      part={part}
      live={loaded ? <loaded.Figure dataset={loaded.dataset} /> : null}
      staticRef={part.staticRef}
      boxHeight="28rem"
      loading={<Translate id="dataset.chart.loading">グラフを読み込んでいます…</Translate>}
      failed={
        <Translate
          id="dataset.chart.loadFailed"
          values={{
            link: (
              <Link to={`/data/${id}`}>
                <Translate id="dataset.chart.loadFailedLink">データのページ</Translate>
              </Link>
            ),
          }}
        >
          {'グラフを読み込めませんでした。{link}で見られます。'}
        </Translate>
      }
    />
  );
}

/**
 * A dataset from `static/data/<id>.json` as a chart (per its `chart` hint)
 * with its source, downloads and data table. Usage in MDX:
 * `<DatasetChart id="group-commit-fsyncs" />`.
 *
 * This module is all an article carries of its charts: the chart's code
 * (DatasetFigure, the charts, visx) and the dataset load when the chart
 * comes near the viewport or the reader moves onto it. The server renders
 * the whole chart; in the browser, the chart's server HTML stays as it is
 * until then (read back by `useId`, see src/lib/serverMarkup.ts), so it
 * neither vanishes nor blinks at hydration, and is swapped for the live
 * chart, the same markup, once loaded. An unknown id fails the build.
 */
export default function DatasetChart({ id }: DatasetChartProps): ReactNode {
  // Names the chart's server HTML: the same on the server and in hydration.
  const slot = useId();
  if (!isDatasetId(id)) {
    throw new Error(
      `<DatasetChart id="${id}">: there is no dataset static/data/${id}.json ` +
        '(or src/datasets/registry.ts is out of date: run npx tsx plugins/datasets-catalog/generate.ts)',
    );
  }
  if (!ExecutionEnvironment.canUseDOM) {
    // The server: the whole chart, as it always was (search engines, no-JS
    // readers, print), written in place (see ./serverChart.ts).
    const chart = serverChart(id);
    if (!chart) throw new Error('DatasetChart: the server build has no serverChart.server.tsx');
    return (
      <div {...{ [SERVER_MARKUP_ATTRIBUTE]: slot }}>
        <chart.Figure dataset={chart.dataset} />
      </div>
    );
  }
  return <BrowserChart id={id} slot={slot} />;
}
