import React, { type ReactNode } from 'react';
import Translate from '@docusaurus/Translate';
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
        term={
          <Translate id="redshiftTco.result.total" values={{ years: scenario.inputs.horizonYears }}>
            {'{years} 年間の累計コスト'}
          </Translate>
        }
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
          year.nodes === null ? (
            <Translate id="redshiftTco.result.year1Rpu">1 年目の基本容量</Translate>
          ) : (
            <Translate id="redshiftTco.result.year1Nodes">1 年目のノード数</Translate>
          )
        }
        value={
          year.nodes === null ? (
            <Translate
              id="redshiftTco.result.rpuValue"
              values={{
                rpu: format.number(year.rpu ?? 0),
                hours: format.number(used.serverlessHoursPerDay),
              }}
            >
              {'{rpu} RPU（1 日 {hours} 時間）'}
            </Translate>
          ) : (
            <Translate
              id="redshiftTco.result.nodesValue"
              values={{ nodes: format.number(year.nodes), node: used.nodeType }}
            >
              {'{node} × {nodes} ノード'}
            </Translate>
          )
        }
        testId={year.nodes === null ? 'redshift-tco-year1-rpu' : 'redshift-tco-year1-nodes'}
      />
      <Result
        term={<Translate id="redshiftTco.result.year1Cost">1 年目のコスト</Translate>}
        value={
          <Translate id="redshiftTco.result.perYear" values={{ cost: inDisplay(year.yearlyCost) }}>
            {'{cost}／年'}
          </Translate>
        }
      />
      <Result
        term={
          <Translate id="redshiftTco.result.perTbYear">1 年目の 1 TB・1 年あたりのコスト</Translate>
        }
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
      term={<Translate id="redshiftTco.result.setup">計算した構成</Translate>}
      value={
        <>
          {used.nodeType === SERVERLESS ? (
            <Translate
              id="redshiftTco.result.setupServerless"
              values={{ tb: format.number(result.initialCompressedTb, 2), region }}
            >
              {'Redshift Serverless、{region}、圧縮後 {tb} TB から'}
            </Translate>
          ) : (
            <Translate
              id="redshiftTco.result.setupProvisioned"
              values={{
                node: used.nodeType,
                pricing: pricingLabel(used.pricing),
                tb: format.number(result.initialCompressedTb, 2),
                region,
              }}
            >
              {'{node}（{pricing}）、{region}、圧縮後 {tb} TB から'}
            </Translate>
          )}
          {used.sizeMode === 'raw' ? (
            <>
              {' '}
              <Translate
                id="redshiftTco.result.fromRaw"
                values={{ raw: format.number(rawTb, 2), ratio: format.number(ratio, 2) }}
              >
                {'（圧縮前 {raw} TB ÷ {ratio}）'}
              </Translate>
            </>
          ) : null}
        </>
      }
      emphasis="small"
    />
  );
}
