import React, { type ReactNode } from 'react';
import ChoiceField from '../ChoiceField';
import NumberField from '../NumberField';
import { generations, type GenerationInfo } from '../../calculators/group-commit/groupCommitModel';
import { binlogChoices, trxChoices, xaChoices } from './choices';
import type { FieldProps } from './fieldProps';
import { generationLabel } from './messages';
import { groupCommitParams } from './params';
import styles from './styles.module.css';
import { pageText } from '../../i18n/pageText';
import { groupCommitStrings } from './strings';

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
        label={pageText(groupCommitStrings, 'groupCommit.field.gen')}
        value={values.gen}
        onChange={(value) => {
          setText('gen', value);
        }}
        choices={generations.map((gen) => ({ value: gen, label: generationLabel(gen) }))}
        error={errorFor('gen', generationLabel(groupCommitParams.gen.defaultValue))}
      />
      <ChoiceField
        name="binlog"
        label={pageText(groupCommitStrings, 'groupCommit.field.binlog')}
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
          info.syncBinlogCounts === 'groups'
            ? pageText(groupCommitStrings, 'groupCommit.field.syncBinlog.hintGroups')
            : pageText(groupCommitStrings, 'groupCommit.field.syncBinlog.hintTransactions')
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
          hint={pageText(groupCommitStrings, 'groupCommit.field.xa.hint')}
        />
      ) : (
        <p className={styles.hintText}>
          {pageText(groupCommitStrings, 'groupCommit.field.xa.removed')}
        </p>
      )}
    </>
  );
}
