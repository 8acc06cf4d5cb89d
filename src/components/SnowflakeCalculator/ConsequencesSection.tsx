import React, { type ReactNode } from 'react';
import Translate from '@docusaurus/Translate';
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
import { useBigIntFormat, yearsOf } from './format';
import styles from './styles.module.css';

interface Props {
  readonly layout: IdLayout;
  /** The reader's clock (null on the server and during hydration). */
  readonly nowMs: bigint | null;
  readonly headingAs: 'h3' | 'h4';
}

/** When IDs start to reach a threshold: a phrase that ends before the verb. */
function WhenPhrase({ report }: { readonly report: ThresholdReport }): ReactNode {
  const formatBig = useBigIntFormat();
  const field = report.driverField === null ? '' : fieldLabel(report.driverField);
  if (report.someFromMs !== null) {
    const some = <Instant ms={report.someFromMs} showLocal={false} />;
    if (report.allFromMs === null) {
      return (
        <Translate id="snowflake.when.timeSome" values={{ some }}>
          {'{some} 以降は一部の ID（ほかのフィールドの値が大きいもの）が'}
        </Translate>
      );
    }
    const all = <Instant ms={report.allFromMs} showLocal={false} />;
    return report.someFromMs === report.allFromMs ? (
      <Translate id="snowflake.when.timeAll" values={{ all }}>
        {'{all} 以降の ID はすべて'}
      </Translate>
    ) : (
      <Translate id="snowflake.when.timeBoth" values={{ some, all }}>
        {'{some} 以降は一部の ID が、{all} 以降はすべての ID が'}
      </Translate>
    );
  }
  if (report.someFromDriverValue !== null) {
    const some = formatBig(report.someFromDriverValue);
    if (report.allFromDriverValue === null) {
      return (
        <Translate id="snowflake.when.counterSome" values={{ field, some }}>
          {'{field} が {some} 以上になると一部の ID が'}
        </Translate>
      );
    }
    const all = formatBig(report.allFromDriverValue);
    return some === all ? (
      <Translate id="snowflake.when.counterAll" values={{ field, all }}>
        {'{field} が {all} 以上になると ID はすべて'}
      </Translate>
    ) : (
      <Translate id="snowflake.when.counterBoth" values={{ field, some, all }}>
        {'{field} が {some} 以上で一部の ID が、{all} 以上ですべての ID が'}
      </Translate>
    );
  }
  return <Translate id="snowflake.when.values">フィールドの値によっては ID が</Translate>;
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
      return (
        <Translate id="snowflake.now.none" values={{ limit }}>
          {'いま発行される ID はすべて {limit} 未満です。'}
        </Translate>
      );
    case 'some':
      return (
        <Translate id="snowflake.now.some" values={{ limit }}>
          {'いま発行される ID には {limit} 以上のものがあります（ほかのフィールドの値しだい）。'}
        </Translate>
      );
    case 'all':
      return (
        <Translate id="snowflake.now.all" values={{ limit }}>
          {'いま発行される ID はすべて {limit} 以上です。'}
        </Translate>
      );
    default:
      return null;
  }
}

/**
 * What the layout implies: when its clock runs out, how many IDs it can
 * mint, and whether its IDs fit a signed BIGINT and a JavaScript number.
 */
