import React, { type ReactNode } from 'react';
import NumberField from '../NumberField';
import type { PriceTable } from '../../calculators/redshift-tco/priceTable';
import { SERVERLESS } from '../../calculators/redshift-tco/tco';
import Assumption from './Assumption';
import type { RedshiftTcoFields } from './useRedshiftTcoCalculator';
import { pageText } from '../../i18n/pageText';
import { redshiftTcoStrings } from './strings';

interface Props {
  readonly fields: RedshiftTcoFields;
  readonly table: PriceTable;
}

/**
 * How much compute: base RPUs and hours a day for Serverless; a minimum node
 * count, and for node-local disks a fill limit, for provisioned nodes.
 */
export default function CapacityFields({ fields, table }: Props): ReactNode {
  const { values, texts, setText, errorFor } = fields;
  const nodeSpec = values.node === SERVERLESS ? null : table.nodeTypes[values.node];
  if (values.node === SERVERLESS) {
    return (
      <>
        <NumberField
          name="rpu"
          label={pageText(redshiftTcoStrings, 'redshiftTco.field.rpu')}
          unit="RPU"
          value={texts.rpu}
          onChange={(text) => {
            setText('rpu', text);
          }}
          error={errorFor('rpu')}
          hint={
            <Assumption>
              {pageText(redshiftTcoStrings, 'redshiftTco.field.rpu.hint', {
                min: table.serverless.minBaseRpu,
                max: table.serverless.maxBaseRpu,
                step: table.serverless.baseRpuStep,
                console: table.serverless.consoleDefaultBaseRpu,
              })}
            </Assumption>
          }
        />
        <NumberField
          name="hours"
          label={pageText(redshiftTcoStrings, 'redshiftTco.field.hours')}
          unit={pageText(redshiftTcoStrings, 'redshiftTco.unit.hoursPerDay')}
          value={texts.hours}
          onChange={(text) => {
            setText('hours', text);
          }}
          error={errorFor('hours')}
          hint={
            <Assumption>{pageText(redshiftTcoStrings, 'redshiftTco.field.hours.hint')}</Assumption>
          }
        />
      </>
    );
  }
  return (
    <>
      <NumberField
        name="minNodes"
        label={pageText(redshiftTcoStrings, 'redshiftTco.field.minNodes')}
        unit={pageText(redshiftTcoStrings, 'redshiftTco.unit.nodes')}
        value={texts.minNodes}
        onChange={(text) => {
          setText('minNodes', text);
        }}
        error={errorFor('minNodes')}
        hint={pageText(redshiftTcoStrings, 'redshiftTco.field.minNodes.hint', {
          node: values.node,
          min: nodeSpec?.minNodes ?? 1,
        })}
      />
      {nodeSpec?.storage.kind === 'local' ? (
        <NumberField
          name="fill"
          label={pageText(redshiftTcoStrings, 'redshiftTco.field.fill')}
          unit="%"
          value={texts.fill}
          onChange={(text) => {
            setText('fill', text);
          }}
          error={errorFor('fill')}
          hint={
            <Assumption>{pageText(redshiftTcoStrings, 'redshiftTco.field.fill.hint')}</Assumption>
          }
        />
      ) : null}
    </>
  );
}
