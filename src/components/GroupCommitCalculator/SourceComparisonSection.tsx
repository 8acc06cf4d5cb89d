import React, { type ReactNode } from 'react';
import Heading from '@theme/Heading';
import type { GroupCommitErrorCode } from '../../calculators/group-commit/groupCommitModel';
import type { SourceComparison } from '../../calculators/group-commit/sourceComparison';
import type { CalculationResult } from '../../calculators/group-commit/types';
import { useNumberFormat } from '../../hooks/useNumberFormat';
import { errorMessage } from './messages';
import styles from './styles.module.css';
import { pageText } from '../../i18n/pageText';
import { groupCommitStrings } from './strings';

interface Props {
  readonly comparison: CalculationResult<SourceComparison, GroupCommitErrorCode>;
  /** h3 on the calculator page, h4 inside an article. */
  readonly headingAs: 'h3' | 'h4';
}

/** The model at the 2009 benchmark's settings next to the post's measurements, and why they differ. */
export default function SourceComparisonSection({ comparison, headingAs }: Props): ReactNode {
  const format = useNumberFormat();
  return (
    <section aria-labelledby="group-commit-source" className={styles.section}>
      <Heading as={headingAs} id="group-commit-source" className={styles.subheading}>
        {pageText(groupCommitStrings, 'groupCommit.compare.heading')}
      </Heading>
      {comparison.ok ? (
        <div data-testid="group-commit-source-comparison">
          <p>
            {pageText(groupCommitStrings, 'groupCommit.compare.intro', {
              other: `${format.number(comparison.value.otherTimeUs)} µs`,
            })}
          </p>
          <SourceComparisonTable comparison={comparison.value} />
          <p className={styles.note}>
            {pageText(groupCommitStrings, 'groupCommit.compare.explain', {
              ratio: format.number(comparison.value.pluginMeasuredOverModel, 1),
            })}
          </p>
        </div>
      ) : (
        <p className="alert alert--warning" data-testid="group-commit-source-comparison">
          {errorMessage(comparison.code)}
        </p>
      )}
    </section>
  );
}

/** fsyncs per 100,000 transactions and the speed-up: the model's column and the post's. */
function SourceComparisonTable({
  comparison,
}: {
  readonly comparison: SourceComparison;
}): ReactNode {
  const format = useNumberFormat();
  const times = (value: string) =>
    pageText(groupCommitStrings, 'groupCommit.compare.times', { value });
  return (
    <div className={styles.tableWrapper}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{pageText(groupCommitStrings, 'groupCommit.compare.item')}</th>
            <th scope="col">{pageText(groupCommitStrings, 'groupCommit.compare.model')}</th>
            <th scope="col">{pageText(groupCommitStrings, 'groupCommit.compare.measured')}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{pageText(groupCommitStrings, 'groupCommit.compare.builtin')}</th>
            <td>{format.number(comparison.builtin.model, 0)}</td>
            <td>{format.number(comparison.builtin.measured, 0)}</td>
          </tr>
          <tr>
            <th scope="row">{pageText(groupCommitStrings, 'groupCommit.compare.plugin')}</th>
            <td data-testid="group-commit-source-plugin-model">
              {format.number(comparison.plugin.model, 0)}
            </td>
            <td>{format.number(comparison.plugin.measured, 0)}</td>
          </tr>
          <tr>
            <th scope="row">{pageText(groupCommitStrings, 'groupCommit.compare.speedup')}</th>
            <td>{times(format.significant(comparison.speedup.model))}</td>
            <td>{times(format.number(comparison.speedup.measured, 1))}</td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}
