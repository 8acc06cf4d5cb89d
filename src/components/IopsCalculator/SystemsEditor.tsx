import React, { useState, type ReactNode } from 'react';
import clsx from 'clsx';
import Field from '../Field';
import NumberField from '../NumberField';
import { paramErrorMessage } from '../CalculatorFrame/paramErrorMessage';
import { IOPS_INPUT_BOUNDS } from '../../calculators/iops/bounds';
import type { SystemLoad } from '../../calculators/iops/demand';
import { serializeSystemsParam, validateSystemName } from '../../calculators/iops/systemsParam';
import { parseNumber, type NumberParamSpec } from '../../calculators/shared/queryParams';
import type { NumberFormat } from '../../hooks/useNumberFormat';
import { systemsParamMessage } from './messages';
import styles from './styles.module.css';
import { pageText } from '../../i18n/pageText';
import { iopsStrings } from './strings';

/** What the reader typed into one row; may be invalid. */
interface RowText {
  readonly key: number;
  readonly name: string;
  readonly read: string;
  readonly write: string;
}

/** Rows being edited, and the parameter text they were last written as. */
interface Draft {
  readonly source: string;
  readonly rows: readonly RowText[];
}

const systemIopsSpec: NumberParamSpec = {
  kind: 'number',
  min: IOPS_INPUT_BOUNDS.systemIops.min,
  max: IOPS_INPUT_BOUNDS.systemIops.max,
  defaultValue: 0,
};
const MAX_SYSTEMS = IOPS_INPUT_BOUNDS.systemCount.max;
const EMPTY_SYSTEM: SystemLoad = { name: '', readIops: 0, writeIops: 0 };

function rowsOf(systems: readonly SystemLoad[]): RowText[] {
  return systems.map((system, index) => ({
    key: index,
    name: system.name,
    read: String(system.readIops),
    write: String(system.writeIops),
  }));
}

/** A row's valid values; a field that does not parse keeps the value in use. */
function effectiveSystem(row: RowText, previous: SystemLoad): SystemLoad {
  const name = validateSystemName(row.name);
  const read = parseNumber(row.read, systemIopsSpec);
  const write = parseNumber(row.write, systemIopsSpec);
  return {
    name: name.ok ? name.value : previous.name,
    readIops: read.ok ? read.value : previous.readIops,
    writeIops: write.ok ? write.value : previous.writeIops,
  };
}

interface Props {
  /** The parameter's current text (from the URL or the last edit). */
  readonly rawText: string;
  /** The list the calculator currently uses, aligned with the rows shown. */
  readonly systems: readonly SystemLoad[];
  /** Writes a new parameter text. */
  readonly onChange: (text: string) => void;
  readonly format: NumberFormat;
}

/**
 * The demand list: one row per system with its peak reads/s and writes/s.
 * The list lives in one URL parameter; each edit writes the valid values
 * there, while the rows keep the reader's text (and say what is wrong with it).
 */
