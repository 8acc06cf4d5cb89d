import React, { type ReactNode } from 'react';
import Citation from '../Citation';
import Translate from '@docusaurus/Translate';
import { GP2_LIMITS } from '../../calculators/iops/ebsVolumes';
import { RAID_LEVELS } from '../../calculators/iops/raid';
import { THROTTLE_MECHANISMS } from '../../calculators/iops/throttle';
import { SOURCE_THROTTLE_TEST } from './sourceMeasurements';
import styles from './styles.module.css';

/** Where the figures the calculator uses come from. */
export default function SourcesList(): ReactNode {
  return (
    <div className={styles.sources}>
      <p className={styles.sourcesHeading}>
        <Translate id="iops.sources.heading">計算に使った数値の出典</Translate>
      </p>
      <ul>
        <li>
          <Translate
            id="iops.sources.raid"
            values={{ source: <Citation source={RAID_LEVELS.raid5.penaltySource} /> }}
          >
            {'RAID の書き込みペナルティ: {source}'}
          </Translate>
        </li>
        <li>
          <Translate
            id="iops.sources.raidMin"
            values={{ source: <Citation source={RAID_LEVELS.raid5.minDevicesSource} /> }}
          >
            {'RAID レベルごとの最小台数: {source}'}
          </Translate>
        </li>
        <li>
          <Translate
            id="iops.sources.gp2"
            values={{ source: <Citation source={GP2_LIMITS.source} /> }}
          >
            {'gp2 のベースラインとバースト: {source}'}
          </Translate>
        </li>
        <li>
          <Translate
            id="iops.sources.consolidation"
            values={{ source: <Citation source={SOURCE_THROTTLE_TEST.source} /> }}
          >
            {
              'システムごとの reads/s・writes/s を合計して調達する考え方、cgroup による制御: sh2 {source}'
            }
          </Translate>
        </li>
        <li>
          <Translate
            id="iops.sources.cgroupV2"
            values={{ source: <Citation source={THROTTLE_MECHANISMS[1]!.source} /> }}
          >
            {'cgroup v2 の io.max: {source}'}
          </Translate>
        </li>
      </ul>
    </div>
  );
}
