import React, { type ReactNode } from 'react';
import Translate from '@docusaurus/Translate';
import { useNumberFormat } from '../../hooks/useNumberFormat';
import type { RedshiftTcoResult } from '../../calculators/redshift-tco/tco';
import { verdictText } from './messages';
import { useMoneyFormat } from './format';
import styles from './styles.module.css';

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
        <Translate
          id="redshiftTco.verdict.lead"
          values={{
            cost: (
              <strong data-testid="redshift-tco-three-year-cost">
                {inDisplay(result.threeYearCost)}
              </strong>
            ),
            tb: format.number(comparison.band.compressedTb),
            min: bandView ? inDisplay(bandView.min) : '',
            max: bandView ? inDisplay(bandView.max) : '',
          }}
        >
          {'3 年間の累計 {cost} を、出典の {tb} TB（圧縮後）の目安 {min}〜{max} と比べると：'}
        </Translate>
        {currency === 'USD' ? (
          <>
            {' '}
            <Translate
              id="redshiftTco.verdict.inYen"
              values={{
                yen: yen(comparison.threeYearCostJpy),
                rate: format.number(result.jpyPerUsd, 4),
                min: yen(comparison.band.minJpy),
                max: yen(comparison.band.maxJpy),
              }}
            >
              {'（{rate} 円／ドルで {yen}。目安は {min}〜{max}）'}
            </Translate>
          </>
        ) : null}
      </p>
      <p className={styles.verdictText} data-testid="redshift-tco-verdict">
        {verdictText(comparison.verdict)}
      </p>
      {comparison.sizeRatio !== 1 ? <BandDistanceNote result={result} /> : null}
      <p className={styles.small}>
        <Translate id="redshiftTco.verdict.caveat">
          目安は 2014
          年の円建ての感覚値で、今日の価格表と直接比べるものではありません。元記事は、この範囲は時間とともに確実に下がると書いています。
        </Translate>
      </p>
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
      {comparison.extrapolated ? (
        <Translate id="redshiftTco.verdict.extrapolated" values={values}>
          {
            '圧縮後 {tb} TB は、出典が目安を示す 4〜10 TB の外にあります。最も近い {band} TB の目安をそのまま当てているので、参考程度に見てください。'
          }
        </Translate>
      ) : (
        <Translate id="redshiftTco.verdict.nearest" values={values}>
          {
            '出典は 4 TB と 10 TB の 2 点しか示していないため、圧縮後 {tb} TB には最も近い {band} TB の目安をそのまま当てています（比例換算はしていません）。'
          }
        </Translate>
      )}
    </p>
  );
}
