import React, { type ReactNode } from 'react';
import CalculatorFrame from '../CalculatorFrame';
import { useStatusAnalyzer } from './useStatusAnalyzer';
import InputsSection from './InputsSection';
import ResultsSection from './ResultsSection';
import MethodDetails from './MethodDetails';
import { pageText } from '../../i18n/pageText';
import { statusAnalyzerStrings } from './strings';

interface Props {
  /** Set when embedded in an article: headings move one level down. */
  readonly embedded?: boolean;
}

/**
 * The SHOW GLOBAL STATUS analyzer: two pasted snapshots and the seconds
 * between them → hit ratio, I/O and fsync rates, flags, and links into the
 * other calculators. The pasted text stays in component state; the URL holds
 * only the derived values (src/calculators/status-analyzer/shareParams.ts).
 */
export default function StatusAnalyzer({ embedded = false }: Props): ReactNode {
  const analyzer = useStatusAnalyzer();
  const { shown } = analyzer;
  const subheading = embedded ? 'h4' : 'h3';

  return (
    <CalculatorFrame
      id="status-analyzer"
      headingLevel={embedded ? 3 : 2}
      linkToSelf={embedded}
      title={pageText(statusAnalyzerStrings, 'statusAnalyzer.title')}
      urlErrorNames={analyzer.urlErrors}
      inputs={<InputsSection analyzer={analyzer} />}
      results={
        <ResultsSection
          shown={shown}
          syncBinlog={analyzer.syncBinlog}
          onSwap={analyzer.actions.swapSnapshots}
          headingAs={subheading}
        />
      }
      scenarios={analyzer.scenarios}
      onApplyScenario={analyzer.applyScenario}
    >
      <MethodDetails counters={shown.ok ? shown.counters : null} />
    </CalculatorFrame>
  );
}
