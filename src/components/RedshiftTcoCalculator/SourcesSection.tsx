import React, { type ReactNode } from 'react';
import { CitationTitle } from '../Citation';
import Heading from '@theme/Heading';
import type { PriceTable } from '../../calculators/redshift-tco/priceTable';
import { SEED_REDSHIFT_POST } from '../../calculators/redshift-tco/sourceFigures';
import type { RedshiftTcoResult } from '../../calculators/redshift-tco/tco';
import { citedSources } from './model';
import { exchangePeriodText, sourceKindLabel } from './messages';
import styles from './styles.module.css';
import LangMarkedText from '../LangMarkedText';
import { sourceById } from '../../sources/registry';
import { pageText } from '../../i18n/pageText';
import { redshiftTcoStrings } from './strings';

interface Props {
  /** h3 on the calculator's page, h4 inside an article. */
  readonly headingAs: 'h3' | 'h4';
  /** The result whose price sources to list; `null` lists only the post and the table. */
  readonly result: RedshiftTcoResult | null;
  readonly table: PriceTable;
}

/** The post behind the bands, the sources of the prices used, the exchange rate and the table's date. */
export default function SourcesSection({ headingAs, result, table }: Props): ReactNode {
  const exchange = table.exchangeRates.default;
  return (
    <section aria-labelledby="redshift-tco-sources">
      <Heading as={headingAs} id="redshift-tco-sources" className={styles.subheading}>
        {pageText(redshiftTcoStrings, 'redshiftTco.sources.heading')}
      </Heading>
      <ul className={styles.noteList}>
        <li>
          {pageText(redshiftTcoStrings, 'redshiftTco.sources.post', {
            title: <LangMarkedText>{sourceById(SEED_REDSHIFT_POST.source).title}</LangMarkedText>,
            date: sourceById(SEED_REDSHIFT_POST.source).date,
          })}
        </li>
        {(result ? citedSources(result) : []).map((source) => (
          <li key={`${source.source}|${source.locator ?? ''}|${source.asOf}`}>
            {pageText(redshiftTcoStrings, 'redshiftTco.sources.item', {
              kind: sourceKindLabel(source.kind),
              source: <CitationTitle source={source.source} locator={source.locator} />,
              asOf: source.asOf,
            })}
          </li>
        ))}
        <li>
          {pageText(redshiftTcoStrings, 'redshiftTco.sources.exchange', {
            source: (
              <CitationTitle source={exchange.source.source} locator={exchange.source.locator} />
            ),
            period: exchangePeriodText(exchange.period),
          })}
        </li>
        <li>{pageText(redshiftTcoStrings, 'redshiftTco.sources.table', { asOf: table.asOf })}</li>
      </ul>
    </section>
  );
}
