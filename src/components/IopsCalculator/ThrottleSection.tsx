import React, { type ReactNode } from 'react';
import Translate, { translate } from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import clsx from 'clsx';
import NumberField from '../NumberField';
import ChoiceField from '../ChoiceField';
import { useLocalizedText } from '../../hooks/useLocalizedText';
import type { CalculatorState } from '../../hooks/useCalculatorState';
import { THROTTLE_MECHANISMS, throttledIops } from '../../calculators/iops/throttle';
import { iopsParams, type IopsParams } from './params';
import { iopsMessage } from './messages';
import { storageIopsAt, type ResolvedStorage } from './model';
import { SOURCE_THROTTLE_TEST } from './sourceMeasurements';
import ThrottleChart from './ThrottleChart';
import { limitLabel } from './labels';
import { Cite, fieldErrors, useIopsFormat } from './shared';
import styles from './styles.module.css';

interface Props {
  readonly state: CalculatorState<IopsParams>;
  /** Read share of the demand, percent; `null` when there is no valid demand. */
  readonly demandReadPercent: number | null;
  /** The storage chosen above, for the "device limit = storage" option. */
  readonly resolved: ResolvedStorage;
  readonly subheading: 'h3' | 'h4';
}

/**
 * Per-direction IOPS caps (cgroup v1 blkio, cgroup v2 io.max): the total a
 * workload reaches at a read share, next to the source's measurements with
 * 10,000 + 10,000 IOPS caps.
 */
