import React, { type ReactNode } from 'react';
import type { SnapshotRole } from '../../calculators/status-analyzer/analyzeStatus';
import type { SnapshotFormat } from '../../calculators/status-analyzer/parseStatus';
import Field from '../Field';
import { formatLabel, snapshotName } from './messages';
import styles from './styles.module.css';
import { pageText } from '../../i18n/pageText';
import { statusAnalyzerStrings } from './strings';

interface Props {
  readonly which: SnapshotRole;
  readonly value: string;
  readonly onChange: (text: string) => void;
  /** The format the text was read as, once it has been analysed. */
  readonly format: SnapshotFormat | null;
}

/** A labelled monospace text area for one snapshot, with the format it was read as. */
export default function SnapshotBox({ which, value, onChange, format }: Props): ReactNode {
  return (
    <Field
      label={pageText(statusAnalyzerStrings, 'statusAnalyzer.field.snapshot', {
        snapshot: snapshotName(which),
      })}
      hint={
        format
          ? pageText(statusAnalyzerStrings, 'statusAnalyzer.field.format', {
              format: formatLabel(format),
            })
          : null
      }
    >
      {({ id, describedBy }) => (
        <textarea
          id={id}
          name={which}
          className={styles.textarea}
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
          }}
          rows={8}
          wrap="off"
          spellCheck={false}
          autoComplete="off"
          autoCapitalize="off"
          aria-describedby={describedBy}
          data-testid={`status-analyzer-${which}`}
        />
      )}
    </Field>
  );
}
