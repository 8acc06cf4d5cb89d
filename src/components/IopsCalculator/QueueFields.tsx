import React, { type ReactNode } from 'react';
import Citation from '../Citation';
import Translate, { translate } from '@docusaurus/Translate';
import NumberField from '../NumberField';
import ChoiceField from '../ChoiceField';
import type { CalculatorState } from '../../hooks/useCalculatorState';
import { BLOCK_SIZES_KIB } from '../../calculators/iops/bounds';
import {
  INNODB_PAGE_SIZE_KIB,
  REFERENCE_LATENCIES_MS,
  SATA_NCQ_MAX_QUEUE_DEPTH,
} from '../../calculators/iops/queueing';
import { useFieldError } from '../CalculatorFrame/useFieldError';
import { iopsParams, type IopsParams } from './params';
import { useIopsFormat } from './shared';
import styles from './styles.module.css';

/** The queueing inputs: I/Os in flight, latency per I/O and block size. */
export default function QueueFields({
  state,
}: {
  readonly state: CalculatorState<IopsParams>;
}): ReactNode {
  const { values, texts, setText } = state;
  const format = useIopsFormat();
  const { count } = format;
  const errorFor = useFieldError(iopsParams, state.errors);
  return (
    <div className={styles.sectionFields}>
      <NumberField
        name="qd"
        label={<Translate id="iops.field.qd">同時に発行中の I/O 数（キュー深度）</Translate>}
        value={texts.qd}
        onChange={(text) => {
          setText('qd', text);
        }}
        error={errorFor('qd')}
        hint={
          <Translate
            id="iops.field.qd.hint"
            values={{ ncq: count(SATA_NCQ_MAX_QUEUE_DEPTH.value) }}
          >
            {'SATA の NCQ は {ncq} まで。それ以上は SATA の機器には届きません。'}
          </Translate>
        }
      />
      <NumberField
        name="lat"
        label={
          <Translate id="iops.field.lat">
            1 回の I/O のレイテンシ（待ち時間込み、iostat の await）
          </Translate>
        }
        unit="ms"
        value={texts.lat}
        onChange={(text) => {
          setText('lat', text);
        }}
        error={errorFor('lat')}
        hint={
          <Translate
            id="iops.field.lat.hint"
            values={{
              hdd: format.number(REFERENCE_LATENCIES_MS.hdd.value),
              ssd: format.number(REFERENCE_LATENCIES_MS.intelSsd.value),
              source: <Citation source={REFERENCE_LATENCIES_MS.hdd.source} />,
            }}
          >
            {'目安: HDD {hdd} ms、Intel SSD {ssd} ms（出典: {source}）。'}
          </Translate>
        }
      />
      <ChoiceField
        name="bs"
        label={<Translate id="iops.field.bs">ブロックサイズ</Translate>}
        value={values.bs}
        onChange={(value) => {
          setText('bs', value);
        }}
        choices={BLOCK_SIZES_KIB.map((size) => ({
          value: String(size) as '4' | '8' | '16',
          label:
            size === INNODB_PAGE_SIZE_KIB.value
              ? translate(
                  { id: 'iops.field.bs.innodb', message: '{size} KiB（InnoDB のページ）' },
                  { size: String(size) },
                )
              : `${size} KiB`,
        }))}
        error={errorFor('bs', '16 KiB')}
      />
    </div>
  );
}
