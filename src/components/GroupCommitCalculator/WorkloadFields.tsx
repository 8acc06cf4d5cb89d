import React, { type ReactNode } from 'react';
import Translate from '@docusaurus/Translate';
import NumberField from '../NumberField';
import type { FsyncDevicePreset } from '../../calculators/group-commit/fsyncDevices';
import DeviceFields from './DeviceFields';
import type { FieldProps } from './fieldProps';

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
        label={
          <Translate id="groupCommit.field.clients">同時にコミットするクライアント数</Translate>
        }
        value={texts.clients}
        onChange={(text) => {
          setText('clients', text);
        }}
        error={errorFor('clients')}
        hint={
          <Translate id="groupCommit.field.clients.hint">
            1〜100,000。各クライアントが常に 1
            件のトランザクションを実行中と仮定します（出典のベンチマークは 30 接続）。
          </Translate>
        }
      />
      <DeviceFields {...fields} preset={preset} />
      <NumberField
        name="otherUs"
        label={
          <Translate id="groupCommit.field.otherUs">
            fsync 待ち以外に 1 トランザクションが使う時間
          </Translate>
        }
        unit="µs"
        value={texts.otherUs}
        onChange={(text) => {
          setText('otherUs', text);
        }}
        error={errorFor('otherUs')}
        hint={
          <Translate id="groupCommit.field.otherUs.hint">
            SQL の実行やネットワークの往復など。0 は全員が常に fsync
            を待っている、グループが最も大きくなる理想的な場合です（出典には数値がありません）。
          </Translate>
        }
      />
    </>
  );
}
