import React, { type ReactNode } from 'react';
import CalculatorFrame from '../CalculatorFrame';
import { useCalculatorState } from '../../hooks/useCalculatorState';
import CeilingChart from './CeilingChart';
import CrashLossSection from './CrashLossSection';
import FsyncsChart from './FsyncsChart';
import ModelAssumptions from './ModelAssumptions';
import PresetButtons from './PresetButtons';
import ResultsSummary from './ResultsSummary';
import SequenceView from './SequenceView';
import ServerSettingsFields from './ServerSettingsFields';
import SourceComparisonSection from './SourceComparisonSection';
import SourcesList from './SourcesList';
import WorkloadFields from './WorkloadFields';
import { groupCommitParams, type GroupCommitParams } from './params';
import { runModel } from './runModel';
import { groupCommitScenarios } from './scenarios';
import { useConcurrencyCharts } from './useConcurrencyCharts';
import { useFieldError } from '../CalculatorFrame/useFieldError';
import { pageText } from '../../i18n/pageText';
import { groupCommitStrings } from './strings';

interface Props {
  /** Set when embedded in an article: the copied link then points at the calculator. */
  readonly embedded?: boolean;
}

/**
 * Group commit and the binary-log two-phase commit: fsyncs per transaction,
 * the commit-rate ceiling, what a crash can lose, and one commit step by
 * step, for four server generations. Renders the maths of
 * src/calculators/group-commit; all state lives in the URL.
 */
export default function GroupCommitCalculator({ embedded = false }: Props): ReactNode {
  const state = useCalculatorState<GroupCommitParams>(groupCommitParams);
  const { values, texts, errors, setText, setTexts } = state;
  const errorFor = useFieldError(groupCommitParams, errors);
  const fields = { values, texts, setText, errorFor };
  const { preset, settings, input, info, analysis, crash, comparison } = runModel(values);
  const charts = useConcurrencyCharts(input);
  const current = analysis.ok ? analysis.value : undefined;
  // The frame's title is h2 on the standalone page and h3 inside an article.
  const subheading = embedded ? 'h4' : 'h3';

  return (
    <CalculatorFrame
      id="group-commit-calculator"
      headingLevel={embedded ? 3 : 2}
      linkToSelf={embedded}
      title={pageText(groupCommitStrings, 'groupCommit.title')}
      urlErrorNames={state.urlErrorNames.map(String)}
      inputs={
        <>
          <ServerSettingsFields {...fields} info={info} />
          <WorkloadFields {...fields} preset={preset} />
          <PresetButtons setTexts={setTexts} />
        </>
      }
      results={<ResultsSummary analysis={analysis} />}
      figure={<FsyncsChart input={input} charts={charts} current={current} />}
      scenarios={groupCommitScenarios()}
      onApplyScenario={setTexts}
    >
      <CrashLossSection crash={crash} syncBinlog={values.syncBinlog} headingAs={subheading} />
      <CeilingChart input={input} charts={charts} current={current} />
      <SourceComparisonSection comparison={comparison} headingAs={subheading} />
      <SequenceView
        key={JSON.stringify(settings)}
        settings={settings}
        groupSize={
          analysis.ok && analysis.value.plan.grouping !== 'none' ? analysis.value.groupSize : null
        }
        headingAs={subheading}
      />
      <ModelAssumptions />
      <SourcesList info={info} preset={preset} />
    </CalculatorFrame>
  );
}
