/** The experiments, by id. */
import type { Experiment, ExperimentId } from '../experiment';
import { autoinc } from './autoinc';
import { coveringIndex } from './covering-index';
import { enginesConcurrency } from './engines-concurrency';
import { groupCommit } from './group-commit';
import { hitRatio } from './hit-ratio';
import { idStrategy } from './id-strategy';

export const EXPERIMENTS: Readonly<Record<ExperimentId, Experiment>> = {
  'id-strategy': idStrategy,
  autoinc,
  'group-commit': groupCommit,
  'hit-ratio': hitRatio,
  'covering-index': coveringIndex,
  'engines-concurrency': enginesConcurrency,
};
