import React, { type ReactNode } from 'react';
import CalculatorFrame from '../CalculatorFrame';
import { PRICE_TABLE } from '../../calculators/redshift-tco/priceTable';
import AlternativeFieldset from './AlternativeFieldset';
import AssumptionsSection from './AssumptionsSection';
import CostChart from './CostChart';
import CurrencyFieldset from './CurrencyFieldset';
import DataSizeFieldset from './DataSizeFieldset';
import DeploymentFieldset from './DeploymentFieldset';
import Results from './Results';
import SourcesSection from './SourcesSection';
import { speakerScenarios } from './scenarios';
import { useRedshiftTcoCalculator } from './useRedshiftTcoCalculator';
import styles from './styles.module.css';
import { pageText } from '../../i18n/pageText';
import { redshiftTcoStrings } from './strings';

interface Props {
  /** Set when embedded in an article: the copied link then points at the calculator. */
  readonly embedded?: boolean;
}

/**
 * Total cost of ownership of Amazon Redshift over a few years, against the
 * technical-debt thresholds of Matsunobu's 2014-03-24 post. Renders the maths
 * of src/calculators/redshift-tco; all state, price overrides included, lives
 * in the URL.
 */
export default function RedshiftTcoCalculator({ embedded = false }: Props): ReactNode {
  const { fields, priceReads, overrides, scenario, result, urlErrorNames } =
    useRedshiftTcoCalculator();
  // The frame's title is h2 on the standalone page and h3 inside an article.
  const subheading = embedded ? 'h4' : 'h3';
  const table = PRICE_TABLE;

  const inputs = (
    <>
      <DataSizeFieldset fields={fields} />
      <DeploymentFieldset
        fields={fields}
        priceReads={priceReads}
        overrides={overrides}
        scenario={scenario}
        table={table}
      />
      <CurrencyFieldset fields={fields} table={table} />
      <AlternativeFieldset fields={fields} />
    </>
  );

  const results = result ? (
    <Results
      result={result}
      scenario={scenario}
      rawTb={fields.values.raw}
      ratio={fields.values.ratio}
    />
  ) : (
    <p className="alert alert--danger" role="alert">
      {pageText(redshiftTcoStrings, 'redshiftTco.error.cannotCompute')}
    </p>
  );

  return (
    <CalculatorFrame
      id="redshift-tco-calculator"
      headingLevel={embedded ? 3 : 2}
      linkToSelf={embedded}
      title={pageText(redshiftTcoStrings, 'redshiftTco.title')}
      urlErrorNames={urlErrorNames}
      inputs={inputs}
      results={results}
      figure={result ? <CostChart result={result} /> : null}
      scenarios={speakerScenarios()}
      onApplyScenario={fields.setTexts}
    >
      <div className={styles.notes}>
        <AssumptionsSection headingAs={subheading} />
        <SourcesSection headingAs={subheading} result={result} table={table} />
      </div>
    </CalculatorFrame>
  );
}
