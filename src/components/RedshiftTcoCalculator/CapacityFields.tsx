import React, { type ReactNode } from 'react';
import Translate, { translate } from '@docusaurus/Translate';
import NumberField from '../NumberField';
import type { PriceTable } from '../../calculators/redshift-tco/priceTable';
import { SERVERLESS } from '../../calculators/redshift-tco/tco';
import Assumption from './Assumption';
import type { RedshiftTcoFields } from './useRedshiftTcoCalculator';

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
          label={<Translate id="redshiftTco.field.rpu">基本容量</Translate>}
          unit="RPU"
          value={texts.rpu}
          onChange={(text) => {
            setText('rpu', text);
          }}
          error={errorFor('rpu')}
          hint={
            <Assumption>
              <Translate
                id="redshiftTco.field.rpu.hint"
                values={{
                  min: table.serverless.minBaseRpu,
                  max: table.serverless.maxBaseRpu,
                  step: table.serverless.baseRpuStep,
                  console: table.serverless.consoleDefaultBaseRpu,
                }}
              >
                {
                  '既定の {min} RPU は AWS が示す最小値で、出典の数値ではありません（コンソールの既定は {console} RPU）。{min}〜{max} RPU を {step} 刻みで指定します。'
                }
              </Translate>
            </Assumption>
          }
        />
        <NumberField
          name="hours"
          label={<Translate id="redshiftTco.field.hours">1 日にクエリが動く時間</Translate>}
          unit={translate({ id: 'redshiftTco.unit.hoursPerDay', message: '時間／日' })}
          value={texts.hours}
          onChange={(text) => {
            setText('hours', text);
          }}
          error={errorFor('hours')}
          hint={
            <Assumption>
              <Translate id="redshiftTco.field.hours.hint">
                既定の 1 日 8 時間は説明のための仮定で、出典の数値ではありません。Serverless
                はクエリが動いている間だけ計算資源に課金されます。
              </Translate>
            </Assumption>
          }
        />
      </>
    );
  }
  return (
    <>
      <NumberField
        name="minNodes"
        label={<Translate id="redshiftTco.field.minNodes">最低ノード数</Translate>}
        unit={translate({ id: 'redshiftTco.unit.nodes', message: 'ノード' })}
        value={texts.minNodes}
        onChange={(text) => {
          setText('minNodes', text);
        }}
        error={errorFor('minNodes')}
        hint={
          <Translate
            id="redshiftTco.field.minNodes.hint"
            values={{ node: values.node, min: nodeSpec?.minNodes ?? 1 }}
          >
            {
              'クエリ性能のために増やしたいときに。{node} 自体の最小 {min} ノードは自動的に満たします。'
            }
          </Translate>
        }
      />
      {nodeSpec?.storage.kind === 'local' ? (
        <NumberField
          name="fill"
          label={<Translate id="redshiftTco.field.fill">ディスク使用率の上限</Translate>}
          unit="%"
          value={texts.fill}
          onChange={(text) => {
            setText('fill', text);
          }}
          error={errorFor('fill')}
          hint={
            <Assumption>
              <Translate id="redshiftTco.field.fill.hint">
                既定の 75 % はこの計算ツールが置いた余裕で、出典や AWS
                の数値ではありません。ノードのローカルディスク（DC2・DS2）にだけ使います。
              </Translate>
            </Assumption>
          }
        />
      ) : null}
    </>
  );
}
