import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type { StatusFlag } from '../../calculators/status-analyzer/analyzeStatus';
import { articleHref } from '../../calculators/status-analyzer/articles';
import { useNumberFormat } from '../../hooks/useNumberFormat';
import { articleLinkText, flagDetail, flagTitle } from './messages';
import { statusFormat } from './format';
import styles from './styles.module.css';
import { pageText } from '../../i18n/pageText';
import { statusAnalyzerStrings } from './strings';

interface Props {
  readonly flags: readonly StatusFlag[];
  readonly headingAs: 'h3' | 'h4';
}

/** "Points to look at": each flag with its value, its threshold and the articles that explain it. */
export default function FlagList({ flags, headingAs }: Props): ReactNode {
  const { flagValue, flagThreshold } = statusFormat(useNumberFormat());
  return (
    <>
      <Heading as={headingAs} className={styles.subheading}>
        {pageText(statusAnalyzerStrings, 'statusAnalyzer.flags.heading')}
      </Heading>
      {flags.length === 0 ? (
        <p data-testid="status-analyzer-no-flags">
          {pageText(statusAnalyzerStrings, 'statusAnalyzer.flags.none')}
        </p>
      ) : (
        <ul className={styles.flags}>
          {flags.map((flag) => (
            <li
              key={flag.code}
              className={clsx(
                'alert',
                flag.severity === 'warning' ? 'alert--warning' : 'alert--info',
                styles.flag,
              )}
              data-testid={`status-analyzer-flag-${flag.code}`}
              data-severity={flag.severity}
            >
              <strong>{flagTitle(flag.code)}</strong>
              <p>{flagDetail(flag.code, flagValue(flag), flagThreshold(flag))}</p>
              <p className={styles.flagLinks}>
                {pageText(statusAnalyzerStrings, 'statusAnalyzer.flags.read')}{' '}
                {flag.articles.map((ref, index) => (
                  <React.Fragment key={`${ref.article}#${ref.anchor ?? ''}`}>
                    {index > 0 ? ' · ' : null}
                    <Link to={articleHref(ref)}>{articleLinkText(ref)}</Link>
                  </React.Fragment>
                ))}
              </p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
