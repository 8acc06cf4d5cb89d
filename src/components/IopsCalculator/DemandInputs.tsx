import React, { type ReactNode } from 'react';
import Translate from '@docusaurus/Translate';
import NumberField from '../NumberField';
import type { CalculatorState } from '../../hooks/useCalculatorState';
import type { SystemLoad } from '../../calculators/iops/demand';
import { useFieldError } from '../CalculatorFrame/useFieldError';
import { iopsParams, type IopsParams } from './params';
import SystemsEditor from './SystemsEditor';
import { useIopsFormat } from './shared';
import styles from './styles.module.css';

interface Props {
  readonly state: CalculatorState<IopsParams>;
  /** The list the demand is computed from, aligned with the editor's rows. */
  readonly systems: readonly SystemLoad[];
  /** Why the systems parameter was not used; `undefined` when it was. */
  readonly systemsError: string | undefined;
}

/** The demand fieldset: the systems to consolidate and the planning headroom. */
export default function DemandInputs({ state, systems, systemsError }: Props): ReactNode {
  const { texts, setText } = state;
  const format = useIopsFormat();
  const errorFor = useFieldError(iopsParams, state.errors);
  return (
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
        onChange={(text) => {
          setText('systems', text);
        }}
        format={format}
      />
      <NumberField
        name="head"
        label={<Translate id="iops.field.head">余裕（ヘッドルーム）</Translate>}
        unit="%"
        value={texts.head}
        onChange={(text) => {
          setText('head', text);
        }}
        error={errorFor('head')}
        hint={
          <Translate id="iops.field.head.hint">
            測った合計に上乗せする割合です。0〜1,000 %。
          </Translate>
        }
      />
    </fieldset>
  );
}
