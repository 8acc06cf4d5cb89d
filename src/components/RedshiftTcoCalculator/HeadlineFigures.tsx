import React, { type ReactNode } from 'react';
import { useNumberFormat } from '../../hooks/useNumberFormat';
import { useLocalizedText } from '../../hooks/useLocalizedText';
import {
  SERVERLESS,
  type RedshiftTcoResult,
  type TcoYear,
} from '../../calculators/redshift-tco/tco';
import type { Scenario } from './model';
import { pricingLabel } from './messages';
import { useMoneyFormat } from './format';
import ResultList, { Result } from '../ResultList';
import { pageText } from '../../i18n/pageText';
import { redshiftTcoStrings } from './strings';

interface Props {
  readonly result: RedshiftTcoResult;
  readonly scenario: Scenario;
  /** The raw size and compression ratio as entered, for the "from raw" note. */
  readonly rawTb: number;
  readonly ratio: number;
}

/** The total over the horizon, the first year's capacity and cost, and the setup computed. */
export default function HeadlineFigures({ result, scenario, rawTb, ratio }: Props): ReactNode {
  const money = useMoneyFormat();
  const [firstYear] = result.years;
  return (
    <ResultList>
      <Result
        term={pageText(redshiftTcoStrings, 'redshiftTco.result.total', {
          years: scenario.inputs.horizonYears,
        })}
        value={money.money(result.totalCost, result.currency)}
        emphasis="headline"
        testId="redshift-tco-total-cost"
      />
      {firstYear ? <FirstYearFigures result={result} scenario={scenario} year={firstYear} /> : null}
      <ComputedSetup result={result} scenario={scenario} rawTb={rawTb} ratio={ratio} />
    </ResultList>
  );
}

interface FirstYearProps {
  readonly result: RedshiftTcoResult;
  readonly scenario: Scenario;
  readonly year: TcoYear;
}

/** Nodes (or RPUs), cost, and cost per TB-year in the first year. */
function FirstYearFigures({ result, scenario, year }: FirstYearProps): ReactNode {
  const format = useNumberFormat();
  const money = useMoneyFormat();
  const inDisplay = (value: number) => money.money(value, result.currency);
  const used = scenario.inputs;
  return (
    <>
      <Result
        term={
          year.nodes === null
            ? pageText(redshiftTcoStrings, 'redshiftTco.result.year1Rpu')
            : pageText(redshiftTcoStrings, 'redshiftTco.result.year1Nodes')
        }
        value={
          year.nodes === null
            ? pageText(redshiftTcoStrings, 'redshiftTco.result.rpuValue', {
                rpu: format.number(year.rpu ?? 0),
                hours: format.number(used.serverlessHoursPerDay),
              })
            : pageText(redshiftTcoStrings, 'redshiftTco.result.nodesValue', {
                nodes: format.number(year.nodes),
                node: used.nodeType,
              })
        }
        testId={year.nodes === null ? 'redshift-tco-year1-rpu' : 'redshift-tco-year1-nodes'}
      />
      <Result
        term={pageText(redshiftTcoStrings, 'redshiftTco.result.year1Cost')}
        value={pageText(redshiftTcoStrings, 'redshiftTco.result.perYear', {
          cost: inDisplay(year.yearlyCost),
        })}
      />
      <Result
        term={pageText(redshiftTcoStrings, 'redshiftTco.result.perTbYear')}
        value={inDisplay(year.costPerTbYear)}
        testId="redshift-tco-per-tb-year"
      />
    </>
  );
}

/** The deployment, region and starting size actually computed (after any fallback). */
function ComputedSetup({ result, scenario, rawTb, ratio }: Props): ReactNode {
  const format = useNumberFormat();
  const localized = useLocalizedText();
  const used = scenario.inputs;
  const regionLabel = scenario.table.regions[used.region]?.label;
  const region = regionLabel ? localized(regionLabel) : used.region;
  return (
    <Result
      term={pageText(redshiftTcoStrings, 'redshiftTco.result.setup')}
      value={
        <>
          {used.nodeType === SERVERLESS
            ? pageText(redshiftTcoStrings, 'redshiftTco.result.setupServerless', {
                tb: format.number(result.initialCompressedTb, 2),
                region,
              })
            : pageText(redshiftTcoStrings, 'redshiftTco.result.setupProvisioned', {
                node: used.nodeType,
                pricing: pricingLabel(used.pricing),
                tb: format.number(result.initialCompressedTb, 2),
                region,
              })}
          {used.sizeMode === 'raw' ? (
            <>
              {' '}
              {pageText(redshiftTcoStrings, 'redshiftTco.result.fromRaw', {
                raw: format.number(rawTb, 2),
                ratio: format.number(ratio, 2),
              })}
            </>
          ) : null}
        </>
      }
      emphasis="small"
    />
  );
}
