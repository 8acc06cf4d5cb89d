import React, { type ReactNode } from 'react';
import Heading from '@theme/Heading';
import {
  type IdLayout,
  layoutConsequences,
  positionFields,
  type ThresholdReport,
} from '../../calculators/snowflake';
import { useNumberFormat } from '../../hooks/useNumberFormat';
import Instant from './Instant';
import { fieldLabel } from './labels';
import { useBigIntFormat, useNowMs, yearsOf } from './format';
import styles from './styles.module.css';
import { pageText } from '../../i18n/pageText';
import { snowflakeStrings } from './strings';

interface Props {
  readonly layout: IdLayout;
  readonly headingAs: 'h3' | 'h4';
}

/** When IDs start to reach a threshold: a phrase that ends before the verb. */
function WhenPhrase({ report }: { readonly report: ThresholdReport }): ReactNode {
  const formatBig = useBigIntFormat();
  const field = report.driverField === null ? '' : fieldLabel(report.driverField);
  if (report.someFromMs !== null) {
    const some = <Instant ms={report.someFromMs} showLocal={false} />;
    if (report.allFromMs === null) {
      return pageText(snowflakeStrings, 'snowflake.when.timeSome', { some });
    }
    const all = <Instant ms={report.allFromMs} showLocal={false} />;
    return report.someFromMs === report.allFromMs
      ? pageText(snowflakeStrings, 'snowflake.when.timeAll', { all })
      : pageText(snowflakeStrings, 'snowflake.when.timeBoth', { some, all });
  }
  if (report.someFromDriverValue !== null) {
    const some = formatBig(report.someFromDriverValue);
    if (report.allFromDriverValue === null) {
      return pageText(snowflakeStrings, 'snowflake.when.counterSome', { field, some });
    }
    const all = formatBig(report.allFromDriverValue);
    return some === all
      ? pageText(snowflakeStrings, 'snowflake.when.counterAll', { field, all })
      : pageText(snowflakeStrings, 'snowflake.when.counterBoth', { field, some, all });
  }
  return pageText(snowflakeStrings, 'snowflake.when.values');
}

function NowVerdict({
  report,
  limit,
}: {
  readonly report: ThresholdReport;
  readonly limit: string;
}): ReactNode {
  switch (report.now) {
    case 'none':
      return pageText(snowflakeStrings, 'snowflake.now.none', { limit });
    case 'some':
      return pageText(snowflakeStrings, 'snowflake.now.some', { limit });
    case 'all':
      return pageText(snowflakeStrings, 'snowflake.now.all', { limit });
    default:
      return null;
  }
}

/**
 * What the layout implies: when its clock runs out, how many IDs it can
 * mint, and whether its IDs fit a signed BIGINT and a JavaScript number.
 */
