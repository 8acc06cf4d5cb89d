import React, { useId, useState, type DragEvent, type ReactNode } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
// Types only: the schema (zod) is imported when a reader gives a file, not with the page.
import type { Dataset } from '../../datasets/schema';
import {
  MAX_READER_FILE_BYTES,
  comparisonFileName,
  comparisonJson,
  readReaderResult,
  readerEnvironmentText,
  readerErrorMessage,
  type ReaderPoint,
  type ReaderResult,
  type ReaderResultError,
} from '../../datasets/readerResults';
import { readerResultStrings } from '../../datasets/readerResultStrings';
import type { MessageKey } from '../../i18n/messages';
import { pageText } from '../../i18n/pageText';
import type { DatasetFormat } from '../DatasetChart/format';
import LangMarkedText from '../LangMarkedText';
import actionStyles from '../DatasetChart/actions.module.css';
import tableStyles from '../DatasetChart/dataTable.module.css';
import styles from './styles.module.css';
import { downloadText } from '../../lib/downloadText';

export interface ReaderResultsProps {
  /** The dataset the chart shows (it has a chart). */
  readonly dataset: Dataset;
  /** The reader's result drawn now, or null. */
  readonly result: ReaderResult | null;
  readonly onChange: (result: ReaderResult | null) => void;
  readonly format: DatasetFormat;
}

const text = (
  key: MessageKey<typeof readerResultStrings>,
  values?: Record<string, string | number>,
) => pageText(readerResultStrings, key, values);

const JSON_TYPE = 'application/json;charset=utf-8';

function ErrorMessage({
  error,
  locale,
}: {
  error: ReaderResultError;
  locale: 'ja' | 'en';
}): ReactNode {
  const message = readerErrorMessage(error, locale);
  return (
    <div className={styles.error} data-reader-error={error.kind}>
      <p>{message.text}</p>
      {message.issues.length > 0 ? (
        // The schema words its issues in English (src/datasets/schema.ts).
        <ul lang="en" className={styles.issues}>
          {message.issues.map((issue) => (
            <li key={issue}>
              <code>{issue}</code>
            </li>
          ))}
          {message.moreIssues > 0 ? (
            <li lang={locale}>{text('reader.error.moreIssues', { count: message.moreIssues })}</li>
          ) : null}
        </ul>
      ) : null}
    </div>
  );
}

