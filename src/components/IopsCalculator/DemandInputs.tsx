import React, { type ReactNode } from 'react';
import NumberField from '../NumberField';
import type { CalculatorState } from '../../hooks/useCalculatorState';
import type { SystemLoad } from '../../calculators/iops/demand';
import { useFieldError } from '../CalculatorFrame/useFieldError';
import { iopsParams, type IopsParams } from './params';
import SystemsEditor from './SystemsEditor';
import { useIopsFormat } from './shared';
import styles from './styles.module.css';
import { pageText } from '../../i18n/pageText';
import { iopsStrings } from './strings';

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
      <legend className={styles.groupLegend}>{pageText(iopsStrings, 'iops.group.demand')}</legend>
      <p className={styles.groupHint}>{pageText(iopsStrings, 'iops.systems.hint')}</p>
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
        label={pageText(iopsStrings, 'iops.field.head')}
        unit="%"
        value={texts.head}
        onChange={(text) => {
          setText('head', text);
        }}
        error={errorFor('head')}
        hint={pageText(iopsStrings, 'iops.field.head.hint')}
      />
    </fieldset>
  );
}
