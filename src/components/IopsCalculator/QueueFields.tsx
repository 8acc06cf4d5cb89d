import React, { type ReactNode } from 'react';
import Citation from '../Citation';
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
import { pageText } from '../../i18n/pageText';
import { iopsStrings } from './strings';

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
        label={pageText(iopsStrings, 'iops.field.qd')}
        value={texts.qd}
        onChange={(text) => {
          setText('qd', text);
        }}
        error={errorFor('qd')}
        hint={pageText(iopsStrings, 'iops.field.qd.hint', {
          ncq: count(SATA_NCQ_MAX_QUEUE_DEPTH.value),
        })}
      />
      <NumberField
        name="lat"
        label={pageText(iopsStrings, 'iops.field.lat')}
        unit="ms"
        value={texts.lat}
        onChange={(text) => {
          setText('lat', text);
        }}
        error={errorFor('lat')}
        hint={pageText(iopsStrings, 'iops.field.lat.hint', {
          hdd: format.number(REFERENCE_LATENCIES_MS.hdd.value),
          ssd: format.number(REFERENCE_LATENCIES_MS.intelSsd.value),
          source: <Citation source={REFERENCE_LATENCIES_MS.hdd.source} />,
        })}
      />
      <ChoiceField
        name="bs"
        label={pageText(iopsStrings, 'iops.field.bs')}
        value={values.bs}
        onChange={(value) => {
          setText('bs', value);
        }}
        choices={BLOCK_SIZES_KIB.map((size) => ({
          value: String(size) as '4' | '8' | '16',
          label:
            size === INNODB_PAGE_SIZE_KIB.value
              ? pageText(iopsStrings, 'iops.field.bs.innodb', { size: String(size) })
              : `${size} KiB`,
        }))}
        error={errorFor('bs', '16 KiB')}
      />
    </div>
  );
}