export default function SystemsEditor({ rawText, systems, onChange, format }: Props): ReactNode {
  const [draft, setDraft] = useState<Draft | null>(null);
  // The draft is shown while the parameter still holds what it wrote; a new URL replaces it.
  const rows = draft !== null && draft.source === rawText ? draft.rows : rowsOf(systems);

  const commit = (nextRows: readonly RowText[], nextSystems: readonly SystemLoad[]) => {
    const text = serializeSystemsParam(nextSystems);
    if (!text.ok) return;
    setDraft({ source: text.value, rows: nextRows });
    onChange(text.value);
  };

  const edit = (index: number, field: 'name' | 'read' | 'write', value: string) => {
    const nextRows = rows.map((row, i) => (i === index ? { ...row, [field]: value } : row));
    commit(
      nextRows,
      nextRows.map((row, i) => effectiveSystem(row, systems[i] ?? EMPTY_SYSTEM)),
    );
  };

  const remove = (index: number) => {
    if (rows.length <= 1) return;
    commit(
      rows.filter((_, i) => i !== index),
      systems.filter((_, i) => i !== index),
    );
  };

  const add = () => {
    if (rows.length >= MAX_SYSTEMS) return;
    const key = Math.max(-1, ...rows.map((row) => row.key)) + 1;
    commit([...rows, { key, name: '', read: '0', write: '0' }], [...systems, EMPTY_SYSTEM]);
  };

  return (
    <div className={styles.systems}>
      {rows.map((row, index) => (
        <SystemRow
          key={row.key}
          number={index + 1}
          row={row}
          fallback={systems[index] ?? EMPTY_SYSTEM}
          canRemove={rows.length > 1}
          format={format}
          onEdit={(field, value) => {
            edit(index, field, value);
          }}
          onRemove={() => {
            remove(index);
          }}
        />
      ))}
      <div className={styles.systemsActions}>
        <button
          type="button"
          className={clsx('button button--secondary button--sm', styles.smallButton)}
          onClick={add}
          disabled={rows.length >= MAX_SYSTEMS}
        >
          {pageText(iopsStrings, 'iops.systems.add')}
        </button>
        {rows.length >= MAX_SYSTEMS ? (
          <span className={styles.muted}>{pageText(iopsStrings, 'iops.systems.max')}</span>
        ) : null}
      </div>
    </div>
  );
}

interface RowProps {
  readonly number: number;
  readonly row: RowText;
  readonly fallback: SystemLoad;
  readonly canRemove: boolean;
  readonly format: NumberFormat;
  readonly onEdit: (field: 'name' | 'read' | 'write', value: string) => void;
  readonly onRemove: () => void;
}

function SystemRow({
  number,
  row,
  fallback,
  canRemove,
  format,
  onEdit,
  onRemove,
}: RowProps): ReactNode {
  const name = validateSystemName(row.name);
  const nameError = name.ok
    ? undefined
    : `${systemsParamMessage(name.code, null)} ${
        fallback.name === ''
          ? pageText(iopsStrings, 'iops.systems.nameFallbackEmpty')
          : pageText(iopsStrings, 'iops.systems.nameFallback', { name: fallback.name })
      }`;
  const numberError = (text: string, fallbackValue: number): string | undefined => {
    const parsed = parseNumber(text, systemIopsSpec);
    return parsed.ok
      ? undefined
      : paramErrorMessage(parsed.error, format.number, format.number(fallbackValue));
  };
  const legend = pageText(iopsStrings, 'iops.systems.legend', { number: String(number) });
  return (
    <fieldset className={styles.systemRow}>
      <legend className={styles.systemLegend}>{legend}</legend>
      <div className={styles.systemFields}>
        <Field label={pageText(iopsStrings, 'iops.systems.name')} error={nameError}>
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              name={`system-${number}-name`}
              type="text"
              className={clsx(styles.nameInput, nameError && styles.invalid)}
              value={row.name}
              autoComplete="off"
              spellCheck={false}
              aria-invalid={invalid}
              aria-describedby={describedBy}
              onChange={(event) => {
                onEdit('name', event.target.value);
              }}
            />
          )}
        </Field>
        <NumberField
          name={`system-${number}-read`}
          label={pageText(iopsStrings, 'iops.systems.read')}
          value={row.read}
          onChange={(text) => {
            onEdit('read', text);
          }}
          error={numberError(row.read, fallback.readIops)}
        />
        <NumberField
          name={`system-${number}-write`}
          label={pageText(iopsStrings, 'iops.systems.write')}
          value={row.write}
          onChange={(text) => {
            onEdit('write', text);
          }}
          error={numberError(row.write, fallback.writeIops)}
        />
      </div>
      <button
        type="button"
        className={clsx('button button--link button--sm', styles.smallButton, styles.removeButton)}
        onClick={onRemove}
        disabled={!canRemove}
        aria-label={pageText(iopsStrings, 'iops.systems.removeLabel', { system: legend })}
      >
        {pageText(iopsStrings, 'iops.systems.remove')}
      </button>
    </fieldset>
  );
}