export default function ThrottleSection({
  state,
  demandReadPercent,
  resolved,
  subheading,
}: Props): ReactNode {
  const { values, texts, setText, setTexts } = state;
  const format = useIopsFormat();
  const { iops, count, percent } = format;
  const { errorFor, numberError } = fieldErrors(state, format);
  const localized = useLocalizedText();

  const throttleDeviceLimit =
    values.tlim === 'none'
      ? ({ ok: true, value: null } as const)
      : values.tlim === 'custom'
        ? ({ ok: true, value: values.tdev } as const)
        : storageIopsAt(resolved, values.tread);
  const throttle = throttledIops({
    readPercent: values.tread,
    readIopsCap: values.rcap,
    writeIopsCap: values.wcap,
    deviceLimitIops: throttleDeviceLimit.ok ? throttleDeviceLimit.value : null,
  });
  const mechanism =
    THROTTLE_MECHANISMS.find((item) => item.id === values.thr) ?? THROTTLE_MECHANISMS[0]!;
  const provisionedMechanism = THROTTLE_MECHANISMS.find((item) => item.id === 'provisioned-volume');
  const sourceRows = SOURCE_THROTTLE_TEST.measurements.map((row) => {
    const capsOnly = throttledIops({
      readPercent: row.readPercent,
      readIopsCap: SOURCE_THROTTLE_TEST.readIopsCap,
      writeIopsCap: SOURCE_THROTTLE_TEST.writeIopsCap,
      deviceLimitIops: null,
    });
    return {
      ...row,
      capsOnly: capsOnly.ok && capsOnly.value.kind === 'bounded' ? capsOnly.value.totalIops : null,
    };
  });
  const command =
    values.thr === 'cgroup-v2-io-max'
      ? `echo "8:0 riops=${values.rcap} wiops=${values.wcap}" > /sys/fs/cgroup/db.slice/io.max`
      : [
          `echo '8:0 ${values.rcap}' > /cgroup/blkio/<group>/blkio.throttle.read_iops_device`,
          `echo '8:0 ${values.wcap}' > /cgroup/blkio/<group>/blkio.throttle.write_iops_device`,
        ].join('\n');

  return (
    <section aria-labelledby="iops-throttle" className={styles.section}>
      <Heading as={subheading} id="iops-throttle" className={styles.subheading}>
        <Translate id="iops.throttle.heading">読み書き別の IOPS 上限（スロットリング）</Translate>
      </Heading>
      <p className={styles.sectionIntro}>
        <Translate id="iops.throttle.intro">
          上限が読み取りと書き込みに別々にかかると、合計で出せる IOPS は読み取りの割合 r によって
          min(読み取り上限 ÷ r、書き込み上限 ÷ (1 − r)、デバイスの限界) になります。2
          つの上限の合計にはなりません。
        </Translate>
      </p>
      <div className={styles.sectionLayout}>
        <div className={styles.sectionFields}>
          <ChoiceField
            name="thr"
            label={<Translate id="iops.field.thr">仕組み</Translate>}
            value={values.thr}
            onChange={(value) => setText('thr', value)}
            choices={iopsParams.thr.values.map((id) => {
              const item = THROTTLE_MECHANISMS.find((candidate) => candidate.id === id);
              return { value: id, label: item ? localized(item.label) : id };
            })}
            error={errorFor('thr', localized(THROTTLE_MECHANISMS[0]!.label))}
            hint={
              <>
                <code>{mechanism.readSetting}</code>
                {mechanism.writeSetting ? (
                  <>
                    {' / '}
                    <code>{mechanism.writeSetting}</code>
                  </>
                ) : null}{' '}
                {mechanism.note ? localized(mechanism.note) : null}
              </>
            }
          />
          <NumberField
            name="rcap"
            label={<Translate id="iops.field.rcap">読み取りの上限</Translate>}
            unit="IOPS"
            value={texts.rcap}
            onChange={(text) => setText('rcap', text)}
            error={numberError('rcap')}
          />
          <NumberField
            name="wcap"
            label={<Translate id="iops.field.wcap">書き込みの上限</Translate>}
            unit="IOPS"
            value={texts.wcap}
            onChange={(text) => setText('wcap', text)}
            error={numberError('wcap')}
          />
          <NumberField
            name="tread"
            label={<Translate id="iops.field.tread">読み取りの割合</Translate>}
            unit="%"
            value={texts.tread}
            onChange={(text) => setText('tread', text)}
            error={numberError('tread')}
            hint={
              demandReadPercent !== null ? (
                <button
                  type="button"
                  className={clsx('button button--link button--sm', styles.smallButton)}
                  onClick={() =>
                    setText('tread', String(Math.round(demandReadPercent * 100) / 100))
                  }
                >
                  <Translate
                    id="iops.field.tread.useDemand"
                    values={{ share: percent(demandReadPercent) }}
                  >
                    {'負荷の割合（{share}）を使う'}
                  </Translate>
                </button>
              ) : null
            }
          />
          <ChoiceField
            name="tlim"
            label={<Translate id="iops.field.tlim">デバイスの限界</Translate>}
            value={values.tlim}
            onChange={(value) => setText('tlim', value)}
            choices={[
              {
                value: 'none',
                label: translate({
                  id: 'iops.field.tlim.none',
                  message: '考えない（上限だけで計算）',
                }),
              },
              {
                value: 'storage',
                label: translate({
                  id: 'iops.field.tlim.storage',
                  message: '上で選んだストレージ（この割合で）',
                }),
              },
              {
                value: 'custom',
                label: translate({ id: 'iops.field.tlim.custom', message: '値を入力' }),
              },
            ]}
            error={errorFor(
              'tlim',
              translate({ id: 'iops.field.tlim.none', message: '考えない（上限だけで計算）' }),
            )}
          />
          {values.tlim === 'custom' ? (
            <NumberField
              name="tdev"
              label={<Translate id="iops.field.tdev">この割合でデバイスが出せる IOPS</Translate>}
              unit="IOPS"
              value={texts.tdev}
              onChange={(text) => setText('tdev', text)}
              error={numberError('tdev')}
              hint={
                <Translate id="iops.field.tdev.hint">
                  Provisioned IOPS ボリュームの上限（読み書き合計）もここに入れます。
                </Translate>
              }
            />
          ) : null}
          <ChoiceField
            name="tapply"
            label={<Translate id="iops.field.tapply">上の判定にもこの上限を適用する</Translate>}
            value={values.tapply}
            onChange={(value) => setText('tapply', value)}
            choices={[
              { value: 'no', label: translate({ id: 'iops.field.tapply.no', message: 'しない' }) },
              {
                value: 'yes',
                label: translate({
                  id: 'iops.field.tapply.yes',
                  message: 'する（負荷の読み書き比率で）',
                }),
              },
            ]}
            error={errorFor('tapply', translate({ id: 'iops.field.tapply.no', message: 'しない' }))}
          />
        </div>
        <div className={styles.sectionResults} aria-live="polite">
          {throttle.ok && throttle.value.kind === 'bounded' ? (
            <dl className={styles.results}>
              <div>
                <dt>
                  <Translate id="iops.throttle.total" values={{ share: percent(values.tread) }}>
                    {'出せる合計 IOPS（読み取り {share}）'}
                  </Translate>
                </dt>
                <dd className={styles.headline} data-testid="iops-throttle-total">
                  {iops(throttle.value.totalIops)}
                </dd>
                <dd className={styles.detail}>
                  <Translate
                    id="iops.throttle.split"
                    values={{
                      read: iops(throttle.value.readIops),
                      write: iops(throttle.value.writeIops),
                      limits: throttle.value.limitedBy
                        .map(limitLabel)
                        .join(translate({ id: 'iops.list.separator', message: '、' })),
                    }}
                  >
                    {'読み取り {read} + 書き込み {write}。決めているのは {limits}。'}
                  </Translate>
                </dd>
                {throttle.value.capOnlyIops !== null &&
                throttle.value.limitedBy.includes('device') &&
                throttle.value.capOnlyIops > throttle.value.totalIops ? (
                  <dd className={styles.detail}>
                    <Translate
                      id="iops.throttle.capsAllow"
                      values={{ caps: iops(throttle.value.capOnlyIops) }}
                    >
                      {'上限だけなら {caps} まで許されますが、デバイスがそこまで出せません。'}
                    </Translate>
                  </dd>
                ) : null}
              </div>
            </dl>
          ) : (
            <p className="alert alert--info" data-testid="iops-throttle-total">
              {throttle.ok ? (
                <Translate id="iops.throttle.unbounded">
                  この割合では上限が効かず、デバイスの限界も指定されていません。
                </Translate>
              ) : (
                iopsMessage(throttle.error)
              )}
            </p>
          )}
          {!throttleDeviceLimit.ok ? (
            <p className="alert alert--warning">
              <Translate id="iops.throttle.storageUnavailable">
                上で選んだストレージの能力をこの割合では計算できないため、デバイスの限界なしで計算しています。
              </Translate>{' '}
              {iopsMessage(throttleDeviceLimit.error)}
            </p>
          ) : null}
          <pre className={styles.command}>
            <code>{command}</code>
          </pre>
        </div>
      </div>
      {/* The source's measurements and their buttons span the section: in the
          results column beside the fields the table had ≈370 px on a desktop
          and wrapped every heading onto three lines. */}
      <div className={styles.tableWrapper}>
        <table className={styles.table} data-testid="iops-throttle-source">
          <caption>
            <Translate
              id="iops.throttle.sourceCaption"
              values={{
                source: <Cite source={SOURCE_THROTTLE_TEST.source} />,
                cap: count(SOURCE_THROTTLE_TEST.readIopsCap),
                block: count(SOURCE_THROTTLE_TEST.blockSizeKiB),
              }}
            >
              {
                '出典の測定: sh2 {source}。KVM ゲストに cgroup v1 で読み・書きとも {cap} IOPS の上限、{block} KiB のランダム I/O。'
              }
            </Translate>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Translate id="iops.throttle.sourceRead">読み取りの割合</Translate>
              </th>
              <th scope="col">
                <Translate id="iops.throttle.sourceCaps">上限だけで許される合計</Translate>
              </th>
              <th scope="col">
                <Translate id="iops.throttle.sourceMeasured">測定値</Translate>
              </th>
              <th scope="col">
                <Translate id="iops.throttle.sourceBound">決めたもの</Translate>
              </th>
            </tr>
          </thead>
          <tbody>
            {sourceRows.map((row) => (
              <tr key={row.readPercent}>
                <th scope="row">{percent(row.readPercent, 0)}</th>
                <td>{row.capsOnly === null ? '—' : format.number(row.capsOnly, 0)}</td>
                <td>{format.number(row.measuredIops, 0)}</td>
                <td>
                  {row.boundBy === 'device' ? (
                    <Translate id="iops.throttle.sourceBoundDevice">
                      SSD（上限には届かない）
                    </Translate>
                  ) : (
                    limitLabel(row.boundBy)
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={styles.sourceButtons}>
        <span>
          <Translate id="iops.throttle.sourceTry">出典の条件で計算する:</Translate>
        </span>
        {sourceRows.map((row) => (
          <button
            key={row.readPercent}
            type="button"
            className={clsx('button button--outline button--primary', styles.scenarioButton)}
            onClick={() =>
              setTexts({
                thr: 'cgroup-v1-blkio',
                rcap: String(SOURCE_THROTTLE_TEST.readIopsCap),
                wcap: String(SOURCE_THROTTLE_TEST.writeIopsCap),
                tread: String(row.readPercent),
                ...(row.boundBy === 'device'
                  ? { tlim: 'custom', tdev: String(row.measuredIops) }
                  : { tlim: 'none' }),
              })
            }
          >
            <Translate
              id="iops.throttle.sourceApply"
              values={{ share: percent(row.readPercent, 0) }}
            >
              {'読み取り {share}'}
            </Translate>
          </button>
        ))}
      </div>
      {provisionedMechanism?.note ? (
        <p className={styles.note}>
          <Translate
            id="iops.throttle.provisionedNote"
            values={{
              label: localized(provisionedMechanism.label),
              note: localized(provisionedMechanism.note),
            }}
          >
            {'{label}: {note}'}
          </Translate>
        </p>
      ) : null}
      <ThrottleChart
        readIopsCap={values.rcap}
        writeIopsCap={values.wcap}
        readPercent={values.tread}
        deviceLimitAt={(percent) => {
          if (values.tlim === 'none') return null;
          if (values.tlim === 'custom') return values.tdev;
          const limit = storageIopsAt(resolved, percent);
          return limit.ok ? limit.value : null;
        }}
      />
    </section>
  );
}
