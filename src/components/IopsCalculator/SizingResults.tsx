import React, { type ReactNode } from 'react';
import Translate from '@docusaurus/Translate';
import { useLocalizedText } from '../../hooks/useLocalizedText';
import ResultList, { Result, ResultNote } from '../ResultList';
import type { Demand } from '../../calculators/iops/demand';
import { RAID_LEVELS } from '../../calculators/iops/raid';
import type { SizingCapacity, StorageConfig } from '../../calculators/iops/sizing';
import { iopsMessage } from './messages';
import type { IopsSizing } from './useIopsSizing';
import Gp2BurstResult from './Gp2BurstResult';
import VerdictText from './VerdictText';
import { useIopsFormat } from './shared';

interface Props {
  readonly model: IopsSizing;
  /** The headroom in use, percent, for the demand's label. */
  readonly headroomPercent: number;
  /** The storage in a few words (see storageLabel). */
  readonly storageLabel: string;
}

/**
 * The sizing results: the verdict, the demand, what the storage (and any
 * caps) deliver, the devices needed and a gp2 volume's burst, then why a
 * figure could not be computed.
 */
export default function SizingResults({ model, headroomPercent, storageLabel }: Props): ReactNode {
  const { demand, sizing, storage, perDeviceIops, needed, refill } = model;
  const { count } = useIopsFormat();
  const localized = useLocalizedText();
  return (
    <>
      <ResultList>
        <Result
          term={<Translate id="iops.result.verdict">判定</Translate>}
          value={
            sizing?.ok ? (
              <VerdictText verdict={sizing.value.verdict} />
            ) : (
              <Translate id="iops.result.noVerdict">判定できません</Translate>
            )
          }
          emphasis="headline"
          testId="iops-verdict"
        />
        <DemandResult demand={demand.ok ? demand.value : null} headroomPercent={headroomPercent} />
        {sizing?.ok ? (
          <CapacityResult
            capacity={sizing.value.capacity}
            storage={storage}
            storageLabel={storageLabel}
            perDeviceIops={perDeviceIops?.ok ? perDeviceIops.value : null}
          />
        ) : null}
        {needed?.ok && storage.kind === 'array' ? (
          <Result
            term={
              <Translate
                id="iops.result.devicesNeeded"
                values={{ level: localized(RAID_LEVELS[storage.level].label) }}
              >
                {'この負荷に必要な台数（{level}）'}
              </Translate>
            }
            value={
              <Translate
                id="iops.result.devicesNeededValue"
                values={{ count: count(needed.value) }}
              >
                {'{count} 台'}
              </Translate>
            }
            testId="iops-devices-needed"
          />
        ) : null}
        {sizing?.ok && sizing.value.gp2Burst !== null ? (
          <Gp2BurstResult burst={sizing.value.gp2Burst} refill={refill} />
        ) : null}
      </ResultList>
      {!demand.ok ? <p className="alert alert--warning">{iopsMessage(demand.code)}</p> : null}
      {sizing !== null && !sizing.ok ? (
        <p className="alert alert--warning">{iopsMessage(sizing.code)}</p>
      ) : null}
    </>
  );
}

/** The IOPS required, headroom included, and its read/write split. */
function DemandResult({
  demand,
  headroomPercent,
}: {
  /** `null` when there is no valid demand. */
  readonly demand: Demand | null;
  readonly headroomPercent: number;
}): ReactNode {
  const { iops, percent } = useIopsFormat();
  return (
    <Result
      term={
        <Translate id="iops.result.demand" values={{ headroom: percent(headroomPercent, 1) }}>
          {'必要な IOPS（余裕 {headroom} 込み）'}
        </Translate>
      }
      value={demand ? iops(demand.totalIops) : '—'}
      testId="iops-total-demand"
    >
      {demand ? (
        <ResultNote>
          <Translate
            id="iops.result.demandDetail"
            values={{
              read: iops(demand.readIops),
              write: iops(demand.writeIops),
              share: percent(demand.readPercent),
              measured: iops(demand.measuredReadIops + demand.measuredWriteIops),
            }}
          >
            {'読み取り {read}・書き込み {write}（読み取り {share}）。測った合計は {measured}。'}
          </Translate>
        </ResultNote>
      ) : null}
    </Result>
  );
}

/** What the storage delivers at the demand's mix and, with caps applied, what the caps leave. */
function CapacityResult({
  capacity,
  storage,
  storageLabel,
  perDeviceIops,
}: {
  readonly capacity: SizingCapacity;
  readonly storage: StorageConfig;
  readonly storageLabel: string;
  /** One device's IOPS at the demand's mix (arrays only). */
  readonly perDeviceIops: number | null;
}): ReactNode {
  const { iops, count } = useIopsFormat();
  return (
    <>
      <Result
        term={
          <Translate id="iops.result.storage" values={{ storage: storageLabel }}>
            {'ストレージの能力（{storage}、この読み書き比率で）'}
          </Translate>
        }
        value={iops(capacity.storageIops)}
        testId="iops-storage-capacity"
      >
        {perDeviceIops !== null && storage.kind === 'array' ? (
          <ResultNote>
            <Translate
              id="iops.result.storageDetail"
              values={{
                device: iops(perDeviceIops),
                penalty: count(RAID_LEVELS[storage.level].writePenalty),
              }}
            >
              {
                '1 台あたり {device}、書き込みペナルティ {penalty}。コントローラのライトバックキャッシュは考慮していません。'
              }
            </Translate>
          </ResultNote>
        ) : null}
      </Result>
      {capacity.capOnlyIops !== null ? (
        <Result
          term={<Translate id="iops.result.effective">上限を適用した実効 IOPS</Translate>}
          value={iops(capacity.effectiveIops)}
        >
          <ResultNote>
            <Translate
              id="iops.result.effectiveDetail"
              values={{ caps: iops(capacity.capOnlyIops) }}
            >
              {'読み書き別の上限だけなら {caps} まで。'}
            </Translate>{' '}
            {capacity.bottleneck === 'throttle' ? (
              <Translate id="iops.result.bottleneckThrottle">ボトルネックは上限です。</Translate>
            ) : (
              <Translate id="iops.result.bottleneckStorage">
                ボトルネックはストレージです。
              </Translate>
            )}
          </ResultNote>
        </Result>
      ) : null}
    </>
  );
}
