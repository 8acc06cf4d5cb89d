import React, { type ReactNode } from 'react';
import type { SyncBinlog } from '../../calculators/status-analyzer/analyzeStatus';
import type { Shown } from './shown';
import AnalysisErrorAlert from './AnalysisErrorAlert';
import MeasuredValues from './MeasuredValues';
import FlagList from './FlagList';
import CalculatorLinks from './CalculatorLinks';
import WarningList from './WarningList';

interface Props {
  readonly shown: Shown;
  readonly syncBinlog: SyncBinlog;
  readonly onSwap: () => void;
  readonly headingAs: 'h3' | 'h4';
}

/** The results column: the figures, flags, calculator links and warnings, or why there are none. */
export default function ResultsSection({ shown, syncBinlog, onSwap, headingAs }: Props): ReactNode {
  if (!shown.ok) return <AnalysisErrorAlert error={shown.error} onSwap={onSwap} />;
  const { metrics, derived, flags, warnings } = shown;
  return (
    <>
      <MeasuredValues metrics={metrics} derived={derived} />
      <FlagList flags={flags} headingAs={headingAs} />
      <CalculatorLinks
        metrics={metrics}
        derived={derived}
        syncBinlog={syncBinlog}
        headingAs={headingAs}
      />
      <WarningList warnings={warnings} />
    </>
  );
}
