import type { ComponentType } from 'react';
import type { CalculatorId } from '../../registry/calculators';

/** What an article passes a calculator: `embedded` (its heading level and its copied link). */
export interface ArticleCalculatorProps {
  readonly embedded?: boolean;
}

/** A calculator's module, as `import()` gives it. */
export interface CalculatorModule {
  readonly default: ComponentType<ArticleCalculatorProps>;
}

/**
 * Each calculator's code (its component, maths and strings) as a chunk of
 * its own, loaded by an article when the calculator nears the viewport
 * (./index.tsx). The modules are the registry's `componentModule`s
 * (tests/unit/registry/calculators.test.ts checks that they agree);
 * `import()` needs them written out for the bundler to split them.
 */
export const calculatorLoaders: Record<CalculatorId, () => Promise<CalculatorModule>> = {
  'status-analyzer': () => import('../StatusAnalyzer'),
  'group-commit': () => import('../GroupCommitCalculator'),
  'hit-ratio': () => import('../HitRatioCalculator'),
  iops: () => import('../IopsCalculator'),
  snowflake: () => import('../SnowflakeCalculator'),
  'redshift-tco': () => import('../RedshiftTcoCalculator'),
};
