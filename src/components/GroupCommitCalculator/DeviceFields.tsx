import React, { type ReactNode } from 'react';
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
import { pageText } from '../../i18n/pageText';
import { groupCommitStrings } from './strings';

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
        label={pageText(groupCommitStrings, 'groupCommit.field.device')}
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
      {pageText(groupCommitStrings, 'groupCommit.field.device.basis', {
        basis: basisLabel(preset.basis),
      })}{' '}
      {pageText(groupCommitStrings, 'groupCommit.field.device.source', {
        source: <LangMarkedText>{citationText(preset.source, locale)}</LangMarkedText>,
      })}
    </>
  );
}

function CustomDeviceHint(): ReactNode {
  return pageText(groupCommitStrings, 'groupCommit.field.device.customHint');
}

/** A device of the reader's own: its fsync time, or how many fsyncs it sustains per second. */
function CustomDeviceFields({ values, texts, setText, errorFor }: FieldProps): ReactNode {
  return (
    <>
      <ChoiceField
        name="fsyncUnit"
        label={pageText(groupCommitStrings, 'groupCommit.field.fsyncUnit')}
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
          label={pageText(groupCommitStrings, 'groupCommit.field.fsyncUs')}
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
          label={pageText(groupCommitStrings, 'groupCommit.field.fsyncPerSec')}
          unit={pageText(groupCommitStrings, 'groupCommit.unit.perSecondShort')}
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
