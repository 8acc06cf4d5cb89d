import React, { type ReactNode } from 'react';
import Translate from '@docusaurus/Translate';
import { decode, type IdLayout, positionFields, roundToDouble } from '../../calculators/snowflake';
import ResultList, { Result } from '../ResultList';
import Instant from './Instant';
import { fieldLabel } from './labels';
import { hex64, useBigIntFormat } from './format';
import styles from './styles.module.css';

const JS_SAFE_LIMIT = 1n << 53n;
const SIGN_BIT = 1n << 63n;

/** An ID split into its fields, with its creation time and the ways clients can mangle it. */
export default function DecodedId({
  id,
  layout,
}: {
  readonly id: bigint;
  readonly layout: IdLayout;
}): ReactNode {
  const formatBig = useBigIntFormat();
  const decoded = decode(id, layout);
  const positioned = positionFields(layout);
  return (
    <>
      <ResultList compact className={styles.resultList}>
        <Result
          term={<Translate id="snowflake.decode.id">ID（10 進/16 進）</Translate>}
          value={
            <>
              <span data-testid="snowflake-decoded-id">{id.toString()}</span>
              <br />
              <span className={styles.muted}>{hex64(id)}</span>
            </>
          }
          valueClassName={styles.mono}
        />
        {decoded.timestampMs !== null ? (
          <Result
            term={<Translate id="snowflake.decode.time">作成日時（ISO 8601、UTC）</Translate>}
            value={<Instant ms={decoded.timestampMs} testId="snowflake-decoded-iso" />}
            emphasis="headline"
          />
        ) : (
          <Result
            term={<Translate id="snowflake.decode.time">作成日時（ISO 8601、UTC）</Translate>}
            value={
              <Translate id="snowflake.decode.noTime">
                このレイアウトにはタイムスタンプがありません。
              </Translate>
            }
          />
        )}
      </ResultList>
      <div className={styles.tableWrapper}>
        <table className={styles.table}>
          <caption>
            <Translate id="snowflake.decode.caption">
              フィールドごとの値（上が最上位ビット側）
            </Translate>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Translate id="snowflake.decode.field">フィールド</Translate>
              </th>
              <th scope="col">
                <Translate id="snowflake.decode.bits">ビット</Translate>
              </th>
              <th scope="col">
                <Translate id="snowflake.decode.value">値</Translate>
              </th>
            </tr>
          </thead>
          <tbody>
            {positioned.map(({ field, shift, width }) => {
              const value = decoded.fields[field.name] ?? 0n;
              const label = fieldLabel(field.name);
              return (
                <tr key={field.name}>
                  <th scope="row">
                    {label}
                    {label === field.name ? null : (
                      <>
                        {' '}
                        <code>{field.name}</code>
                      </>
                    )}
                  </th>
                  <td className={styles.nowrap}>
                    {width > 1n ? `${shift + width - 1n}–${shift}` : shift.toString()}
                  </td>
                  <td className={styles.mono} data-testid={`snowflake-field-${field.name}`}>
                    {formatBig(value)}
                    {field.kind === 'timestamp' ? (
                      <span className={styles.muted}>
                        {' '}
                        <Translate
                          id="snowflake.decode.ticks"
                          values={{
                            epoch: String(field.epochMs),
                            unit: String(field.unitMs),
                          }}
                        >
                          {'（単位数。Unix ミリ秒 = {epoch} + 値 × {unit}）'}
                        </Translate>
                      </span>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {id >= JS_SAFE_LIMIT ? (
        <p className="alert alert--info" data-testid="snowflake-js-rounded">
          <Translate
            id="snowflake.decode.jsRounded"
            values={{ rounded: <code>{roundToDouble(id).toString()}</code> }}
          >
            {
              'この ID は 2⁵³ 以上なので、JavaScript の number（JSON.parse の結果など）では {rounded} に丸められ、別の ID を指してしまいます。API では文字列として渡してください。'
            }
          </Translate>
        </p>
      ) : null}
      {id >= SIGN_BIT ? (
        <p className="alert alert--warning">
          <Translate
            id="snowflake.decode.negative"
            values={{ signed: <code>{BigInt.asIntN(64, id).toString()}</code> }}
          >
            {
              'この ID は 2⁶³ 以上なので、符号付き BIGINT（Java の long）では負の値 {signed} になります。'
            }
          </Translate>
        </p>
      ) : null}
    </>
  );
}
