import React, { useState, type ReactNode } from 'react';
import Heading from '@theme/Heading';
import {
  type DecodedId,
  encodeChecked,
  type FieldValueIssue,
  type FieldValues,
  findTimestamp,
  formatIsoUtc,
  type IdLayout,
  parseFieldValues,
  parseId,
  parseIsoInstant,
  positionFields,
  serializeFieldValues,
  smallestIdAt,
  ticksAt,
} from '../../calculators/snowflake';
import type { ParamError } from '../../calculators/shared/queryParams';
import { problemThenFallback } from '../CalculatorFrame/paramErrorMessage';
import ResultList, { Result } from '../ResultList';
import TextField from './TextField';
import { fieldLabel } from './labels';
import { fieldValueMessage, idErrorMessage, instantMessage, instantParseMessage } from './messages';
import { hex64, useBigIntFormat } from './format';
import { snowflakeParams } from './params';
import styles from './styles.module.css';
import { pageText } from '../../i18n/pageText';
import { snowflakeStrings } from './strings';

interface Props {
  readonly layout: IdLayout;
  /** The `at` parameter as typed, its checked value and its error. */
  readonly atText: string;
  readonly atValue: string;
  readonly atError: ParamError | undefined;
  /** The `values` parameter as it stands (`name-decimal` pairs). */
  readonly valuesText: string;
  readonly onChange: (texts: { at?: string; values?: string }) => void;
  /** The decoded ID, for "use these values". */
  readonly decoded: DecodedId | null;
  readonly headingAs: 'h3' | 'h4';
}

/** SQL, the same in every language. */
const SQL_LOWER_BOUND = 'WHERE id >= ';

interface ValuesDraft {
  readonly source: string;
  /** What each field's input shows, by field name. */
  readonly raw: Readonly<Record<string, string>>;
}

/**
 * The link's values as field texts. A list with an unreadable pair is
 * ignored as a whole, like any rejected parameter: the default (no values)
 * stands in, and the link drops it (the parameter's `accepts`).
 */
function rawOf(valuesText: string): Record<string, string> {
  const raw: Record<string, string> = {};
  const parsed = parseFieldValues(valuesText);
  if (parsed.rejected > 0) return raw;
  for (const [name, value] of parsed.values) raw[name] = value.toString();
  return raw;
}

/** Reads one field's input: empty means 0. */
function readValue(text: string | undefined) {
  const normalised = (text ?? '').normalize('NFKC');
  if (normalised.trim() === '') return { ok: true as const, value: 0n };
  return parseId(normalised);
}

/**
 * Encoding: an instant and field values → the ID, and the smallest ID of an
 * instant for range queries. Field inputs keep what the reader typed; only
 * valid values go into the URL.
 */
