import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import type {
  DerivedValues,
  StatusMetrics,
  SyncBinlog,
} from '../../calculators/status-analyzer/analyzeStatus';
import {
  groupCommitCalculatorLink,
  hitRatioCalculatorLink,
  iopsCalculatorLink,
} from '../../calculators/status-analyzer/calculatorLinks';
import { useNumberFormat } from '../../hooks/useNumberFormat';
import { statusFormat } from './format';
import styles from './styles.module.css';

interface Props {
  readonly metrics: StatusMetrics;
  readonly derived: DerivedValues;
  readonly syncBinlog: SyncBinlog;
  readonly headingAs: 'h3' | 'h4';
}

/** Buttons that open the other calculators prefilled with the measured figures. */
export default function CalculatorLinks({
  metrics,
  derived,
  syncBinlog,
  headingAs,
}: Props): ReactNode {
  const { percent } = statusFormat(useNumberFormat());
  const hitLink = hitRatioCalculatorLink(derived.hitRatio);
  const iopsLink = iopsCalculatorLink(
    metrics,
    translate({ id: 'statusAnalyzer.iops.systemName', message: '実測' }),
  );
  const groupCommitLink = groupCommitCalculatorLink(metrics, syncBinlog);
  return (
    <>
      <Heading as={headingAs} className={styles.subheading}>
        <Translate id="statusAnalyzer.open.heading">測った値で計算ツールを開く</Translate>
      </Heading>
      <ul className={styles.openLinks}>
        {hitLink ? (
          <li>
            <Link
              className="button button--outline button--primary"
              to={hitLink}
              data-testid="status-analyzer-open-hit-ratio"
            >
              <Translate
                id="statusAnalyzer.open.hitRatio"
                values={{ hit: percent(derived.hitRatio) }}
              >
                {'ヒット率 {hit} でスループットを計算する'}
              </Translate>
            </Link>
          </li>
        ) : null}
        {iopsLink ? (
          <li>
            <Link
              className="button button--outline button--primary"
              to={iopsLink}
              data-testid="status-analyzer-open-iops"
            >
              <Translate id="statusAnalyzer.open.iops">
                読み取り・書き込みの回数で IOPS を見積もる
              </Translate>
            </Link>
          </li>
        ) : null}
        {groupCommitLink ? (
          <li>
            <Link
              className="button button--outline button--primary"
              to={groupCommitLink}
              data-testid="status-analyzer-open-group-commit"
            >
              <Translate id="statusAnalyzer.open.groupCommit">
                このバイナリログ設定でグループコミットを試算する
              </Translate>
            </Link>
          </li>
        ) : null}
      </ul>
    </>
  );
}
