import type { CalculatorId } from '../../registry/calculators';
import GroupCommitCalculator from '../GroupCommitCalculator';
import HitRatioCalculator from '../HitRatioCalculator';
import IopsCalculator from '../IopsCalculator';
import RedshiftTcoCalculator from '../RedshiftTcoCalculator';
import SnowflakeCalculator from '../SnowflakeCalculator';
import StatusAnalyzer from '../StatusAnalyzer';
import type { CalculatorModule } from './loaders';

/*
 * The server build's serverCalculator.ts (swapped in by plugins/server-parts):
 * every calculator's code is part of the server bundle, which renders the
 * articles' HTML; none of it reaches an article's browser chunk this way.
 */

const components: Record<CalculatorId, CalculatorModule['default']> = {
  'status-analyzer': StatusAnalyzer,
  'group-commit': GroupCommitCalculator,
  'hit-ratio': HitRatioCalculator,
  iops: IopsCalculator,
  snowflake: SnowflakeCalculator,
  'redshift-tco': RedshiftTcoCalculator,
};

export function serverCalculator(id: CalculatorId): CalculatorModule {
  return { default: components[id] };
}
