import React, { type ReactNode } from 'react';
import Translate, { translate } from '@docusaurus/Translate';
import {
  MAX_REPORTED_HEADROOM_PERCENT,
  type SizingVerdict,
  type StorageRemedy,
} from '../../calculators/iops/sizing';
import { useIopsFormat } from './shared';
import styles from './styles.module.css';

/** What the storage needs to carry the demand: more devices, a larger or provisioned volume. */
function RemedyText({ remedy }: { readonly remedy: StorageRemedy }): ReactNode {
  const { iops, count } = useIopsFormat();
  switch (remedy.kind) {
    case 'needsDevices':
      return (
        <Translate
          id="iops.verdict.needsDevices"
          values={{ count: count(remedy.count), capacity: iops(remedy.capacityIops) }}
        >
          {'{count} 台必要です（そのときの能力 {capacity}）'}
        </Translate>
      );
    case 'needsLargerVolume':
      return (
        <Translate
          id="iops.verdict.needsLargerVolume"
          values={{ size: count(remedy.sizeGiB), capacity: iops(remedy.capacityIops) }}
        >
          {'{size} GiB 以上の gp2 ボリュームが必要です（ベースライン {capacity}）'}
        </Translate>
      );
    case 'needsProvisioned':
      return remedy.sizeIncreaseNeeded ? (
        <Translate
          id="iops.verdict.needsProvisionedAndSize"
          values={{ iops: iops(remedy.iops), size: count(remedy.minSizeGiB) }}
        >
          {'{iops} のプロビジョニングが必要です（ボリュームも {size} GiB 以上に）'}
        </Translate>
      ) : (
        <Translate id="iops.verdict.needsProvisioned" values={{ iops: iops(remedy.iops) }}>
          {'{iops} のプロビジョニングが必要です'}
        </Translate>
      );
    case 'needsMultipleVolumes':
      return (
        <Translate
          id="iops.verdict.needsMultipleVolumes"
          values={{
            count: count(remedy.volumeCount),
            iops: iops(remedy.iopsPerVolume),
            size: count(remedy.sizeGiBPerVolume),
          }}
        >
          {'1 本では足りません。{count} 本に分けて、1 本あたり {iops}（{size} GiB 以上）が必要です'}
        </Translate>
      );
  }
}

/** The sizing verdict in a sentence: the headroom left, or what has to change. */
export default function VerdictText({ verdict }: { readonly verdict: SizingVerdict }): ReactNode {
  const { iops, percent } = useIopsFormat();
  switch (verdict.kind) {
    case 'fits':
      return verdict.headroomPercent >= MAX_REPORTED_HEADROOM_PERCENT ? (
        <Translate
          id="iops.verdict.fitsHuge"
          values={{ headroom: percent(verdict.headroomPercent, 0) }}
        >
          {'収まります（さらに {headroom} 以上の余裕）'}
        </Translate>
      ) : (
        <Translate
          id="iops.verdict.fits"
          values={{ headroom: percent(verdict.headroomPercent, 0) }}
        >
          {'収まります（さらに {headroom} の余裕）'}
        </Translate>
      );
    case 'needsHigherCaps':
      return (
        <>
          <Translate
            id="iops.verdict.needsHigherCaps"
            values={{
              caps: [
                verdict.readIopsCap === null
                  ? null
                  : translate(
                      { id: 'iops.verdict.readCapAtLeast', message: '読み取り {iops} 以上' },
                      { iops: iops(verdict.readIopsCap) },
                    ),
                verdict.writeIopsCap === null
                  ? null
                  : translate(
                      { id: 'iops.verdict.writeCapAtLeast', message: '書き込み {iops} 以上' },
                      { iops: iops(verdict.writeIopsCap) },
                    ),
              ]
                .filter((item) => item !== null)
                .join(translate({ id: 'iops.list.separator', message: '、' })),
            }}
          >
            {'上限を上げる必要があります: {caps}'}
          </Translate>
          {verdict.storageRemedy ? (
            <span className={styles.verdictExtra}>
              <Translate id="iops.verdict.alsoStorage">ストレージも不足しています:</Translate>{' '}
              <RemedyText remedy={verdict.storageRemedy} />
            </span>
          ) : null}
        </>
      );
    default:
      return <RemedyText remedy={verdict} />;
  }
}
