import React, { type ReactNode } from 'react';
import { decode, type IdLayout, positionFields, roundToDouble } from '../../calculators/snowflake';
import ResultList, { Result } from '../ResultList';
import Instant from './Instant';
import { fieldLabel } from './labels';
import { hex64, useBigIntFormat } from './format';
import styles from './styles.module.css';
import { pageText } from '../../i18n/pageText';
import { snowflakeStrings } from './strings';

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
          term={pageText(snowflakeStrings, 'snowflake.decode.id')}
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
            term={pageText(snowflakeStrings, 'snowflake.decode.time')}
            value={<Instant ms={decoded.timestampMs} testId="snowflake-decoded-iso" />}
            emphasis="headline"
          />
        ) : (
          <Result
            term={pageText(snowflakeStrings, 'snowflake.decode.time')}
            value={pageText(snowflakeStrings, 'snowflake.decode.noTime')}
          />
        )}
      </ResultList>
      <div className={styles.tableWrapper}>
        <table className={styles.table}>
          <caption>{pageText(snowflakeStrings, 'snowflake.decode.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{pageText(snowflakeStrings, 'snowflake.decode.field')}</th>
              <th scope="col">{pageText(snowflakeStrings, 'snowflake.decode.bits')}</th>
              <th scope="col">{pageText(snowflakeStrings, 'snowflake.decode.value')}</th>
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
                        {pageText(snowflakeStrings, 'snowflake.decode.ticks', {
                          epoch: String(field.epochMs),
                          unit: String(field.unitMs),
                        })}
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
          {pageText(snowflakeStrings, 'snowflake.decode.jsRounded', {
            rounded: <code>{roundToDouble(id).toString()}</code>,
          })}
        </p>
      ) : null}
      {id >= SIGN_BIT ? (
        <p className="alert alert--warning">
          {pageText(snowflakeStrings, 'snowflake.decode.negative', {
            signed: <code>{BigInt.asIntN(64, id).toString()}</code>,
          })}
        </p>
      ) : null}
    </>
  );
}
