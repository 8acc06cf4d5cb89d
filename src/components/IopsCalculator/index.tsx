import React, { type ReactNode } from 'react';
import CalculatorFrame from '../CalculatorFrame';
import { useCalculatorState } from '../../hooks/useCalculatorState';
import { useLocalizedText } from '../../hooks/useLocalizedText';
import { iopsParams, type IopsParams } from './params';
import { storageLabel } from './labels';
import { speakerScenarios } from './scenarios';
import { useIopsSizing } from './useIopsSizing';
import DemandInputs from './DemandInputs';
import StorageInputs from './StorageInputs';
import SizingResults from './SizingResults';
import DemandCharts from './DemandCharts';
import ThrottleSection from './ThrottleSection';
import QueueSection from './QueueSection';
import SourcesList from './SourcesList';
import { useIopsFormat } from './shared';
import { pageText } from '../../i18n/pageText';
import { iopsStrings } from './strings';

interface Props {
  /** Set when embedded in an article: the copied link then points at the calculator. */
  readonly embedded?: boolean;
}

/**
 * IOPS sizing: demand from measured systems against an array, a gp2 volume or
 * a provisioned volume, with per-direction throttle caps, queueing and gp2
 * burst credits. Renders the maths of src/calculators/iops; all state lives
 * in the URL.
 */
export default function IopsCalculator({ embedded = false }: Props): ReactNode {
  const state = useCalculatorState<IopsParams>(iopsParams);
  const format = useIopsFormat();
  const localized = useLocalizedText();
  const model = useIopsSizing(state);
  const { demand, sizing, needed, resolved } = model;
  const storageName = storageLabel(model.storage, format, localized);
  // The frame's title is h2 on the standalone page and h3 inside an article.
  const subheading = embedded ? 'h4' : 'h3';

  return (
    <CalculatorFrame
      id="iops-calculator"
      headingLevel={embedded ? 3 : 2}
      linkToSelf={embedded}
      title={pageText(iopsStrings, 'iops.title')}
      urlErrorNames={model.urlErrorNames}
      inputs={
        <>
          <DemandInputs state={state} systems={model.systems} systemsError={model.systemsError} />
          <StorageInputs state={state} resolved={resolved} />
        </>
      }
      results={
        <SizingResults
          model={model}
          headroomPercent={state.values.head}
          storageLabel={storageName}
        />
      }
      figure={
        demand.ok && sizing?.ok ? (
          <DemandCharts
            demand={demand.value}
            sizing={sizing.value}
            needed={needed?.ok ? needed.value : null}
            storageLabel={storageName}
            capsApplied={model.capsApplied}
          />
        ) : null
      }
      scenarios={speakerScenarios(format)}
      onApplyScenario={state.setTexts}
    >
      <ThrottleSection
        state={state}
        demandReadPercent={demand.ok ? demand.value.readPercent : null}
        resolved={resolved}
        subheading={subheading}
      />
      <QueueSection
        state={state}
        demandIops={demand.ok ? demand.value.totalIops : null}
        busInterface={resolved.busInterface}
        subheading={subheading}
      />
      <SourcesList />
    </CalculatorFrame>
  );
}
