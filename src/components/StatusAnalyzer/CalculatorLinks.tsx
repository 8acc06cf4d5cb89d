import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
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
import { pageText } from '../../i18n/pageText';
import { statusAnalyzerStrings } from './strings';

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
    pageText(statusAnalyzerStrings, 'statusAnalyzer.iops.systemName'),
  );
  const groupCommitLink = groupCommitCalculatorLink(metrics, syncBinlog);
  return (
    <>
      <Heading as={headingAs} className={styles.subheading}>
        {pageText(statusAnalyzerStrings, 'statusAnalyzer.open.heading')}
      </Heading>
      <ul className={styles.openLinks}>
        {hitLink ? (
          <li>
            <Link
              className="button button--outline button--primary"
              to={hitLink}
              data-testid="status-analyzer-open-hit-ratio"
            >
              {pageText(statusAnalyzerStrings, 'statusAnalyzer.open.hitRatio', {
                hit: percent(derived.hitRatio),
              })}
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
              {pageText(statusAnalyzerStrings, 'statusAnalyzer.open.iops')}
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
              {pageText(statusAnalyzerStrings, 'statusAnalyzer.open.groupCommit')}
            </Link>
          </li>
        ) : null}
      </ul>
    </>
  );
}
