import React, { type ReactNode } from 'react';
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
import { pageText } from '../../i18n/pageText';
import { iopsStrings } from './strings';

interface Props {
  readonly state: CalculatorState<IopsParams>;
  /** Read share of the demand, percent; `null` when there is no valid demand. */
  readonly demandReadPercent: number | null;
}

const noDeviceLimitLabel = (): string => pageText(iopsStrings, 'iops.field.tlim.none');
const capsNotAppliedLabel = (): string => pageText(iopsStrings, 'iops.field.tapply.no');

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
        label={pageText(iopsStrings, 'iops.field.thr')}
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
        label={pageText(iopsStrings, 'iops.field.rcap')}
        unit="IOPS"
        value={texts.rcap}
        onChange={(text) => {
          setText('rcap', text);
        }}
        error={errorFor('rcap')}
      />
      <NumberField
        name="wcap"
        label={pageText(iopsStrings, 'iops.field.wcap')}
        unit="IOPS"
        value={texts.wcap}
        onChange={(text) => {
          setText('wcap', text);
        }}
        error={errorFor('wcap')}
      />
      <NumberField
        name="tread"
        label={pageText(iopsStrings, 'iops.field.tread')}
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
              {pageText(iopsStrings, 'iops.field.tread.useDemand', {
                share: format.percent(demandReadPercent),
              })}
            </button>
          ) : null
        }
      />
      <ChoiceField
        name="tlim"
        label={pageText(iopsStrings, 'iops.field.tlim')}
        value={values.tlim}
        onChange={(value) => {
          setText('tlim', value);
        }}
        choices={[
          { value: 'none', label: noDeviceLimitLabel() },
          {
            value: 'storage',
            label: pageText(iopsStrings, 'iops.field.tlim.storage'),
          },
          {
            value: 'custom',
            label: pageText(iopsStrings, 'iops.field.tlim.custom'),
          },
        ]}
        error={errorFor('tlim', noDeviceLimitLabel())}
      />
      {values.tlim === 'custom' ? (
        <NumberField
          name="tdev"
          label={pageText(iopsStrings, 'iops.field.tdev')}
          unit="IOPS"
          value={texts.tdev}
          onChange={(text) => {
            setText('tdev', text);
          }}
          error={errorFor('tdev')}
          hint={pageText(iopsStrings, 'iops.field.tdev.hint')}
        />
      ) : null}
      <ChoiceField
        name="tapply"
        label={pageText(iopsStrings, 'iops.field.tapply')}
        value={values.tapply}
        onChange={(value) => {
          setText('tapply', value);
        }}
        choices={[
          { value: 'no', label: capsNotAppliedLabel() },
          {
            value: 'yes',
            label: pageText(iopsStrings, 'iops.field.tapply.yes'),
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
