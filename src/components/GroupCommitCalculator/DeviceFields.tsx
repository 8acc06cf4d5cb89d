import React, { type ReactNode } from 'react';
import Translate, { translate } from '@docusaurus/Translate';
import ChoiceField from '../ChoiceField';
import NumberField from '../NumberField';
import {
  findFsyncDevicePreset,
  type FsyncDevicePreset,
} from '../../calculators/group-commit/fsyncDevices';
import { useLocalizedText } from '../../hooks/useLocalizedText';
import { deviceChoices, fsyncUnitChoices, fsyncUnitRateLabel } from './choices';
import { citationText } from '../Citation';
import { usePageLocale } from '../../hooks/usePageLocale';
import type { FieldProps } from './fieldProps';
import { basisLabel } from './messages';
import { groupCommitParams } from './params';
import LangMarkedText from '../LangMarkedText';

interface Props extends FieldProps {
  /** The chosen storage preset; undefined when the reader gives the fsync time or rate. */
  readonly preset: FsyncDevicePreset | undefined;
}

/** The storage's fsync speed: a preset with its note and source, or the reader's own figure. */
export default function DeviceFields({
  values,
  texts,
  setText,
  errorFor,
  preset,
}: Props): ReactNode {
  const localized = useLocalizedText();
  const defaultPreset = findFsyncDevicePreset(groupCommitParams.device.defaultValue);
  return (
    <>
      <ChoiceField
        name="device"
        label={<Translate id="groupCommit.field.device">ストレージの fsync 性能</Translate>}
        value={values.device}
        onChange={(value) => {
          setText('device', value);
        }}
        choices={deviceChoices(localized)}
        error={errorFor('device', localized(defaultPreset?.label ?? { ja: '', en: '' }))}
        hint={preset ? <PresetHint preset={preset} /> : <CustomDeviceHint />}
      />
      {preset ? null : (
        <CustomDeviceFields values={values} texts={texts} setText={setText} errorFor={errorFor} />
      )}
    </>
  );
}

function PresetHint({ preset }: { readonly preset: FsyncDevicePreset }): ReactNode {
  const { locale } = usePageLocale();
  const localized = useLocalizedText();
  return (
    <>
      {localized(preset.note)}{' '}
      <Translate id="groupCommit.field.device.basis" values={{ basis: basisLabel(preset.basis) }}>
        {'（数値の種類: {basis}）'}
      </Translate>{' '}
      <Translate
        id="groupCommit.field.device.source"
        values={{ source: <LangMarkedText>{citationText(preset.source, locale)}</LangMarkedText> }}
      >
        {'出典: {source}'}
      </Translate>
    </>
  );
}

function CustomDeviceHint(): ReactNode {
  return (
    <Translate id="groupCommit.field.device.customHint">
      自分の環境で測った値を入れてください。fsync 1 回の時間か、1 秒あたりの fsync
      回数のどちらでも指定できます。
    </Translate>
  );
}

/** A device of the reader's own: its fsync time, or how many fsyncs it sustains per second. */
function CustomDeviceFields({ values, texts, setText, errorFor }: FieldProps): ReactNode {
  return (
    <>
      <ChoiceField
        name="fsyncUnit"
        label={<Translate id="groupCommit.field.fsyncUnit">指定のしかた</Translate>}
        value={values.fsyncUnit}
        onChange={(value) => {
          setText('fsyncUnit', value);
        }}
        error={errorFor('fsyncUnit', fsyncUnitRateLabel())}
        choices={fsyncUnitChoices()}
      />
      {values.fsyncUnit === 'latency' ? (
        <NumberField
          name="fsyncUs"
          label={<Translate id="groupCommit.field.fsyncUs">fsync 1 回の時間</Translate>}
          unit="µs"
          value={texts.fsyncUs}
          onChange={(text) => {
            setText('fsyncUs', text);
          }}
          error={errorFor('fsyncUs')}
        />
      ) : (
        <NumberField
          name="fsyncPerSec"
          label={<Translate id="groupCommit.field.fsyncPerSec">1 秒あたりの fsync 回数</Translate>}
          unit={translate({ id: 'groupCommit.unit.perSecondShort', message: '回/秒' })}
          value={texts.fsyncPerSec}
          onChange={(text) => {
            setText('fsyncPerSec', text);
          }}
          error={errorFor('fsyncPerSec')}
        />
      )}
    </>
  );
}