export default function EncodeSection({
  layout,
  atText,
  atValue,
  atError,
  valuesText,
  onChange,
  decoded,
  headingAs,
}: Props): ReactNode {
  const formatBig = useBigIntFormat();
  const [draft, setDraft] = useState<ValuesDraft>(() => ({
    source: valuesText,
    raw: rawOf(valuesText),
  }));
  let raw = draft.raw;
  if (draft.source !== valuesText) {
    raw = rawOf(valuesText);
    setDraft({ source: valuesText, raw });
  }

  const timestamp = findTimestamp(layout);
  const editable = positionFields(layout).filter(
    ({ field }) => field.kind === 'node' || field.kind === 'sequence',
  );
  const rejectedPairs = parseFieldValues(valuesText).rejected;

  // The instant: the typed one, or the default when it cannot be read.
  const defaultAtMs = parseIsoInstant(snowflakeParams.at.defaultValue);
  const fallbackAt = defaultAtMs.ok ? defaultAtMs.value : 0n;
  let atMs = fallbackAt;
  let atMessage: string | null = null;
  if (atError) {
    atMessage =
      atError.code === 'tooLong'
        ? instantParseMessage('too-long')
        : instantParseMessage('malformed');
  } else {
    const parsed = parseIsoInstant(atValue);
    if (parsed.ok) atMs = parsed.value;
    else atMessage = instantParseMessage(parsed.code);
  }
  if (atMessage !== null) {
    atMessage = problemThenFallback(
      atMessage,
      pageText(snowflakeStrings, 'snowflake.encode.atFallback', {
        fallback: snowflakeParams.at.defaultValue,
      }),
    );
  }

  // Field values: what parses, else 0 with a message.
  const values: Record<string, bigint> = {};
  const fieldErrors: Record<string, string> = {};
  for (const { field } of editable) {
    const result = readValue(raw[field.name]);
    if (result.ok) values[field.name] = result.value;
    else fieldErrors[field.name] = idErrorMessage(result.code);
  }

  const setField = (name: string, text: string) => {
    const nextRaw = { ...raw, [name]: text };
    const entries: [string, bigint][] = [];
    for (const [key, value] of Object.entries(nextRaw)) {
      const result = readValue(value);
      if (result.ok && value.trim() !== '') entries.push([key, result.value]);
    }
    const canonical = serializeFieldValues(entries);
    setDraft({ source: canonical, raw: nextRaw });
    if (canonical !== valuesText) onChange({ values: canonical });
  };

  const epochText = timestamp ? formatIsoUtc(timestamp.field.epochMs) : '';
  const overflowText = timestamp
    ? formatIsoUtc(timestamp.field.epochMs + (timestamp.maxValue + 1n) * timestamp.field.unitMs)
    : '';
  const ticks = timestamp ? ticksAt(atMs, layout) : null;
  const instantError =
    ticks !== null && !ticks.ok
      ? instantMessage(ticks.code, { epoch: epochText, overflow: overflowText })
      : null;

  const fieldValues: FieldValues =
    timestamp && ticks?.ok ? { ...values, [timestamp.field.name]: ticks.value } : values;
  const encoded = instantError === null ? encodeChecked(fieldValues, layout) : null;
  const valueIssues: readonly FieldValueIssue[] = encoded && !encoded.ok ? encoded.errors : [];
  for (const issue of valueIssues) {
    const positioned = editable.find((p) => p.field.name === issue.fieldName);
    fieldErrors[issue.fieldName] ??= fieldValueMessage(
      issue.code,
      positioned ? formatBig(positioned.maxValue) : '',
    );
  }
  // Values that do not fit fall back to 0, so an ID is always shown.
  const usable: Record<string, bigint> = { ...fieldValues };
  for (const name of Object.keys(fieldErrors)) usable[name] = 0n;
  const fallbackEncoded = instantError === null ? encodeChecked(usable, layout) : null;
  const id = fallbackEncoded?.ok ? fallbackEncoded.value : null;
  const hasFieldErrors = Object.keys(fieldErrors).length > 0;

  const smallest = timestamp ? smallestIdAt(atMs, layout) : null;

  const useDecoded = () => {
    if (decoded === null) return;
    const entries: [string, bigint][] = editable.map(({ field }) => [
      field.name,
      decoded.fields[field.name] ?? 0n,
    ]);
    const next: { at?: string; values?: string } = { values: serializeFieldValues(entries) };
    if (decoded.timestampMs !== null && timestamp) next.at = formatIsoUtc(decoded.timestampMs);
    onChange(next);
  };

  return (
    <section aria-labelledby="snowflake-encode-heading" className={styles.section}>
      <Heading as={headingAs} id="snowflake-encode-heading" className={styles.subheading}>
        {pageText(snowflakeStrings, 'snowflake.encode.heading')}
      </Heading>
      <div className={styles.twoColumns}>
        <div className={styles.stack}>
          {timestamp ? (
            <TextField
              name="at"
              label={pageText(snowflakeStrings, 'snowflake.encode.at')}
              value={atText}
              code
              onChange={(text) => {
                onChange({ at: text });
              }}
              error={atMessage}
              hint={pageText(snowflakeStrings, 'snowflake.encode.at.hint')}
            />
          ) : (
            <p className={styles.hint}>
              {pageText(snowflakeStrings, 'snowflake.encode.noTimestamp')}
            </p>
          )}
          <div className={styles.toolbar}>
            {timestamp ? (
              <button
                type="button"
                className="button button--secondary button--sm"
                onClick={() => {
                  onChange({ at: formatIsoUtc(BigInt(Date.now())) });
                }}
              >
                {pageText(snowflakeStrings, 'snowflake.encode.now')}
              </button>
            ) : null}
            <button
              type="button"
              className="button button--secondary button--sm"
              disabled={decoded === null}
              onClick={useDecoded}
            >
              {pageText(snowflakeStrings, 'snowflake.encode.useDecoded')}
            </button>
          </div>
          {editable.map(({ field, maxValue }) => (
            <TextField
              key={field.name}
              name={`value-${field.name}`}
              label={pageText(snowflakeStrings, 'snowflake.encode.fieldValue', {
                field: fieldLabel(field.name),
                bits: field.bits,
              })}
              value={raw[field.name] ?? ''}
              placeholder="0"
              inputMode="numeric"
              code
              onChange={(text) => {
                setField(field.name, text);
              }}
              error={
                fieldErrors[field.name]
                  ? `${fieldErrors[field.name]} ${pageText(snowflakeStrings, 'snowflake.encode.valueFallback')}`
                  : null
              }
              hint={pageText(snowflakeStrings, 'snowflake.encode.range', {
                max: formatBig(maxValue),
              })}
            />
          ))}
          {rejectedPairs > 0 ? (
            <p className="alert alert--warning" role="alert">
              {pageText(snowflakeStrings, 'snowflake.encode.rejectedPairs', {
                count: rejectedPairs,
              })}
            </p>
          ) : null}
        </div>
        <div className={styles.stack} aria-live="polite">
          <ResultList compact className={styles.resultList}>
            <Result
              term={pageText(snowflakeStrings, 'snowflake.encode.result')}
              value={
                id !== null ? (
                  <>
                    <span className={styles.headline} data-testid="snowflake-encoded-id">
                      {id.toString()}
                    </span>
                    <br />
                    <span className={styles.muted}>{hex64(id)}</span>
                    {hasFieldErrors ? (
                      <span className={styles.hintBlock}>
                        {pageText(snowflakeStrings, 'snowflake.encode.partial')}
                      </span>
                    ) : null}
                  </>
                ) : (
                  instantError
                )
              }
              valueClassName={id !== null ? styles.mono : undefined}
              testId={id !== null ? undefined : 'snowflake-encoded-id-error'}
            />
            {timestamp ? (
              <Result
                term={pageText(snowflakeStrings, 'snowflake.encode.smallest')}
                value={
                  smallest?.ok ? (
                    <>
                      <code className={styles.sql}>
                        {SQL_LOWER_BOUND}
                        <span data-testid="snowflake-smallest-id">{smallest.value.toString()}</span>
                      </code>
                      <p className={styles.hint}>
                        {timestamp.field.unitMs > 1n
                          ? pageText(snowflakeStrings, 'snowflake.encode.smallest.tick', {
                              unit: String(timestamp.field.unitMs),
                            })
                          : pageText(snowflakeStrings, 'snowflake.encode.smallest.hint')}
                      </p>
                    </>
                  ) : smallest ? (
                    instantMessage(smallest.code, { epoch: epochText, overflow: overflowText })
                  ) : null
                }
              />
            ) : null}
          </ResultList>
        </div>
      </div>
    </section>
  );
}