export default function ConsequencesSection({ layout, headingAs }: Props): ReactNode {
  // The reader's clock (null on the server and during hydration), read here,
  // its only user: its arrival after hydration re-renders this section, not
  // the whole calculator.
  const nowMs = useNowMs();
  const format = useNumberFormat();
  const formatBig = useBigIntFormat();
  const c = layoutConsequences(layout, nowMs ?? 0n);
  const positioned = positionFields(layout);
  const counter = positioned.find((p) => p.field.kind === 'sequence');
  const nodeBits = positioned
    .filter((p) => p.field.kind === 'node')
    .reduce((sum, p) => sum + p.field.bits, 0);
  const sequenceBits = positioned
    .filter((p) => p.field.kind === 'sequence')
    .reduce((sum, p) => sum + p.field.bits, 0);

  return (
    <section aria-labelledby="snowflake-consequences-heading" className={styles.section}>
      <Heading as={headingAs} id="snowflake-consequences-heading" className={styles.subheading}>
        {pageText(snowflakeStrings, 'snowflake.consequences.heading')}
      </Heading>
      <dl className={styles.facts}>
        <div>
          <dt>{pageText(snowflakeStrings, 'snowflake.consequences.overflow')}</dt>
          <dd>
            {c.timestamp !== null ? (
              <>
                <Instant ms={c.timestamp.overflowAtMs} testId="snowflake-overflow" />
                <span className={styles.hintBlock}>
                  {pageText(snowflakeStrings, 'snowflake.consequences.lifespan', {
                    epoch: <Instant ms={c.timestamp.epochMs} showLocal={false} />,
                    years: format.significant(yearsOf(c.timestamp.lifespanMs)),
                    bits: c.timestamp.bits,
                    unit: String(c.timestamp.unitMs),
                  })}
                </span>
              </>
            ) : (
              <span data-testid="snowflake-overflow">
                {counter
                  ? pageText(snowflakeStrings, 'snowflake.consequences.noClock', {
                      field: fieldLabel(counter.field.name),
                      count: formatBig(counter.maxValue + 1n),
                    })
                  : pageText(snowflakeStrings, 'snowflake.consequences.noClockNoCounter')}
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt>{pageText(snowflakeStrings, 'snowflake.consequences.perGenerator')}</dt>
          <dd>
            {c.idsPerSecondPerGenerator !== null && c.timestamp !== null
              ? pageText(snowflakeStrings, 'snowflake.consequences.perSecond', {
                  perSecond: (
                    <strong data-testid="snowflake-ids-per-second">
                      {formatBig(c.idsPerSecondPerGenerator)}
                    </strong>
                  ),
                  perTick: formatBig(c.sequenceCapacity),
                  unit: String(c.timestamp.unitMs),
                  bits: sequenceBits,
                })
              : pageText(snowflakeStrings, 'snowflake.consequences.total', {
                  total: (
                    <strong data-testid="snowflake-ids-per-second">
                      {formatBig(c.sequenceCapacity)}
                    </strong>
                  ),
                })}
          </dd>
        </div>
        <div>
          <dt>{pageText(snowflakeStrings, 'snowflake.consequences.generators')}</dt>
          <dd>
            {pageText(snowflakeStrings, 'snowflake.consequences.generatorCount', {
              count: (
                <strong data-testid="snowflake-generators">{formatBig(c.generatorCount)}</strong>
              ),
              bits: nodeBits,
            })}
            {c.idsPerSecondAllGenerators !== null ? (
              <span className={styles.hintBlock}>
                {pageText(snowflakeStrings, 'snowflake.consequences.allGenerators', {
                  total: formatBig(c.idsPerSecondAllGenerators),
                })}
              </span>
            ) : null}
            {nodeBits === 0 ? (
              <span className={styles.hintBlock}>
                {pageText(snowflakeStrings, 'snowflake.consequences.singleGenerator')}
              </span>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>{pageText(snowflakeStrings, 'snowflake.consequences.bigint')}</dt>
          <dd data-testid="snowflake-bigint">
            {c.signedBigint.ever
              ? pageText(snowflakeStrings, 'snowflake.consequences.bigintNo', {
                  when: <WhenPhrase report={c.signedBigint} />,
                })
              : pageText(snowflakeStrings, 'snowflake.consequences.bigintYes')}
            {nowMs !== null && c.signedBigint.ever ? (
              <span className={styles.hintBlock}>
                <NowVerdict report={c.signedBigint} limit="2⁶³" />
              </span>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>{pageText(snowflakeStrings, 'snowflake.consequences.js')}</dt>
          <dd data-testid="snowflake-js">
            {c.jsSafeInteger.ever
              ? pageText(snowflakeStrings, 'snowflake.consequences.jsNo', {
                  when: <WhenPhrase report={c.jsSafeInteger} />,
                })
              : pageText(snowflakeStrings, 'snowflake.consequences.jsYes')}
            {nowMs !== null && c.jsSafeInteger.ever ? (
              <span className={styles.hintBlock}>
                <NowVerdict report={c.jsSafeInteger} limit="2⁵³" />
              </span>
            ) : null}
          </dd>
        </div>
        {nowMs !== null && c.timestamp !== null ? (
          <div>
            <dt>{pageText(snowflakeStrings, 'snowflake.consequences.now')}</dt>
            <dd>
              {c.now.status === 'ok' && c.now.smallestId !== null && c.now.largestId !== null ? (
                <span className={styles.mono}>
                  {c.now.smallestId.toString()}
                  {' – '}
                  {c.now.largestId.toString()}
                </span>
              ) : c.now.status === 'before-epoch' ? (
                pageText(snowflakeStrings, 'snowflake.consequences.nowBeforeEpoch')
              ) : (
                pageText(snowflakeStrings, 'snowflake.consequences.nowAfterOverflow')
              )}
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
