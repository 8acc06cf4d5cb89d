import React, { type ReactNode } from 'react';
import Translate from '@docusaurus/Translate';
import ChoiceField from '../ChoiceField';
import NumberField from '../NumberField';
import { generations, type GenerationInfo } from '../../calculators/group-commit/groupCommitModel';
import { binlogChoices, trxChoices, xaChoices } from './choices';
import type { FieldProps } from './fieldProps';
import { generationLabel } from './messages';
import { groupCommitParams } from './params';
import styles from './styles.module.css';

interface Props extends FieldProps {
  /** The chosen generation: whether innodb_support_xa exists and how sync_binlog counts. */
  readonly info: GenerationInfo;
}

/** Server variable names: shown as code, never translated. */
const TRX_VARIABLE = 'innodb_flush_log_at_trx_commit';
const SYNC_BINLOG_VARIABLE = 'sync_binlog';
const SUPPORT_XA_VARIABLE = 'innodb_support_xa';

/** The server's settings: generation, binary log, the two durability variables and XA. */
export default function ServerSettingsFields({
  values,
  texts,
  setText,
  errorFor,
  info,
}: Props): ReactNode {
  return (
    <>
      <ChoiceField
        name="gen"
        label={<Translate id="groupCommit.field.gen">サーバーの世代</Translate>}
        value={values.gen}
        onChange={(value) => {
          setText('gen', value);
        }}
        choices={generations.map((gen) => ({ value: gen, label: generationLabel(gen) }))}
        error={errorFor('gen', generationLabel(groupCommitParams.gen.defaultValue))}
      />
      <ChoiceField
        name="binlog"
        label={<Translate id="groupCommit.field.binlog">バイナリログ（log-bin）</Translate>}
        value={values.binlog}
        onChange={(value) => {
          setText('binlog', value);
        }}
        choices={binlogChoices()}
        error={errorFor('binlog', 'on')}
      />
      <ChoiceField
        name="trx"
        label={<code>{TRX_VARIABLE}</code>}
        value={values.trx}
        onChange={(value) => {
          setText('trx', value);
        }}
        choices={trxChoices()}
        error={errorFor('trx', '1')}
      />
      <NumberField
        name="syncBinlog"
        label={<code>{SYNC_BINLOG_VARIABLE}</code>}
        value={texts.syncBinlog}
        onChange={(text) => {
          setText('syncBinlog', text);
        }}
        error={errorFor('syncBinlog')}
        hint={
          info.syncBinlogCounts === 'groups' ? (
            <Translate id="groupCommit.field.syncBinlog.hintGroups">
              0 = 書き出しを OS に任せる、1 = コミットグループごとに fsync、N = N グループごとに
              fsync（5.6 以降の数え方）。
            </Translate>
          ) : (
            <Translate id="groupCommit.field.syncBinlog.hintTransactions">
              0 = 書き出しを OS に任せる、1 = コミットごとに fsync、N = N
              回の書き込み（トランザクション）ごとに fsync（5.5 までの数え方）。
            </Translate>
          )
        }
      />
      {info.hasSupportXa ? (
        <ChoiceField
          name="xa"
          label={<code>{SUPPORT_XA_VARIABLE}</code>}
          value={values.xa}
          onChange={(value) => {
            setText('xa', value);
          }}
          choices={xaChoices()}
          error={errorFor('xa', '1')}
          hint={
            <Translate id="groupCommit.field.xa.hint">
              5.7.10 で非推奨（以降は 0 にできない）、MySQL 8.0 で削除されました。
            </Translate>
          }
        />
      ) : (
        <p className={styles.hintText}>
          <Translate id="groupCommit.field.xa.removed">
            innodb_support_xa は MySQL 8.0 で削除され、2 相コミットは常に有効です。
          </Translate>
        </p>
      )}
    </>
  );
}
