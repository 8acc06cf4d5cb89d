import React, { type KeyboardEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import { colourClass, colourIndices, fieldRanges, type RibbonField } from './BitRibbon';
import styles from './styles.module.css';
import { pageText } from '../../i18n/pageText';
import { snowflakeStrings } from './strings';

interface Props {
  readonly fields: readonly RibbonField[];
  readonly selected: number;
  readonly onSelect: (index: number) => void;
  readonly onKeyDown: (index: number, event: KeyboardEvent<HTMLButtonElement>) => void;
  readonly registerButton: (index: number, element: HTMLButtonElement | null) => void;
  /** Id of the text that explains the keyboard controls. */
  readonly describedBy: string;
}

/**
 * The fields in bit order (most significant first), one button each, in the
 * colours of the bit ribbon above: select one to edit it below. These are
 * the editor's targets: the ribbon's 1-bit segments were about 11 px wide,
 * these are as wide as their names and at least 2.75 rem tall.
 */
export default function FieldList({
  fields,
  selected,
  onSelect,
  onKeyDown,
  registerButton,
  describedBy,
}: Props): ReactNode {
  const colours = colourIndices(fields);
  const ranges = fieldRanges(fields);
  return (
    <ol
      className={styles.fieldList}
      aria-label={pageText(snowflakeStrings, 'snowflake.fieldList.label')}
    >
      {fields.map((field, index) => {
        const range = ranges[index];
        const width =
          range === undefined
            ? ''
            : range.hi === range.lo
              ? pageText(snowflakeStrings, 'snowflake.fieldList.widthSingle', { bit: range.hi })
              : pageText(snowflakeStrings, 'snowflake.fieldList.width', {
                  bits: field.bits,
                  hi: range.hi,
                  lo: range.lo,
                });
        return (
          <li key={field.key}>
            <button
              type="button"
              ref={(element) => {
                registerButton(index, element);
              }}
              className={clsx(
                styles.fieldChip,
                colourClass(colours[index] ?? 0),
                index === selected && styles.selected,
              )}
              aria-pressed={index === selected}
              aria-describedby={describedBy}
              onClick={() => {
                onSelect(index);
              }}
              onKeyDown={(event) => {
                onKeyDown(index, event);
              }}
            >
              <span className={styles.fieldChipName}>{field.label}</span>{' '}
              <span className={styles.fieldChipWidth}>{width}</span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}
