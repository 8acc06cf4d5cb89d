import React, { type ReactNode } from 'react';
import type { FsyncDevicePreset } from '../../calculators/group-commit/fsyncDevices';
import { crashSources } from '../../calculators/group-commit/crashLoss';
import type { GenerationInfo } from '../../calculators/group-commit/groupCommitModel';
import { sourceBenchmark } from '../../calculators/group-commit/sourceComparison';
import { SEED_SYNC_BINLOG_STILL_SLOW } from '../../calculators/group-commit/sources';
import Citation from '../Citation';
import { uniqueVendorSources } from './citations';
import styles from './styles.module.css';
import { pageText } from '../../i18n/pageText';
import { groupCommitStrings } from './strings';

interface Props {
  /** The chosen generation, whose documents are listed. */
  readonly info: GenerationInfo;
  /** The chosen storage preset, whose source is listed unless it is the benchmark post. */
  readonly preset: FsyncDevicePreset | undefined;
}

/** The sources behind what is shown: the two seed posts, then the documents for these settings. */
export default function SourcesList({ info, preset }: Props): ReactNode {
  const presetFromBenchmarkPost =
    preset?.source.kind === 'seed' &&
    preset.source.source === sourceBenchmark.sources.ceiling.source;
  return (
    <div className={styles.sources}>
      <p className={styles.sourcesTitle}>
        {pageText(groupCommitStrings, 'groupCommit.sources.heading')}
      </p>
      <ul>
        <li>
          <Citation source={sourceBenchmark.sources.fsyncsPer100k} />{' '}
          {pageText(groupCommitStrings, 'groupCommit.sources.seedNote')}
        </li>
        <li>
          <Citation source={SEED_SYNC_BINLOG_STILL_SLOW} />{' '}
          {pageText(groupCommitStrings, 'groupCommit.sources.syncBinlogNote')}
        </li>
        {uniqueVendorSources([...info.sources, ...crashSources]).map((source) => (
          <li key={source.source}>
            <Citation source={source} />
          </li>
        ))}
        {preset && !presetFromBenchmarkPost ? (
          <li>
            <Citation source={preset.source} />
          </li>
        ) : null}
      </ul>
    </div>
  );
}
