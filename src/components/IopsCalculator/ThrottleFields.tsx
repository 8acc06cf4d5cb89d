import React, { type ReactNode } from 'react';
import Translate, { translate } from '@docusaurus/Translate';
import clsx from 'clsx';
import NumberField from '../NumberField';
import ChoiceField from '../ChoiceField';
import { useLocalizedText } from '../../hooks/useLocalizedText';
import type { CalculatorState } from '../../hooks/useCalculatorState';
import { THROTTLE_MECHANISMS } from '../../calculators/iops/throttle';
import { useFieldError } from '../CalculatorFrame/useFieldError';
import { iopsParams, type IopsParams } from './params';
import { useIopsFormat } from './shared';
import styles from './styles.module.css';

interface Props {
  readonly state: CalculatorState<IopsParams>;
  /** Read share of the demand, percent; `null` when there is no valid demand. */
  readonly demandReadPercent: number | null;
}

const noDeviceLimitLabel = (): string =>
  translate({ id: 'iops.field.tlim.none', message: '考えない（上限だけで計算）' });
const capsNotAppliedLabel = (): string =>
  translate({ id: 'iops.field.tapply.no', message: 'しない' });

/**
 * The throttle inputs: the mechanism, the read and write caps, the read
 * share, what else bounds the total, and whether the caps apply to the verdict.
 */
export default function ThrottleFields({ state, demandReadPercent }: Props): ReactNode {
  const { values, texts, setText } = state;
  const format = useIopsFormat();
  const errorFor = useFieldError(iopsParams, state.errors);
  const localized = useLocalizedText();
  return (
    <div className={styles.sectionFields}>
      <ChoiceField
        name="thr"
        label={<Translate id="iops.field.thr">仕組み</Translate>}
        value={values.thr}
        onChange={(value) => {
          setText('thr', value);
        }}
        choices={iopsParams.thr.values.map((id) => {
          const item = THROTTLE_MECHANISMS.find((candidate) => candidate.id === id);
          return { value: id, label: item ? localized(item.label) : id };
        })}
        error={errorFor('thr', localized(THROTTLE_MECHANISMS[0]!.label))}
        hint={<MechanismHint mechanismId={values.thr} />}
      />
      <NumberField
        name="rcap"
        label={<Translate id="iops.field.rcap">読み取りの上限</Translate>}
        unit="IOPS"
        value={texts.rcap}
        onChange={(text) => {
          setText('rcap', text);
        }}
        error={errorFor('rcap')}
      />
      <NumberField
        name="wcap"
        label={<Translate id="iops.field.wcap">書き込みの上限</Translate>}
        unit="IOPS"
        value={texts.wcap}
        onChange={(text) => {
          setText('wcap', text);
        }}
        error={errorFor('wcap')}
      />
      <NumberField
        name="tread"
        label={<Translate id="iops.field.tread">読み取りの割合</Translate>}
        unit="%"
        value={texts.tread}
        onChange={(text) => {
          setText('tread', text);
        }}
        error={errorFor('tread')}
        hint={
          demandReadPercent !== null ? (
            <button
              type="button"
              className={clsx('button button--link button--sm', styles.smallButton)}
              onClick={() => {
                setText('tread', String(Math.round(demandReadPercent * 100) / 100));
              }}
            >
              <Translate
                id="iops.field.tread.useDemand"
                values={{ share: format.percent(demandReadPercent) }}
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
        onChange={(value) => {
          setText('tlim', value);
        }}
        choices={[
          { value: 'none', label: noDeviceLimitLabel() },
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
        error={errorFor('tlim', noDeviceLimitLabel())}
      />
      {values.tlim === 'custom' ? (
        <NumberField
          name="tdev"
          label={<Translate id="iops.field.tdev">この割合でデバイスが出せる IOPS</Translate>}
          unit="IOPS"
          value={texts.tdev}
          onChange={(text) => {
            setText('tdev', text);
          }}
          error={errorFor('tdev')}
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
        onChange={(value) => {
          setText('tapply', value);
        }}
        choices={[
          { value: 'no', label: capsNotAppliedLabel() },
          {
            value: 'yes',
            label: translate({
              id: 'iops.field.tapply.yes',
              message: 'する（負荷の読み書き比率で）',
            }),
          },
        ]}
        error={errorFor('tapply', capsNotAppliedLabel())}
      />
    </div>
  );
}

/** The settings the chosen mechanism writes, and its note. */
function MechanismHint({ mechanismId }: { readonly mechanismId: string }): ReactNode {
  const localized = useLocalizedText();
  const mechanism =
    THROTTLE_MECHANISMS.find((item) => item.id === mechanismId) ?? THROTTLE_MECHANISMS[0]!;
  return (
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
  );
}
