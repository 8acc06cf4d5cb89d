import React, { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import KatexStylesheet from '../components/KatexStylesheet';
import ReadingTime from '../components/ReadingTime';

/**
 * Wraps a heavy component so that its code is a separate chunk, fetched only
 * by pages that render it. The server renders it in full (Docusaurus renders
 * with React's streaming renderer, which waits for lazy components), and on
 * the client React keeps that HTML until the chunk arrives, then hydrates it.
 */
function lazyComponent<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  const Lazy = lazy(load);
  function LazyComponent(props: P): ReactNode {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyComponent;
}

/** Components every MDX page can use without importing them. */
export default {
  ...MDXComponents,
  KatexStylesheet,
  ReadingTime,
  // Lazy: it reads blog-post context, and importing that eagerly put the blog
  // client code (≈10 KiB gzip) on every docs page. Only stale pages load it.
  StaleTranslationBanner: lazyComponent(() => import('../components/StaleTranslationBanner')),
  HitRatioCalculator: lazyComponent(() => import('../components/HitRatioCalculator')),
  IopsCalculator: lazyComponent(() => import('../components/IopsCalculator')),
  SnowflakeCalculator: lazyComponent(() => import('../components/SnowflakeCalculator')),
  RedshiftTcoCalculator: lazyComponent(() => import('../components/RedshiftTcoCalculator')),
  GroupCommitCalculator: lazyComponent(() => import('../components/GroupCommitCalculator')),
  DatasetChart: lazyComponent(() => import('../components/DatasetChart')),
};