/** The reader's values as a table: the chart's accessible fallback for them. */
function ReaderTable({
  dataset,
  result,
  format,
}: {
  dataset: Dataset;
  result: ReaderResult;
  format: DatasetFormat;
}): ReactNode {
  const captionId = `${useId()}-caption`;
  const hint = dataset.chart;
  const xUnit = dataset.units.find((unit) => unit.id === hint?.x);
  const yUnit = dataset.units.find((unit) => unit.id === hint?.y);
  const xText = (point: ReaderPoint): string => {
    if (typeof point.x === 'string') {
      return dataset.categories.find((c) => c.id === point.x)?.label[format.locale] ?? point.x;
    }
    const symbol = xUnit ? format.symbol(xUnit) : '';
    return symbol === '' ? format.number(point.x) : `${format.number(point.x)} ${symbol}`;
  };
  const fileName = result.fileName ?? text('reader.pasted');
  return (
    // Scrolls on a phone; focusable so keyboard users can scroll it (axe: scrollable-region-focusable).
    <div
      className={`${tableStyles.tableWrapper} ${styles.tableWrapper}`}
      role="region"
      aria-labelledby={captionId}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      <table className={tableStyles.table} data-reader-table="">
        <caption id={captionId}>{text('reader.table.caption', { file: fileName })}</caption>
        <thead>
          <tr>
            <th scope="col">{xUnit ? format.unit(xUnit) : ''}</th>
            <th scope="col">{text('reader.table.series')}</th>
            <th scope="col" className={styles.valueHeading}>
              {yUnit ? format.unit(yUnit) : text('reader.table.value')}
            </th>
          </tr>
        </thead>
        <tbody>
          {result.series.flatMap((series) =>
            series.points.map((point) => (
              <tr key={`${series.id}:${String(point.x)}`}>
                <th scope="row">{xText(point)}</th>
                <td>
                  <LangMarkedText>{series.label[format.locale]}</LangMarkedText>
                </td>
                <td className={tableStyles.number}>{format.value(point)}</td>
              </tr>
            )),
          )}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A reader's own result file on a dataset's chart: a drop zone that is also
 * a file input, a "paste JSON" box, what was drawn or what is wrong with the
 * file, the reader's values as a table, remove and download. The file stays
 * in this component's memory: never uploaded, never in the URL, gone on
 * reload; downloading it is the only way to share it.
 */
export default function ReaderResults({
  dataset,
  result,
  onChange,
  format,
}: ReaderResultsProps): ReactNode {
  const isBrowser = useIsBrowser();
  const { locale } = format;
  const inputId = useId();
  const headingId = `${inputId}-heading`;
  const pasteId = `${inputId}-paste`;
  const [error, setError] = useState<ReaderResultError | null>(null);
  const [busy, setBusy] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [pasted, setPasted] = useState('');

  const check = async (
    read: () => Promise<string>,
    fileName: string | null,
    bytes?: number,
  ): Promise<void> => {
    // Too large: refused before it is read.
    if (bytes !== undefined && bytes > MAX_READER_FILE_BYTES) {
      setError({ kind: 'too-large', bytes, limit: MAX_READER_FILE_BYTES });
      return;
    }
    setBusy(true);
    try {
      let content: string;
      try {
        content = await read();
      } catch {
        setError({ kind: 'unreadable' });
        return;
      }
      const { loadDataset } = await import('../../datasets/schema');
      const outcome = readReaderResult(content, dataset, loadDataset, {
        fileName,
        ...(bytes === undefined ? {} : { bytes }),
      });
      if (outcome.ok) {
        setError(null);
        onChange(outcome.value);
      } else {
        setError(outcome.error);
      }
    } finally {
      setBusy(false);
    }
  };

  const checkFile = (file: File | undefined): void => {
    if (!file) return;
    void check(() => file.text(), file.name, file.size);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>): void => {
    event.preventDefault();
    setDragging(false);
    checkFile(event.dataTransfer.files[0]);
  };

  const count = result ? result.series.reduce((sum, s) => sum + s.points.length, 0) : 0;
  const fileName = result?.fileName ?? text('reader.pasted');

  return (
    <div
      className={styles.reader}
      role="group"
      aria-labelledby={headingId}
      data-reader-results=""
      data-presentation-hidden=""
    >
      <p id={headingId} className={styles.heading}>
        {text('reader.heading')}
      </p>
      <p className={styles.intro}>{text('reader.intro')}</p>
      {/* A drop target only: the file input filling it is the keyboard's (and a click's) way in. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div
        className={styles.dropZone}
        data-dragging={dragging ? 'true' : undefined}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => {
          setDragging(false);
        }}
        onDrop={onDrop}
        data-reader-drop=""
      >
        <input
          id={inputId}
          type="file"
          accept=".json,application/json"
          className={styles.fileInput}
          disabled={!isBrowser || busy}
          aria-label={text('reader.chooseLabel', { title: dataset.title[locale] })}
          onChange={(event) => {
            checkFile(event.currentTarget.files?.[0]);
            // The same file chosen again (after an edit) is read again.
            event.currentTarget.value = '';
          }}
        />
        <label htmlFor={inputId} className={styles.chooseLabel} aria-hidden="true">
          {text('reader.choose')}
        </label>
      </div>
      <details className={styles.paste}>
        <summary>{text('reader.paste.summary')}</summary>
        <label htmlFor={pasteId} className={styles.pasteLabel}>
          {text('reader.paste.label')}
        </label>
        <textarea
          id={pasteId}
          className={styles.textarea}
          rows={5}
          spellCheck={false}
          value={pasted}
          onChange={(event) => {
            setPasted(event.currentTarget.value);
          }}
        />
        <button
          type="button"
          className={actionStyles.action}
          disabled={!isBrowser || busy}
          onClick={() => {
            void check(() => Promise.resolve(pasted), null);
          }}
        >
          {text('reader.paste.show')}
        </button>
      </details>
      <div aria-live="polite" className={styles.status}>
        {busy ? <p>{text('reader.loading')}</p> : null}
        {error ? <ErrorMessage error={error} locale={locale} /> : null}
        {result ? (
          <p data-reader-shown="">
            {text('reader.shown', {
              file: fileName,
              count,
              environment: readerEnvironmentText(result.environment, locale),
            })}
            {result.dataset.incomplete ? ` ${text('reader.incomplete')}` : null}
            {result.skipped > 0 ? ` ${text('reader.skipped', { count: result.skipped })}` : null}
          </p>
        ) : null}
      </div>
      {result ? (
        <>
          <ReaderTable dataset={dataset} result={result} format={format} />
          <ul className={`${actionStyles.actions} ${styles.actions}`}>
            <li>
              <button
                type="button"
                className={actionStyles.action}
                onClick={() => {
                  onChange(null);
                  setError(null);
                }}
              >
                {text('reader.remove')}
              </button>
            </li>
            <li>
              <button
                type="button"
                className={actionStyles.action}
                onClick={() => {
                  downloadText(
                    result.text,
                    result.fileName ?? `${result.dataset.id}.json`,
                    JSON_TYPE,
                  );
                }}
              >
                {text('reader.downloadFile')}
              </button>
            </li>
            <li>
              <button
                type="button"
                className={actionStyles.action}
                onClick={() => {
                  downloadText(
                    comparisonJson(dataset, result),
                    comparisonFileName(dataset),
                    JSON_TYPE,
                  );
                }}
              >
                {text('reader.downloadComparison')}
              </button>
            </li>
          </ul>
          <p className={styles.note}>{text('reader.shareNote')}</p>
        </>
      ) : null}
    </div>
  );
}
