import React, { type ReactNode } from 'react';
import CalculatorFrame from '../CalculatorFrame';
import { useCalculatorState } from '../../hooks/useCalculatorState';
import EstimateSection from './EstimateSection';
import HitRatioInputs from './HitRatioInputs';
import InverseSection from './InverseSection';
import { hitPercentText } from './model';
import { hitRatioParams, type HitRatioParams } from './params';
import ResultsList from './ResultsList';
import { hitRatioScenarios, SOURCE_EXAMPLE_TEXTS } from './scenarios';
import SourceNote from './SourceNote';
import ThroughputChart from './ThroughputChart';
import { useHitRatioFields } from './useHitRatioFields';
import { useHitRatioModel } from './useHitRatioModel';
import styles from './styles.module.css';
import { pageText } from '../../i18n/pageText';
import { hitRatioStrings } from './strings';

interface Props {
  /** Set when embedded in an article: the copied link then points at the calculator. */
  readonly embedded?: boolean;
}

/**
 * Buffer-pool hit ratio → throughput. Renders the maths of
 * src/calculators/hit-ratio; all state lives in the URL.
 */
export default function HitRatioCalculator({ embedded = false }: Props): ReactNode {
  const state = useCalculatorState<HitRatioParams>(hitRatioParams);
  const { values, setText, setTexts } = state;
  const fields = useHitRatioFields(state);
  const model = useHitRatioModel(values);
  const { usesDevices, analysis, curve } = model;
  // The frame's title is h2 on the standalone page and h3 inside an article.
  const subheading = embedded ? 'h4' : 'h3';

  return (
    <CalculatorFrame
      id="hit-ratio-calculator"
      headingLevel={embedded ? 3 : 2}
      linkToSelf={embedded}
      title={pageText(hitRatioStrings, 'hitRatio.title')}
      urlErrorNames={state.urlErrorNames.map(String)}
      inputs={
        <HitRatioInputs
          fields={fields}
          usesDevices={usesDevices}
          onSourceExample={() => {
            setTexts(SOURCE_EXAMPLE_TEXTS);
          }}
        />
      }
      results={
        <ResultsList
          analysis={analysis}
          usesDevices={usesDevices}
          costErrorCode={model.costErrorCode}
        />
      }
      figure={
        curve.ok && analysis.ok ? (
          <ThroughputChart
            curve={curve.value}
            hitPercent={values.hit}
            relativeThroughput={analysis.value.relativeThroughput}
            overlay={model.overlay}
            tableRows={model.tableRows}
            usesDevices={usesDevices}
          />
        ) : null
      }
      scenarios={hitRatioScenarios()}
      onApplyScenario={setTexts}
    >
      <div className={styles.extra}>
        <InverseSection
          targetField={fields.numberField('target')}
          required={model.required}
          headingAs={subheading}
        />
        <EstimateSection
          fields={fields}
          estimate={model.estimate}
          onUseHitRatio={(hitRatio) => {
            setText('hit', hitPercentText(hitRatio));
          }}
          headingAs={subheading}
        />
      </div>
      <SourceNote />
    </CalculatorFrame>
  );
}
