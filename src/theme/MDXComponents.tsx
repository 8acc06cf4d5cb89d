import React, { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import KatexStylesheet from '../components/KatexStylesheet';
import ReadingTime from '../components/ReadingTime';
import ServerHtmlFallback, { useServerHtml } from '../components/ServerHtmlFallback';

/**
 * Wraps a heavy component so that its code is a separate chunk, fetched only
 * by pages that render it. The server renders it in full (Docusaurus renders
 * with React's streaming renderer, which waits for lazy components). On the
 * client, if the chunk arrives after hydration, the fallback is a copy of the
 * server's HTML for it (`serverSelector`), so nothing disappears meanwhile
 * (see ServerHtmlFallback).
 */
function lazyComponent<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  serverSelector?: (props: P) => string,
): ComponentType<P> {
  const Lazy = lazy(load);
  function LazyComponent(props: P): ReactNode {
    const serverHtml = useServerHtml(serverSelector ? serverSelector(props) : ':not(*)');
    return (
      <Suspense fallback={<ServerHtmlFallback html={serverHtml} />}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyComponent;
}

const calculator = (id: string) => () => `[data-calculator="${id}"]`;

/** Components every MDX page can use without importing them. */
export default {
  ...MDXComponents,
  KatexStylesheet,
  ReadingTime,
  // Lazy: it reads blog-post context, and importing that eagerly put the blog
  // client code (≈10 KiB gzip) on every docs page. Only stale pages load it.
  StaleTranslationBanner: lazyComponent(() => import('../components/StaleTranslationBanner')),
  HitRatioCalculator: lazyComponent(
    () => import('../components/HitRatioCalculator'),
    calculator('hit-ratio-calculator'),
  ),
  IopsCalculator: lazyComponent(
    () => import('../components/IopsCalculator'),
    calculator('iops-calculator'),
  ),
  SnowflakeCalculator: lazyComponent(
    () => import('../components/SnowflakeCalculator'),
    calculator('snowflake-calculator'),
  ),
  RedshiftTcoCalculator: lazyComponent(
    () => import('../components/RedshiftTcoCalculator'),
    calculator('redshift-tco-calculator'),
  ),
  GroupCommitCalculator: lazyComponent(
    () => import('../components/GroupCommitCalculator'),
    calculator('group-commit-calculator'),
  ),
  // Its dataset is one more chunk: DatasetChart suspends on it inside this
  // boundary, under the same fallback.
  DatasetChart: lazyComponent(
    () => import('../components/DatasetChart'),
    (props: { id: string }) => `[data-dataset-chart=${JSON.stringify(props.id)}]`,
  ),
};
