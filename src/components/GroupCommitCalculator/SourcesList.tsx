import React, { type ReactNode } from 'react';
import Translate from '@docusaurus/Translate';
import type { FsyncDevicePreset } from '../../calculators/group-commit/fsyncDevices';
import { crashSources } from '../../calculators/group-commit/crashLoss';
import type { GenerationInfo } from '../../calculators/group-commit/groupCommitModel';
import { sourceBenchmark } from '../../calculators/group-commit/sourceComparison';
import { SEED_SYNC_BINLOG_STILL_SLOW } from '../../calculators/group-commit/sources';
import Citation from '../Citation';
import { uniqueVendorSources } from './citations';
import styles from './styles.module.css';

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
        <Translate id="groupCommit.sources.heading">出典</Translate>
      </p>
      <ul>
        <li>
          <Citation source={sourceBenchmark.sources.fsyncsPer100k} />{' '}
          <Translate id="groupCommit.sources.seedNote">
            （2 相コミットの手順、標準 InnoDB の 1 トランザクションあたり 2 回・1 回、30 接続で
            200,251 → 26,092、6.1 倍、毎秒約 10,000 回の fsync）
          </Translate>
        </li>
        <li>
          <Citation source={SEED_SYNC_BINLOG_STILL_SLOW} />{' '}
          <Translate id="groupCommit.sources.syncBinlogNote">
            （Plugin 1.0.4 でも sync_binlog=1 は依然として遅い）
          </Translate>
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
