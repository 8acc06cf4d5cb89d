import React, { type ReactNode } from 'react';
import { useNumberFormat } from '../../hooks/useNumberFormat';
import type { RedshiftTcoResult } from '../../calculators/redshift-tco/tco';
import { verdictText } from './messages';
import { useMoneyFormat } from './format';
import styles from './styles.module.css';
import { pageText } from '../../i18n/pageText';
import { redshiftTcoStrings } from './strings';

interface Props {
  readonly result: RedshiftTcoResult;
}

/**
 * The three-year total against the post's band for the nearest size, the
 * verdict in the post's terms, and how far the comparison is stretched.
 */
export default function BandVerdict({ result }: Props): ReactNode {
  const format = useNumberFormat();
  const money = useMoneyFormat();
  const currency = result.currency;
  const comparison = result.bandComparison;
  const bandView =
    result.sourceBands.find((view) => view.band === comparison.band) ?? result.sourceBands[0];
  const yen = (value: number) => money.money(value, 'JPY');
  const inDisplay = (value: number) => money.money(value, currency);
  return (
    <div className={styles.verdict} data-verdict={comparison.verdict}>
      <p>
        {pageText(redshiftTcoStrings, 'redshiftTco.verdict.lead', {
          cost: (
            <strong data-testid="redshift-tco-three-year-cost">
              {inDisplay(result.threeYearCost)}
            </strong>
          ),
          tb: format.number(comparison.band.compressedTb),
          min: bandView ? inDisplay(bandView.min) : '',
          max: bandView ? inDisplay(bandView.max) : '',
        })}
        {currency === 'USD' ? (
          <>
            {' '}
            {pageText(redshiftTcoStrings, 'redshiftTco.verdict.inYen', {
              yen: yen(comparison.threeYearCostJpy),
              rate: format.number(result.jpyPerUsd, 4),
              min: yen(comparison.band.minJpy),
              max: yen(comparison.band.maxJpy),
            })}
          </>
        ) : null}
      </p>
      <p className={styles.verdictText} data-testid="redshift-tco-verdict">
        {verdictText(comparison.verdict)}
      </p>
      {comparison.sizeRatio !== 1 ? <BandDistanceNote result={result} /> : null}
      <p className={styles.small}>{pageText(redshiftTcoStrings, 'redshiftTco.verdict.caveat')}</p>
    </div>
  );
}

/** Why the band of another size stands in for the reader's (nearest, or outside 4–10 TB). */
function BandDistanceNote({ result }: Props): ReactNode {
  const format = useNumberFormat();
  const comparison = result.bandComparison;
  const values = {
    tb: format.number(result.initialCompressedTb, 2),
    band: format.number(comparison.band.compressedTb),
  };
  return (
    <p className={styles.small}>
      {comparison.extrapolated
        ? pageText(redshiftTcoStrings, 'redshiftTco.verdict.extrapolated', values)
        : pageText(redshiftTcoStrings, 'redshiftTco.verdict.nearest', values)}
    </p>
  );
}
