import React, { type ReactNode } from 'react';
import type { Demand } from '../../calculators/iops/demand';
import type { SizingResult } from '../../calculators/iops/sizing';
import CapacityCurveChart from './CapacityCurveChart';
import DemandBarChart from './DemandBarChart';

interface Props {
  readonly demand: Demand;
  readonly sizing: SizingResult;
  /** Devices the demand needs (arrays only). */
  readonly needed: number | null;
  /** Short description of the storage, for labels. */
  readonly storageLabel: string;
  readonly capsApplied: boolean;
}

/**
 * Demand against capacity as bars, and, for arrays and gp2 volumes, capacity
 * as the array or volume grows.
 */
export default function DemandCharts({
  demand,
  sizing,
  needed,
  storageLabel,
  capsApplied,
}: Props): ReactNode {
  return (
    <>
      <DemandBarChart demand={demand} capacity={sizing.capacity} storageLabel={storageLabel} />
      {sizing.chart.curve === null ? null : (
        <CapacityCurveChart
          curve={sizing.chart.curve}
          demandIops={demand.totalIops}
          needed={needed}
          capsApplied={capsApplied}
        />
      )}
    </>
  );
}
