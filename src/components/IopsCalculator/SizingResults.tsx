import React, { type ReactNode } from 'react';
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
import { pageText } from '../../i18n/pageText';
import { iopsStrings } from './strings';

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
          term={pageText(iopsStrings, 'iops.result.verdict')}
          value={
            sizing?.ok ? (
              <VerdictText verdict={sizing.value.verdict} />
            ) : (
              pageText(iopsStrings, 'iops.result.noVerdict')
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
            term={pageText(iopsStrings, 'iops.result.devicesNeeded', {
              level: localized(RAID_LEVELS[storage.level].label),
            })}
            value={pageText(iopsStrings, 'iops.result.devicesNeededValue', {
              count: count(needed.value),
            })}
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
      term={pageText(iopsStrings, 'iops.result.demand', { headroom: percent(headroomPercent, 1) })}
      value={demand ? iops(demand.totalIops) : '—'}
      testId="iops-total-demand"
    >
      {demand ? (
        <ResultNote>
          {pageText(iopsStrings, 'iops.result.demandDetail', {
            read: iops(demand.readIops),
            write: iops(demand.writeIops),
            share: percent(demand.readPercent),
            measured: iops(demand.measuredReadIops + demand.measuredWriteIops),
          })}
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
        term={pageText(iopsStrings, 'iops.result.storage', { storage: storageLabel })}
        value={iops(capacity.storageIops)}
        testId="iops-storage-capacity"
      >
        {perDeviceIops !== null && storage.kind === 'array' ? (
          <ResultNote>
            {pageText(iopsStrings, 'iops.result.storageDetail', {
              device: iops(perDeviceIops),
              penalty: count(RAID_LEVELS[storage.level].writePenalty),
            })}
          </ResultNote>
        ) : null}
      </Result>
      {capacity.capOnlyIops !== null ? (
        <Result
          term={pageText(iopsStrings, 'iops.result.effective')}
          value={iops(capacity.effectiveIops)}
        >
          <ResultNote>
            {pageText(iopsStrings, 'iops.result.effectiveDetail', {
              caps: iops(capacity.capOnlyIops),
            })}{' '}
            {capacity.bottleneck === 'throttle'
              ? pageText(iopsStrings, 'iops.result.bottleneckThrottle')
              : pageText(iopsStrings, 'iops.result.bottleneckStorage')}
          </ResultNote>
        </Result>
      ) : null}
    </>
  );
}
