import React, { type ReactNode } from 'react';
import Citation from '../Citation';
import { GP2_LIMITS } from '../../calculators/iops/ebsVolumes';
import { RAID_LEVELS } from '../../calculators/iops/raid';
import { THROTTLE_MECHANISMS } from '../../calculators/iops/throttle';
import { SOURCE_THROTTLE_TEST } from './sourceMeasurements';
import styles from './styles.module.css';
import { pageText } from '../../i18n/pageText';
import { iopsStrings } from './strings';

/** Where the figures the calculator uses come from. */
export default function SourcesList(): ReactNode {
  return (
    <div className={styles.sources}>
      <p className={styles.sourcesHeading}>{pageText(iopsStrings, 'iops.sources.heading')}</p>
      <ul>
        <li>
          {pageText(iopsStrings, 'iops.sources.raid', {
            source: <Citation source={RAID_LEVELS.raid5.penaltySource} />,
          })}
        </li>
        <li>
          {pageText(iopsStrings, 'iops.sources.raidMin', {
            source: <Citation source={RAID_LEVELS.raid5.minDevicesSource} />,
          })}
        </li>
        <li>
          {pageText(iopsStrings, 'iops.sources.gp2', {
            source: <Citation source={GP2_LIMITS.source} />,
          })}
        </li>
        <li>
          {pageText(iopsStrings, 'iops.sources.consolidation', {
            source: <Citation source={SOURCE_THROTTLE_TEST.source} />,
          })}
        </li>
        <li>
          {pageText(iopsStrings, 'iops.sources.cgroupV2', {
            source: <Citation source={THROTTLE_MECHANISMS[1]!.source} />,
          })}
        </li>
      </ul>
    </div>
  );
}
