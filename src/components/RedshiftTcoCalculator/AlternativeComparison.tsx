import React, { type ReactNode } from 'react';
import { bandVerdict, type RedshiftTcoResult } from '../../calculators/redshift-tco/tco';
import { alternativeThreeYearCost, type Scenario } from './model';
import { alternativeVerdictText, verdictText } from './messages';
import { useMoneyFormat } from './format';
import styles from './styles.module.css';
import { pageText } from '../../i18n/pageText';
import { redshiftTcoStrings } from './strings';

interface Props {
  readonly result: RedshiftTcoResult;
  readonly scenario: Scenario;
}

/**
 * The reader's alternative against Redshift over the horizon, and its own
 * three-year total against the post's band; nothing without an alternative.
 */
export default function AlternativeComparison({ result, scenario }: Props): ReactNode {
  const money = useMoneyFormat();
  const currency = result.currency;
  const inDisplay = (value: number) => money.money(value, currency);
  const alternativeThreeYear = alternativeThreeYearCost(scenario, result);
  const alternativeThreeYearJpy =
    alternativeThreeYear === null
      ? null
      : currency === 'JPY'
        ? alternativeThreeYear
        : alternativeThreeYear * result.jpyPerUsd;
  const alternativeTotal = result.years[result.years.length - 1]?.alternativeCumulativeCost ?? null;

  if (result.alternativeVerdict === null || alternativeTotal === null) return null;
  return (
    <div className={styles.alternative}>
      <p data-testid="redshift-tco-alternative">
        {alternativeVerdictText(result.alternativeVerdict, {
          years: scenario.inputs.horizonYears,
          difference: inDisplay(Math.abs(alternativeTotal - result.totalCost)),
          alternative: inDisplay(alternativeTotal),
          redshift: inDisplay(result.totalCost),
        })}
      </p>
      {alternativeThreeYear !== null && alternativeThreeYearJpy !== null ? (
        <p className={styles.small} data-testid="redshift-tco-alternative-verdict">
          {pageText(redshiftTcoStrings, 'redshiftTco.alternative.band', {
            cost: inDisplay(alternativeThreeYear),
            verdict: verdictText(bandVerdict(alternativeThreeYearJpy, result.bandComparison.band)),
          })}
        </p>
      ) : null}
    </div>
  );
}