export default function ConsequencesSection({ layout, nowMs, headingAs }: Props): ReactNode {
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
        <Translate id="snowflake.consequences.heading">このレイアウトで決まること</Translate>
      </Heading>
      <dl className={styles.facts}>
        <div>
          <dt>
            <Translate id="snowflake.consequences.overflow">
              タイムスタンプが桁あふれする日時
            </Translate>
          </dt>
          <dd>
            {c.timestamp !== null ? (
              <>
                <Instant ms={c.timestamp.overflowAtMs} testId="snowflake-overflow" />
                <span className={styles.hintBlock}>
                  <Translate
                    id="snowflake.consequences.lifespan"
                    values={{
                      epoch: <Instant ms={c.timestamp.epochMs} showLocal={false} />,
                      years: format.significant(yearsOf(c.timestamp.lifespanMs)),
                      bits: c.timestamp.bits,
                      unit: String(c.timestamp.unitMs),
                    }}
                  >
                    {'エポック {epoch} から約 {years} 年（2^{bits} × {unit} ms）。'}
                  </Translate>
                </span>
              </>
            ) : (
              <span data-testid="snowflake-overflow">
                {counter ? (
                  <Translate
                    id="snowflake.consequences.noClock"
                    values={{
                      field: fieldLabel(counter.field.name),
                      count: formatBig(counter.maxValue + 1n),
                    }}
                  >
                    {
                      'タイムスタンプがないので日時では尽きません。{field} が {count} 通りを使い切ると終わりです。'
                    }
                  </Translate>
                ) : (
                  <Translate id="snowflake.consequences.noClockNoCounter">
                    タイムスタンプも連番もないので、ID は生成器ごとに 1 つしか作れません。
                  </Translate>
                )}
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt>
            <Translate id="snowflake.consequences.perGenerator">1 生成器あたりの ID の数</Translate>
          </dt>
          <dd>
            {c.idsPerSecondPerGenerator !== null && c.timestamp !== null ? (
              <Translate
                id="snowflake.consequences.perSecond"
                values={{
                  perSecond: (
                    <strong data-testid="snowflake-ids-per-second">
                      {formatBig(c.idsPerSecondPerGenerator)}
                    </strong>
                  ),
                  perTick: formatBig(c.sequenceCapacity),
                  unit: String(c.timestamp.unitMs),
                  bits: sequenceBits,
                }}
              >
                {'毎秒 {perSecond} 個（連番 {bits} ビットで {unit} ms ごとに {perTick} 個）'}
              </Translate>
            ) : (
              <Translate
                id="snowflake.consequences.total"
                values={{
                  total: (
                    <strong data-testid="snowflake-ids-per-second">
                      {formatBig(c.sequenceCapacity)}
                    </strong>
                  ),
                }}
              >
                {'時刻で区切らないので、全部で {total} 個'}
              </Translate>
            )}
          </dd>
        </div>
        <div>
          <dt>
            <Translate id="snowflake.consequences.generators">区別できる生成器の数</Translate>
          </dt>
          <dd>
            <Translate
              id="snowflake.consequences.generatorCount"
              values={{
                count: (
                  <strong data-testid="snowflake-generators">{formatBig(c.generatorCount)}</strong>
                ),
                bits: nodeBits,
              }}
            >
              {'{count}（ノードのフィールド計 {bits} ビット）'}
            </Translate>
            {c.idsPerSecondAllGenerators !== null ? (
              <span className={styles.hintBlock}>
                <Translate
                  id="snowflake.consequences.allGenerators"
                  values={{ total: formatBig(c.idsPerSecondAllGenerators) }}
                >
                  {'全生成器の合計で毎秒最大 {total} 個。'}
                </Translate>
              </span>
            ) : null}
            {nodeBits === 0 ? (
              <span className={styles.hintBlock}>
                <Translate id="snowflake.consequences.singleGenerator">
                  ノードのフィールドがないので、生成器は 1
                  つだけか、連番を共有する仕組みが必要です。
                </Translate>
              </span>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>
            <Translate id="snowflake.consequences.bigint">
              符号付き BIGINT（Java の long）に収まるか
            </Translate>
          </dt>
          <dd data-testid="snowflake-bigint">
            {c.signedBigint.ever ? (
              <Translate
                id="snowflake.consequences.bigintNo"
                values={{ when: <WhenPhrase report={c.signedBigint} /> }}
              >
                {
                  '収まりません。{when} 2⁶³ 以上になり、符号付き BIGINT では負の値になります。BIGINT UNSIGNED に格納してください。'
                }
              </Translate>
            ) : (
              <Translate id="snowflake.consequences.bigintYes">
                収まります。どの ID も 2⁶³ 未満なので、符号付き BIGINT でも正の値のままです。
              </Translate>
            )}
            {nowMs !== null && c.signedBigint.ever ? (
              <span className={styles.hintBlock}>
                <NowVerdict report={c.signedBigint} limit="2⁶³" />
              </span>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>
            <Translate id="snowflake.consequences.js">
              JavaScript の number（2⁵³ 未満）で扱えるか
            </Translate>
          </dt>
          <dd data-testid="snowflake-js">
            {c.jsSafeInteger.ever ? (
              <Translate
                id="snowflake.consequences.jsNo"
                values={{ when: <WhenPhrase report={c.jsSafeInteger} /> }}
              >
                {
                  '扱えません。{when} 2⁵³（9,007,199,254,740,992）以上になり、JSON.parse などで number にすると下位の桁が丸められます。ブラウザーやクライアントには文字列で渡してください。'
                }
              </Translate>
            ) : (
              <Translate id="snowflake.consequences.jsYes">
                扱えます。どの ID も 2⁵³ 未満なので、JavaScript の number で正確に表せます。
              </Translate>
            )}
            {nowMs !== null && c.jsSafeInteger.ever ? (
              <span className={styles.hintBlock}>
                <NowVerdict report={c.jsSafeInteger} limit="2⁵³" />
              </span>
            ) : null}
          </dd>
        </div>
        {nowMs !== null && c.timestamp !== null ? (
          <div>
            <dt>
              <Translate id="snowflake.consequences.now">いま発行される ID の範囲</Translate>
            </dt>
            <dd>
              {c.now.status === 'ok' && c.now.smallestId !== null && c.now.largestId !== null ? (
                <span className={styles.mono}>
                  {c.now.smallestId.toString()}
                  {' – '}
                  {c.now.largestId.toString()}
                </span>
              ) : c.now.status === 'before-epoch' ? (
                <Translate id="snowflake.consequences.nowBeforeEpoch">
                  エポックがまだ来ていないため、いまは ID を作れません。
                </Translate>
              ) : (
                <Translate id="snowflake.consequences.nowAfterOverflow">
                  タイムスタンプはすでに桁あふれしています。
                </Translate>
              )}
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
