import React, { type ReactNode } from 'react';
import NumberField from '../NumberField';
import { paramErrorMessage } from '../CalculatorFrame/paramErrorMessage';
import { useNumberFormat } from '../../hooks/useNumberFormat';
import type { PriceTable, SourcedUsd } from '../../calculators/redshift-tco/priceTable';
import { SERVERLESS } from '../../calculators/redshift-tco/tco';
import { tablePrice, tableReservedOffering, type PriceOverrideRead } from './model';
import type { PriceOverrideName } from './params';
import { useMoneyFormat } from './format';
import { PriceHint, ReservedPriceHint } from './PriceHint';
import type { RedshiftTcoFields } from './useRedshiftTcoCalculator';
import { pageText } from '../../i18n/pageText';
import { redshiftTcoStrings } from './strings';

interface Props {
  readonly fields: RedshiftTcoFields;
  readonly priceReads: Readonly<Record<PriceOverrideName, PriceOverrideRead>>;
  readonly table: PriceTable;
}

/**
 * The prices the reader may type over the table's: per RPU-hour (Serverless)
 * or per node-hour (provisioned), and per GB-month of managed storage.
 */
export default function PriceOverrideFields({ fields, priceReads, table }: Props): ReactNode {
  const { values, texts, setText } = fields;
  const format = useNumberFormat();
  const money = useMoneyFormat();
  const isServerless = values.node === SERVERLESS;
  const nodeSpec = values.node === SERVERLESS ? null : table.nodeTypes[values.node];
  const usesManagedStorage = isServerless || nodeSpec?.storage.kind === 'managed';

  const overrideError = (read: PriceOverrideRead, tablePriceValue: SourcedUsd | null) =>
    read.error
      ? paramErrorMessage(
          read.error,
          (n) => format.number(n, 4),
          tablePriceValue
            ? money.unitUsd(tablePriceValue.usd)
            : pageText(redshiftTcoStrings, 'redshiftTco.price.fallbackTable'),
        )
      : undefined;

  const perNodeHour = pageText(redshiftTcoStrings, 'redshiftTco.unit.perNodeHour');
  const perGbMonth = pageText(redshiftTcoStrings, 'redshiftTco.unit.perGbMonth');
  const perRpuHour = pageText(redshiftTcoStrings, 'redshiftTco.unit.perRpuHour');
  const priceOf = (kind: 'node' | 'storage' | 'rpu') =>
    tablePrice(kind, values.node, values.pricing, values.region, table);
  const tableNodePrice = priceOf('node');
  const tableStoragePrice = priceOf('storage');
  const tableRpuPrice = priceOf('rpu');
  const { nodePrice, storagePrice, rpuPrice } = priceReads;

  return (
    <>
      {isServerless ? (
        <NumberField
          name="rpuPrice"
          label={pageText(redshiftTcoStrings, 'redshiftTco.field.rpuPrice')}
          unit={`USD${perRpuHour}`}
          value={texts.rpuPrice}
          onChange={(text) => {
            setText('rpuPrice', text);
          }}
          error={overrideError(rpuPrice, tableRpuPrice)}
          hint={
            <PriceHint
              tablePrice={tableRpuPrice}
              unit={perRpuHour}
              overridden={rpuPrice.value !== null}
            />
          }
        />
      ) : (
        <NumberField
          name="nodePrice"
          label={pageText(redshiftTcoStrings, 'redshiftTco.field.nodePrice')}
          unit={`USD${perNodeHour}`}
          value={texts.nodePrice}
          onChange={(text) => {
            setText('nodePrice', text);
          }}
          error={overrideError(nodePrice, tableNodePrice)}
          hint={
            <>
              <PriceHint
                tablePrice={tableNodePrice}
                unit={perNodeHour}
                overridden={nodePrice.value !== null}
              />{' '}
              <ReservedPriceHint
                offering={tableReservedOffering(values.node, values.pricing, values.region, table)}
                pricing={values.pricing}
                perNodeHour={perNodeHour}
              />{' '}
              {pageText(redshiftTcoStrings, 'redshiftTco.field.nodePrice.hint')}
            </>
          }
        />
      )}
      {usesManagedStorage ? (
        <NumberField
          name="storagePrice"
          label={pageText(redshiftTcoStrings, 'redshiftTco.field.storagePrice')}
          unit={`USD${perGbMonth}`}
          value={texts.storagePrice}
          onChange={(text) => {
            setText('storagePrice', text);
          }}
          error={overrideError(storagePrice, tableStoragePrice)}
          hint={
            <PriceHint
              tablePrice={tableStoragePrice}
              unit={perGbMonth}
              overridden={storagePrice.value !== null}
            />
          }
        />
      ) : null}
    </>
  );
}
