import React, { type ReactNode } from 'react';
import {
  generations,
  type ConcurrencyPoint,
  type SimulationInput,
} from '../../calculators/group-commit/groupCommitModel';
import { useNumberFormat } from '../../hooks/useNumberFormat';
import { generationTableRows } from './generationTable';
import { generationLabel } from './messages';
import styles from './styles.module.css';
import { pageText } from '../../i18n/pageText';
import { groupCommitStrings } from './strings';

interface Props {
  /** The reader's settings; the table varies the generation and the client count. */
  readonly input: SimulationInput;
  /** The folded table's summary line. */
  readonly summary: ReactNode;
  readonly caption: ReactNode;
  /** The cell text for one generation's point. */
  readonly pick: (point: ConcurrencyPoint) => string;
}

/** A chart's numbers as a folded table: client counts down, generations across. */
export default function GenerationTable({ input, summary, caption, pick }: Props): ReactNode {
  const format = useNumberFormat();
  return (
    <details className={styles.tableDetails}>
      <summary>{summary}</summary>
      <div className={styles.tableWrapper}>
        <table className={styles.table}>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{pageText(groupCommitStrings, 'groupCommit.table.clients')}</th>
              {generations.map((gen) => (
                <th key={gen} scope="col">
                  {generationLabel(gen)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {generationTableRows(input).map(({ clients, cells }) => (
              <tr key={clients}>
                <th scope="row">{format.number(clients, 0)}</th>
                {cells.map(({ gen, point }) => (
                  <td key={gen}>{point ? pick(point) : '—'}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
