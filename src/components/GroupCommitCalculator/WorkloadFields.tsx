import React, { type ReactNode } from 'react';
import NumberField from '../NumberField';
import type { FsyncDevicePreset } from '../../calculators/group-commit/fsyncDevices';
import DeviceFields from './DeviceFields';
import type { FieldProps } from './fieldProps';
import { pageText } from '../../i18n/pageText';
import { groupCommitStrings } from './strings';

interface Props extends FieldProps {
  /** The chosen storage preset; undefined when the reader gives the fsync time or rate. */
  readonly preset: FsyncDevicePreset | undefined;
}

/** The load and the machine: clients, the storage's fsync speed, and the time spent elsewhere. */
export default function WorkloadFields({ preset, ...fields }: Props): ReactNode {
  const { texts, setText, errorFor } = fields;
  return (
    <>
      <NumberField
        name="clients"
        label={pageText(groupCommitStrings, 'groupCommit.field.clients')}
        value={texts.clients}
        onChange={(text) => {
          setText('clients', text);
        }}
        error={errorFor('clients')}
        hint={pageText(groupCommitStrings, 'groupCommit.field.clients.hint')}
      />
      <DeviceFields {...fields} preset={preset} />
      <NumberField
        name="otherUs"
        label={pageText(groupCommitStrings, 'groupCommit.field.otherUs')}
        unit="µs"
        value={texts.otherUs}
        onChange={(text) => {
          setText('otherUs', text);
        }}
        error={errorFor('otherUs')}
        hint={pageText(groupCommitStrings, 'groupCommit.field.otherUs.hint')}
      />
    </>
  );
}
