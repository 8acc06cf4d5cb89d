import React, { type ReactNode } from 'react';
import type { RedshiftTcoResult } from '../../calculators/redshift-tco/tco';
import type { Scenario } from './model';
import { warningText } from './messages';

interface Props {
  readonly result: RedshiftTcoResult;
  readonly scenario: Scenario;
}

/** The maths module's notes on a valid result; too many nodes is a warning, the rest notes. */
export default function ResultWarnings({ result, scenario }: Props): ReactNode {
  return result.warnings.map((warning) => (
    <p
      key={warning.code}
      className={warning.code === 'exceedsMaxNodes' ? 'alert alert--warning' : 'alert alert--info'}
      data-warning={warning.code}
    >
      {warningText(warning, {
        nodeType: scenario.inputs.nodeType,
        thresholdTb: scenario.table.serverless.largeStorageThresholdTb,
      })}
    </p>
  ));
}
