import React, { type ReactNode } from 'react';
import {
  MAX_REPORTED_HEADROOM_PERCENT,
  type SizingVerdict,
  type StorageRemedy,
} from '../../calculators/iops/sizing';
import { useIopsFormat } from './shared';
import styles from './styles.module.css';
import { pageText } from '../../i18n/pageText';
import { iopsStrings } from './strings';

/** What the storage needs to carry the demand: more devices, a larger or provisioned volume. */
function RemedyText({ remedy }: { readonly remedy: StorageRemedy }): ReactNode {
  const { iops, count } = useIopsFormat();
  switch (remedy.kind) {
    case 'needsDevices':
      return pageText(iopsStrings, 'iops.verdict.needsDevices', {
        count: count(remedy.count),
        capacity: iops(remedy.capacityIops),
      });
    case 'needsLargerVolume':
      return pageText(iopsStrings, 'iops.verdict.needsLargerVolume', {
        size: count(remedy.sizeGiB),
        capacity: iops(remedy.capacityIops),
      });
    case 'needsProvisioned':
      return remedy.sizeIncreaseNeeded
        ? pageText(iopsStrings, 'iops.verdict.needsProvisionedAndSize', {
            iops: iops(remedy.iops),
            size: count(remedy.minSizeGiB),
          })
        : pageText(iopsStrings, 'iops.verdict.needsProvisioned', { iops: iops(remedy.iops) });
    case 'needsMultipleVolumes':
      return pageText(iopsStrings, 'iops.verdict.needsMultipleVolumes', {
        count: count(remedy.volumeCount),
        iops: iops(remedy.iopsPerVolume),
        size: count(remedy.sizeGiBPerVolume),
      });
  }
}

/** The sizing verdict in a sentence: the headroom left, or what has to change. */
export default function VerdictText({ verdict }: { readonly verdict: SizingVerdict }): ReactNode {
  const { iops, percent } = useIopsFormat();
  switch (verdict.kind) {
    case 'fits':
      return verdict.headroomPercent >= MAX_REPORTED_HEADROOM_PERCENT
        ? pageText(iopsStrings, 'iops.verdict.fitsHuge', {
            headroom: percent(verdict.headroomPercent, 0),
          })
        : pageText(iopsStrings, 'iops.verdict.fits', {
            headroom: percent(verdict.headroomPercent, 0),
          });
    case 'needsHigherCaps':
      return (
        <>
          {pageText(iopsStrings, 'iops.verdict.needsHigherCaps', {
            caps: [
              verdict.readIopsCap === null
                ? null
                : pageText(iopsStrings, 'iops.verdict.readCapAtLeast', {
                    iops: iops(verdict.readIopsCap),
                  }),
              verdict.writeIopsCap === null
                ? null
                : pageText(iopsStrings, 'iops.verdict.writeCapAtLeast', {
                    iops: iops(verdict.writeIopsCap),
                  }),
            ]
              .filter((item) => item !== null)
              .join(pageText(iopsStrings, 'iops.list.separator')),
          })}
          {verdict.storageRemedy ? (
            <span className={styles.verdictExtra}>
              {pageText(iopsStrings, 'iops.verdict.alsoStorage')}{' '}
              <RemedyText remedy={verdict.storageRemedy} />
            </span>
          ) : null}
        </>
      );
    default:
      return <RemedyText remedy={verdict} />;
  }
}
