import React, { type ReactNode } from 'react';
import Translate, { translate } from '@docusaurus/Translate';
import CalculatorFrame from '../CalculatorFrame';
import { paramErrorMessage } from '../CalculatorFrame/paramErrorMessage';
import NumberField from '../NumberField';
import ChoiceField from '../ChoiceField';
import { useCalculatorState } from '../../hooks/useCalculatorState';
import { useLocalizedText } from '../../hooks/useLocalizedText';
import { computeDemand } from '../../calculators/iops/demand';
import {
  DEVICE_PRESETS,
  type DevicePreset,
  mixedDeviceIops,
} from '../../calculators/iops/devicePresets';
import { GP2_LIMITS, PROVISIONED_VOLUME_LIMITS } from '../../calculators/iops/ebsVolumes';
import { gp2RefillTime } from '../../calculators/iops/gp2Burst';
import { RAID_LEVELS, RAID_LEVEL_ORDER, devicesNeeded } from '../../calculators/iops/raid';
import {
  MAX_REPORTED_HEADROOM_PERCENT,
  type SizingVerdict,
  type StorageRemedy,
  evaluateSizing,
} from '../../calculators/iops/sizing';
import { THROTTLE_MECHANISMS } from '../../calculators/iops/throttle';
import { parseSystemsParam } from '../../calculators/iops/systemsParam';
import type { Citation } from '../../calculators/iops/types';
import { DEFAULT_SYSTEMS, iopsParams, type DeviceChoice, type IopsParams } from './params';
import { iopsMessage, systemsParamMessage } from './messages';
import { resolveStorage, type StorageAdjustment } from './model';
import { SOURCE_THROTTLE_TEST } from './sourceMeasurements';
import SystemsEditor from './SystemsEditor';
import DemandCharts from './DemandCharts';
import ThrottleSection from './ThrottleSection';
import QueueSection from './QueueSection';
import { busLabel, eraLabel } from './labels';
import { Cite, durationText, fieldErrors, useIopsFormat } from './shared';
import styles from './styles.module.css';

interface Props {
  /** Set when embedded in an article: the copied link then points at the calculator. */
  readonly embedded?: boolean;
}

const DEFAULT_SYSTEM_LIST = (() => {
  const parsed = parseSystemsParam(DEFAULT_SYSTEMS);
  return parsed.ok ? parsed.value : [{ name: '', readIops: 900, writeIops: 100 }];
})();

/**
 * IOPS sizing: demand from measured systems against an array, a gp2 volume or
 * a provisioned volume, with per-direction throttle caps, queueing and gp2
 * burst credits. Renders the maths of src/calculators/iops; all state lives
 * in the URL.
 */
