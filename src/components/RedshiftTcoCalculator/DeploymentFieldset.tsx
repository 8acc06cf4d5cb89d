import ChoiceField from '../ChoiceField';
import React, { type ReactNode } from 'react';
import { useLocalizedText } from '../../hooks/useLocalizedText';
import type { PriceTable } from '../../calculators/redshift-tco/priceTable';
import { SERVERLESS, type DeploymentId } from '../../calculators/redshift-tco/tco';
import type { PriceOverrideRead, PriceOverrides, Scenario } from './model';
import type { PriceOverrideName } from './params';
import {
  deploymentFallbackMessage,
  nodeTypeOptions,
  pricingForNewNode,
  pricingOptions,
  regionOptions,
} from './deploymentOptions';
import CapacityFields from './CapacityFields';
import NodeTypeHint from './NodeTypeHint';
import PriceOverrideFields from './PriceOverrideFields';
import type { RedshiftTcoFields } from './useRedshiftTcoCalculator';
import styles from './styles.module.css';
import { pageText } from '../../i18n/pageText';
import { redshiftTcoStrings } from './strings';

interface Props {
  readonly fields: RedshiftTcoFields;
  readonly priceReads: Readonly<Record<PriceOverrideName, PriceOverrideRead>>;
  readonly overrides: PriceOverrides;
  readonly scenario: Scenario;
  readonly table: PriceTable;
}

/** Node type (or Serverless), pricing, region, the reader's prices and the capacity. */
export default function DeploymentFieldset({
  fields,
  priceReads,
  overrides,
  scenario,
  table,
}: Props): ReactNode {
  const { values, errors, setText, setTexts, errorFor } = fields;
  const localized = useLocalizedText();
  const isServerless = values.node === SERVERLESS;
  const nodeSpec = values.node === SERVERLESS ? null : table.nodeTypes[values.node];
  const fallbackMessage = deploymentFallbackMessage(scenario, values, overrides, table);

  const onNodeChange = (node: DeploymentId) => {
    const pricing = pricingForNewNode(node, values, overrides, table);
    if (pricing === null) setText('node', node);
    else setTexts({ node, pricing });
  };

  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>
        {pageText(redshiftTcoStrings, 'redshiftTco.group.deployment')}
      </legend>
      <ChoiceField
        name="node"
        label={pageText(redshiftTcoStrings, 'redshiftTco.field.node')}
        value={values.node}
        onChange={onNodeChange}
        choices={nodeTypeOptions(values.region, overrides, table)}
        error={errors.node ? errorFor('node') : isServerless ? fallbackMessage : undefined}
        hint={<NodeTypeHint nodeSpec={nodeSpec} table={table} />}
      />
      {isServerless ? null : (
        <ChoiceField
          name="pricing"
          label={pageText(redshiftTcoStrings, 'redshiftTco.field.pricing')}
          value={values.pricing}
          onChange={(value) => {
            setText('pricing', value);
          }}
          choices={pricingOptions(values.node, values.region, overrides, table)}
          error={errors.pricing ? errorFor('pricing') : fallbackMessage}
          hint={pageText(redshiftTcoStrings, 'redshiftTco.field.pricing.hint')}
        />
      )}
      <ChoiceField
        name="region"
        label={pageText(redshiftTcoStrings, 'redshiftTco.field.region')}
        value={values.region}
        onChange={(value) => {
          setText('region', value);
        }}
        choices={regionOptions(table, localized)}
        error={errorFor('region')}
      />
      <PriceOverrideFields fields={fields} priceReads={priceReads} table={table} />
      <CapacityFields fields={fields} table={table} />
    </fieldset>
  );
}
