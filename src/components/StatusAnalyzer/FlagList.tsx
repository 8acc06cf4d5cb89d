import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import type { StatusFlag } from '../../calculators/status-analyzer/analyzeStatus';
import { articleHref } from '../../calculators/status-analyzer/articles';
import { useNumberFormat } from '../../hooks/useNumberFormat';
import { articleLinkText, flagDetail, flagTitle } from './messages';
import { statusFormat } from './format';
import styles from './styles.module.css';

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
        <Translate id="statusAnalyzer.flags.heading">気になる点</Translate>
      </Heading>
      {flags.length === 0 ? (
        <p data-testid="status-analyzer-no-flags">
          <Translate id="statusAnalyzer.flags.none">
            この間の値には、目安を外れたものはありませんでした。
          </Translate>
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
                <Translate id="statusAnalyzer.flags.read">解説:</Translate>{' '}
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
