import {
  generations,
  simulateGroupCommit,
  type ConcurrencyPoint,
  type Generation,
  type SimulationInput,
} from '../../calculators/group-commit/groupCommitModel';

const TABLE_CLIENTS = [1, 2, 4, 8, 16, 30, 64, 128, 256, 1000, 10_000] as const;

/** One cell of a chart's table: a generation's point, undefined when the model declines. */
export interface GenerationCell {
  readonly gen: Generation;
  readonly point: ConcurrencyPoint | undefined;
}

/** One row of a chart's table: a client count and each generation's cell. */
export interface GenerationTableRow {
  readonly clients: number;
  readonly cells: readonly GenerationCell[];
}

/** Client counts for the chart tables: a few round numbers up to N, and N itself. */
function tableClients(maxClients: number): readonly number[] {
  const rows = TABLE_CLIENTS.filter((clients) => clients < maxClients);
  return [...rows, maxClients];
}

/** The model at each table client count, for every generation (in `generations` order). */
export function generationTableRows(input: SimulationInput): readonly GenerationTableRow[] {
  return tableClients(input.clients).map((clients) => ({
    clients,
    cells: generations.map((gen) => {
      const single = simulateGroupCommit({ ...input, generation: gen, clients });
      const point = single.ok
        ? ({
            clients,
            fsyncsPerTransaction: single.value.fsyncsPerTransaction,
            redoFsyncsPerTransaction: single.value.redoFsyncsPerTransaction,
            binlogFsyncsPerTransaction: single.value.binlogFsyncsPerTransaction,
            groupSize: single.value.groupSize,
            commitRateCeiling: single.value.commitRateCeiling,
          } satisfies ConcurrencyPoint)
        : undefined;
      return { gen, point };
    }),
  }));
}