export default function IopsCalculator({ embedded = false }: Props): ReactNode {
  const state = useCalculatorState<IopsParams>(iopsParams);
  const { values, texts, errors, setText } = state;
  const format = useIopsFormat();
  const { iops, count, percent } = format;
  const { errorFor, numberError } = fieldErrors(state, format);
  const localized = useLocalizedText();
  // The frame's title is h2 on the standalone page and h3 inside an article.
  const subheading = embedded ? 'h4' : 'h3';

  // ---- Demand -----------------------------------------------------------
  const systemsParsed = parseSystemsParam(values.systems);
  const systems = systemsParsed.ok ? systemsParsed.value : DEFAULT_SYSTEM_LIST;
  const defaultListText = translate({
    id: 'iops.systems.defaultList',
    message: '既定の一覧（web と batch）',
  });
  const systemsError = errors.systems
    ? paramErrorMessage(errors.systems, format.number, defaultListText)
    : systemsParsed.ok
      ? undefined
      : `${systemsParamMessage(systemsParsed.error, systemsParsed.systemNumber)} ${translate(
          {
            id: 'calculator.error.usingFallback',
            message: '代わりに {fallback} で計算しています。',
          },
          { fallback: defaultListText },
        )}`;
  // The form always writes a readable list, so an unreadable one came from a link.
  const urlErrorNames = [
    ...state.urlErrorNames.map(String),
    ...(!systemsParsed.ok && !state.urlErrorNames.includes('systems') ? ['systems'] : []),
  ];
  const demand = computeDemand({ systems, headroomPercent: values.head });

  // ---- Storage ------------------------------------------------------------
  const resolved = resolveStorage(values);
  const preset = resolved.preset;
  const isVolume = resolved.storage.kind !== 'array';
  const capsApplied = values.tapply === 'yes';
  const sizing = demand.ok
    ? evaluateSizing({
        demand: { readIops: demand.value.readIops, writeIops: demand.value.writeIops },
        storage: resolved.storage,
        throttle: capsApplied ? { readIopsCap: values.rcap, writeIopsCap: values.wcap } : null,
      })
    : null;
  const storage = resolved.storage;
  const perDeviceIops =
    storage.kind === 'array' && demand.ok
      ? mixedDeviceIops(storage.device, demand.value.readPercent)
      : null;
  const needed =
    storage.kind === 'array' && demand.ok && perDeviceIops?.ok
      ? devicesNeeded({
          level: storage.level,
          deviceIops: perDeviceIops.value,
          readPercent: demand.value.readPercent,
          demandIops: demand.value.totalIops,
        })
      : null;
  const refill = storage.kind === 'gp2Volume' ? gp2RefillTime({ sizeGiB: storage.sizeGiB }) : null;

  // ---- Labels ---------------------------------------------------------------
  const presetFigure = (item: DevicePreset): string => {
    const model = item.performance;
    switch (model.kind) {
      case 'fixed':
        if (model.writeIops === null) {
          return translate(
            { id: 'iops.device.readOnlyFigure', message: '読み取り {read}' },
            { read: iops(model.readIops.value) },
          );
        }
        if (model.writeIops.value === model.readIops.value) return iops(model.readIops.value);
        return translate(
          { id: 'iops.device.readWriteFigure', message: '読み取り {read} / 書き込み {write}' },
          { read: iops(model.readIops.value), write: iops(model.writeIops.value) },
        );
      case 'gp2':
        return translate({
          id: 'iops.device.gp2Figure',
          message: '容量 × 3 IOPS（100〜16,000）、3,000 までバースト',
        });
      case 'provisioned': {
        const limits = PROVISIONED_VOLUME_LIMITS[model.volumeType];
        return translate(
          { id: 'iops.device.provisionedFigure', message: '{min}〜{max} IOPS をプロビジョニング' },
          { min: count(limits.minIops), max: count(limits.maxIops) },
        );
      }
    }
  };
  const deviceChoices: { value: DeviceChoice; label: string }[] = [
    ...DEVICE_PRESETS.map((item) => ({
      value: item.id,
      label: `${eraLabel(item.era)}: ${localized(item.label)} — ${presetFigure(item)}`,
    })),
    {
      value: 'custom',
      label: translate({ id: 'iops.device.custom', message: 'ユーザー定義（IOPS を入力）' }),
    },
  ];
  const presetSources = (item: DevicePreset): Citation[] => {
    const model = item.performance;
    switch (model.kind) {
      case 'fixed':
        return model.writeIops === null || model.writeIops.source === model.readIops.source
          ? [model.readIops.source]
          : [model.readIops.source, model.writeIops.source];
      case 'gp2':
        return [GP2_LIMITS.source];
      case 'provisioned':
        return [PROVISIONED_VOLUME_LIMITS[model.volumeType].source];
    }
  };
  const deviceHint =
    preset === null ? (
      <Translate id="iops.device.customHint">
        読み取りだけ・書き込みだけのランダム I/O
        で測った値を入れます。片方しかわからなければ同じ値を 2 回入れてください。
      </Translate>
    ) : (
      <>
        <span className={styles.figure}>{presetFigure(preset)}</span>{' '}
        {presetSources(preset).map((source) => (
          <span key={source.title}>
            <Translate id="iops.device.source" values={{ source: <Cite source={source} /> }}>
              {'出典: {source}'}
            </Translate>{' '}
          </span>
        ))}
        {preset.note ? localized(preset.note) : null}
      </>
    );

  const adjustmentMessage = (adjustment: StorageAdjustment): string => {
    switch (adjustment.kind) {
      case 'deviceCount':
        return translate(
          {
            id: 'iops.adjust.deviceCount',
            message:
              '{level} は {min} 台以上{even}で組みます。代わりに {used} 台で計算しています。',
          },
          {
            level: localized(RAID_LEVELS[adjustment.level].label),
            min: count(adjustment.minDevices),
            even: adjustment.evenOnly
              ? translate({ id: 'iops.adjust.evenOnly', message: '・偶数台' })
              : '',
            used: count(adjustment.used),
          },
        );
      case 'volumeSize':
        return translate(
          {
            id: 'iops.adjust.volumeSize',
            message:
              'このボリュームタイプのサイズは {min}〜{max} GiB です。代わりに {used} GiB で計算しています。',
          },
          {
            min: count(adjustment.minGiB),
            max: count(adjustment.maxGiB),
            used: count(adjustment.used),
          },
        );
      case 'provisionedIops':
        return translate(
          {
            id: 'iops.adjust.provisionedIops',
            message:
              'このサイズでプロビジョニングできるのは {min}〜{max} IOPS です（容量あたりの上限もあります）。代わりに {used} IOPS で計算しています。',
          },
          {
            min: count(adjustment.minIops),
            max: count(adjustment.maxIops),
            used: count(adjustment.used),
          },
        );
    }
  };

  // ---- Verdict ----------------------------------------------------------------
  const remedyText = (remedy: StorageRemedy): ReactNode => {
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
            {
              '1 本では足りません。{count} 本に分けて、1 本あたり {iops}（{size} GiB 以上）が必要です'
            }
          </Translate>
        );
    }
  };
  const verdictText = (verdict: SizingVerdict): ReactNode => {
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
                {remedyText(verdict.storageRemedy)}
              </span>
            ) : null}
          </>
        );
      default:
        return remedyText(verdict);
    }
  };

  const storageLabel = (() => {
    switch (storage.kind) {
      case 'array':
        return translate(
          { id: 'iops.storage.arrayLabel', message: '{count} 台の {level}' },
          { count: count(storage.deviceCount), level: localized(RAID_LEVELS[storage.level].label) },
        );
      case 'gp2Volume':
        return translate(
          { id: 'iops.storage.gp2Label', message: 'gp2 {size} GiB' },
          { size: count(storage.sizeGiB) },
        );
      case 'provisionedVolume':
        return translate(
          { id: 'iops.storage.provisionedLabel', message: '{type} {size} GiB・{iops}' },
          {
            type: storage.volumeType,
            size: count(storage.sizeGiB),
            iops: iops(storage.provisionedIops),
          },
        );
    }
  })();

  // ---- Inputs ---------------------------------------------------------------
  const inputs = (
    <>
      <fieldset className={styles.group}>
        <legend className={styles.groupLegend}>
          <Translate id="iops.group.demand">負荷（統合するシステム）</Translate>
        </legend>
        <p className={styles.groupHint}>
          <Translate id="iops.systems.hint">
            各システムのピーク時の IOPS です。MySQL なら SHOW ENGINE INNODB STATUS の FILE I/O の
            reads/s と writes/s、OS なら iostat の r/s と w/s
            を、夜間バッチや繁忙期も含めて測ってください。
          </Translate>
        </p>
        {systemsError ? (
          <p className="alert alert--warning" role="alert">
            {systemsError}
          </p>
        ) : null}
        <SystemsEditor
          rawText={texts.systems}
          systems={systems}
          onChange={(text) => setText('systems', text)}
          format={format}
        />
        <NumberField
          name="head"
          label={<Translate id="iops.field.head">余裕（ヘッドルーム）</Translate>}
          unit="%"
          value={texts.head}
          onChange={(text) => setText('head', text)}
          error={numberError('head')}
          hint={
            <Translate id="iops.field.head.hint">
              測った合計に上乗せする割合です。0〜1,000 %。
            </Translate>
          }
        />
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.groupLegend}>
          <Translate id="iops.group.storage">ストレージ</Translate>
        </legend>
        <ChoiceField
          name="dev"
          label={<Translate id="iops.field.dev">機器</Translate>}
          value={values.dev}
          onChange={(value) => setText('dev', value)}
          choices={deviceChoices}
          hint={deviceHint}
          error={errorFor('dev', localized(DEVICE_PRESETS[0]!.label))}
        />
        {preset === null ? (
          <>
            <NumberField
              name="dr"
              label={<Translate id="iops.field.dr">1 台の読み取り性能</Translate>}
              unit="IOPS"
              value={texts.dr}
              onChange={(text) => setText('dr', text)}
              error={numberError('dr')}
            />
            <NumberField
              name="dw"
              label={<Translate id="iops.field.dw">1 台の書き込み性能</Translate>}
              unit="IOPS"
              value={texts.dw}
              onChange={(text) => setText('dw', text)}
              error={numberError('dw')}
            />
            <ChoiceField
              name="bus"
              label={<Translate id="iops.field.bus">接続</Translate>}
              value={values.bus}
              onChange={(value) => setText('bus', value)}
              choices={iopsParams.bus.values.map((value) => ({ value, label: busLabel(value) }))}
              error={errorFor('bus', busLabel(iopsParams.bus.defaultValue))}
            />
          </>
        ) : null}
        {isVolume ? (
          <>
            <NumberField
              name="size"
              label={<Translate id="iops.field.size">ボリュームのサイズ</Translate>}
              unit="GiB"
              value={texts.size}
              onChange={(text) => setText('size', text)}
              error={numberError('size')}
            />
            {storage.kind === 'provisionedVolume' ? (
              <NumberField
                name="piops"
                label={<Translate id="iops.field.piops">プロビジョニングする IOPS</Translate>}
                unit="IOPS"
                value={texts.piops}
                onChange={(text) => setText('piops', text)}
                error={numberError('piops')}
                hint={
                  <Translate
                    id="iops.field.piops.hint"
                    values={{
                      min: count(PROVISIONED_VOLUME_LIMITS[storage.volumeType].minIops),
                      max: count(PROVISIONED_VOLUME_LIMITS[storage.volumeType].maxIops),
                      ratio: count(PROVISIONED_VOLUME_LIMITS[storage.volumeType].maxIopsPerGiB),
                    }}
                  >
                    {'{min}〜{max} IOPS、1 GiB あたり {ratio} IOPS まで。読み書き合計の上限です。'}
                  </Translate>
                }
              />
            ) : null}
          </>
        ) : (
          <>
            <ChoiceField
              name="raid"
              label={<Translate id="iops.field.raid">RAID レベル</Translate>}
              value={values.raid}
              onChange={(value) => setText('raid', value)}
              choices={RAID_LEVEL_ORDER.map((level) => ({
                value: level,
                label: localized(RAID_LEVELS[level].label),
              }))}
              error={errorFor('raid', localized(RAID_LEVELS.raid10.label))}
              hint={
                <Translate
                  id="iops.field.raid.hint"
                  values={{
                    penalty: count(RAID_LEVELS[values.raid].writePenalty),
                    min: count(RAID_LEVELS[values.raid].minDevices),
                  }}
                >
                  {
                    '書き込み 1 回がディスク I/O {penalty} 回になります（書き込みペナルティ）。最小 {min} 台。'
                  }
                </Translate>
              }
            />
            <NumberField
              name="n"
              label={<Translate id="iops.field.n">台数</Translate>}
              value={texts.n}
              onChange={(text) => setText('n', text)}
              error={numberError('n')}
            />
          </>
        )}
        {resolved.adjustments.map((adjustment) => (
          <p key={adjustment.kind} className="alert alert--warning" role="alert">
            {adjustmentMessage(adjustment)}
          </p>
        ))}
      </fieldset>
    </>
  );

  // ---- Results --------------------------------------------------------------
  const results = (
    <>
      <dl className={styles.results}>
        <div>
          <dt>
            <Translate id="iops.result.verdict">判定</Translate>
          </dt>
          <dd className={styles.headline} data-testid="iops-verdict">
            {sizing === null ? (
              <Translate id="iops.result.noVerdict">判定できません</Translate>
            ) : sizing.ok ? (
              verdictText(sizing.value.verdict)
            ) : (
              <Translate id="iops.result.noVerdict">判定できません</Translate>
            )}
          </dd>
        </div>
        <div>
          <dt>
            <Translate id="iops.result.demand" values={{ headroom: percent(values.head, 1) }}>
              {'必要な IOPS（余裕 {headroom} 込み）'}
            </Translate>
          </dt>
          <dd data-testid="iops-total-demand">{demand.ok ? iops(demand.value.totalIops) : '—'}</dd>
          {demand.ok ? (
            <dd className={styles.detail}>
              <Translate
                id="iops.result.demandDetail"
                values={{
                  read: iops(demand.value.readIops),
                  write: iops(demand.value.writeIops),
                  share: percent(demand.value.readPercent),
                  measured: iops(demand.value.measuredReadIops + demand.value.measuredWriteIops),
                }}
              >
                {'読み取り {read}・書き込み {write}（読み取り {share}）。測った合計は {measured}。'}
              </Translate>
            </dd>
          ) : null}
        </div>
        {sizing?.ok ? (
          <>
            <div>
              <dt>
                <Translate id="iops.result.storage" values={{ storage: storageLabel }}>
                  {'ストレージの能力（{storage}、この読み書き比率で）'}
                </Translate>
              </dt>
              <dd data-testid="iops-storage-capacity">{iops(sizing.value.capacity.storageIops)}</dd>
              {perDeviceIops?.ok && storage.kind === 'array' ? (
                <dd className={styles.detail}>
                  <Translate
                    id="iops.result.storageDetail"
                    values={{
                      device: iops(perDeviceIops.value),
                      penalty: count(RAID_LEVELS[storage.level].writePenalty),
                    }}
                  >
                    {
                      '1 台あたり {device}、書き込みペナルティ {penalty}。コントローラのライトバックキャッシュは考慮していません。'
                    }
                  </Translate>
                </dd>
              ) : null}
            </div>
            {sizing.value.capacity.capOnlyIops !== null ? (
              <div>
                <dt>
                  <Translate id="iops.result.effective">上限を適用した実効 IOPS</Translate>
                </dt>
                <dd>{iops(sizing.value.capacity.effectiveIops)}</dd>
                <dd className={styles.detail}>
                  <Translate
                    id="iops.result.effectiveDetail"
                    values={{ caps: iops(sizing.value.capacity.capOnlyIops) }}
                  >
                    {'読み書き別の上限だけなら {caps} まで。'}
                  </Translate>{' '}
                  {sizing.value.capacity.bottleneck === 'throttle' ? (
                    <Translate id="iops.result.bottleneckThrottle">
                      ボトルネックは上限です。
                    </Translate>
                  ) : (
                    <Translate id="iops.result.bottleneckStorage">
                      ボトルネックはストレージです。
                    </Translate>
                  )}
                </dd>
              </div>
            ) : null}
          </>
        ) : null}
        {needed?.ok && storage.kind === 'array' ? (
          <div>
            <dt>
              <Translate
                id="iops.result.devicesNeeded"
                values={{ level: localized(RAID_LEVELS[storage.level].label) }}
              >
                {'この負荷に必要な台数（{level}）'}
              </Translate>
            </dt>
            <dd data-testid="iops-devices-needed">
              <Translate
                id="iops.result.devicesNeededValue"
                values={{ count: count(needed.value) }}
              >
                {'{count} 台'}
              </Translate>
            </dd>
          </div>
        ) : null}
        {sizing?.ok && sizing.value.gp2Burst !== null ? (
          <div>
            <dt>
              <Translate id="iops.result.gp2Burst">
                gp2 のバースト（満タンの 540 万クレジットから）
              </Translate>
            </dt>
            <dd data-testid="iops-gp2-burst">
              {(() => {
                const burst = sizing.value.gp2Burst;
                switch (burst.kind) {
                  case 'finite':
                    return (
                      <Translate
                        id="iops.result.gp2BurstFinite"
                        values={{
                          iops: iops(burst.deliveredIops),
                          duration: durationText(burst.seconds, format),
                          baseline: iops(burst.baselineIops),
                        }}
                      >
                        {'{iops} で {duration} 続き、その後はベースライン {baseline} に落ちます'}
                      </Translate>
                    );
                  case 'sustainable':
                    return (
                      <Translate
                        id="iops.result.gp2Sustainable"
                        values={{ baseline: iops(burst.baselineIops) }}
                      >
                        {'負荷がベースライン {baseline} 以下なので、クレジットは減りません'}
                      </Translate>
                    );
                  case 'notApplicable':
                    return (
                      <Translate
                        id="iops.result.gp2NotApplicable"
                        values={{ baseline: iops(burst.baselineIops) }}
                      >
                        {'ベースライン {baseline} が 3,000 IOPS 以上なので、バーストはありません'}
                      </Translate>
                    );
                }
              })()}
            </dd>
            {sizing.value.gp2Burst.kind === 'finite' &&
            sizing.value.gp2Burst.cappedAtBurstCeiling ? (
              <dd className={styles.detail}>
                <Translate id="iops.result.gp2Capped">
                  負荷が 3,000 IOPS を超えているので、バースト中も 3,000 IOPS しか出ません。
                </Translate>
              </dd>
            ) : null}
            {refill?.ok && refill.value.kind === 'finite' ? (
              <dd className={styles.detail} data-testid="iops-gp2-refill">
                <Translate
                  id="iops.result.gp2Refill"
                  values={{
                    duration: durationText(refill.value.seconds, format),
                    rate: count(refill.value.creditsPerSecond),
                  }}
                >
                  {
                    '使い切ったクレジットが満タンに戻るまで、I/O がなくても {duration}（毎秒 {rate} クレジット）。'
                  }
                </Translate>
              </dd>
            ) : null}
          </div>
        ) : null}
      </dl>
      {!demand.ok ? <p className="alert alert--warning">{iopsMessage(demand.error)}</p> : null}
      {sizing !== null && !sizing.ok ? (
        <p className="alert alert--warning">{iopsMessage(sizing.error)}</p>
      ) : null}
    </>
  );

  // Speaker mode's scenarios: the 2012-12-17 post's cgroup test (10,000 read
  // and 10,000 write IOPS caps) at 100 %, 90 % and 50 % reads, set exactly as
  // the throttle section's "source conditions" buttons set them.
  const scenarios = SOURCE_THROTTLE_TEST.measurements.map((row) => ({
    id: `cgroup-read-${row.readPercent}`,
    label: translate(
      {
        id: 'presentation.scenario.iops.cgroup',
        message: 'cgroup の上限 {cap} IOPS・読み取り {share}',
      },
      {
        cap: format.number(SOURCE_THROTTLE_TEST.readIopsCap, 0),
        share: percent(row.readPercent, 0),
      },
    ),
    texts: {
      thr: 'cgroup-v1-blkio',
      rcap: String(SOURCE_THROTTLE_TEST.readIopsCap),
      wcap: String(SOURCE_THROTTLE_TEST.writeIopsCap),
      tread: String(row.readPercent),
      ...(row.boundBy === 'device'
        ? { tlim: 'custom', tdev: String(row.measuredIops) }
        : { tlim: 'none' }),
    },
  }));

  return (
    <CalculatorFrame
      id="iops-calculator"
      headingLevel={embedded ? 3 : 2}
      linkToSelf={embedded}
      title={<Translate id="iops.title">IOPS のサイジング</Translate>}
      urlErrorNames={urlErrorNames}
      inputs={inputs}
      results={results}
      scenarios={scenarios}
      onApplyScenario={state.setTexts}
    >
      {demand.ok && sizing?.ok ? (
        <DemandCharts
          demand={demand.value}
          sizing={sizing.value}
          needed={needed?.ok ? needed.value : null}
          storageLabel={storageLabel}
          capsApplied={capsApplied}
        />
      ) : null}
      <ThrottleSection
        state={state}
        demandReadPercent={demand.ok ? demand.value.readPercent : null}
        resolved={resolved}
        subheading={subheading}
      />
      <QueueSection
        state={state}
        demandIops={demand.ok ? demand.value.totalIops : null}
        busInterface={resolved.busInterface}
        subheading={subheading}
      />
      <div className={styles.sources}>
        <p className={styles.sourcesHeading}>
          <Translate id="iops.sources.heading">計算に使った数値の出典</Translate>
        </p>
        <ul>
          <li>
            <Translate
              id="iops.sources.raid"
              values={{ source: <Cite source={RAID_LEVELS.raid5.penaltySource} /> }}
            >
              {'RAID の書き込みペナルティ: {source}'}
            </Translate>
          </li>
          <li>
            <Translate
              id="iops.sources.raidMin"
              values={{ source: <Cite source={RAID_LEVELS.raid5.minDevicesSource} /> }}
            >
              {'RAID レベルごとの最小台数: {source}'}
            </Translate>
          </li>
          <li>
            <Translate
              id="iops.sources.gp2"
              values={{ source: <Cite source={GP2_LIMITS.source} /> }}
            >
              {'gp2 のベースラインとバースト: {source}'}
            </Translate>
          </li>
          <li>
            <Translate
              id="iops.sources.consolidation"
              values={{ source: <Cite source={SOURCE_THROTTLE_TEST.source} /> }}
            >
              {
                'システムごとの reads/s・writes/s を合計して調達する考え方、cgroup による制御: sh2 {source}'
              }
            </Translate>
          </li>
          <li>
            <Translate
              id="iops.sources.cgroupV2"
              values={{ source: <Cite source={THROTTLE_MECHANISMS[1]!.source} /> }}
            >
              {'cgroup v2 の io.max: {source}'}
            </Translate>
          </li>
        </ul>
      </div>
    </CalculatorFrame>
  );
}
