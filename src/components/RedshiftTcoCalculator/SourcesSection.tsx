import React, { type ReactNode } from 'react';
import Translate from '@docusaurus/Translate';
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
        <Translate id="redshiftTco.sources.heading">出典と価格表</Translate>
      </Heading>
      <ul className={styles.noteList}>
        <li>
          <Translate
            id="redshiftTco.sources.post"
            values={{
              title: <LangMarkedText>{sourceById(SEED_REDSHIFT_POST.source).title}</LangMarkedText>,
              date: sourceById(SEED_REDSHIFT_POST.source).date,
            }}
          >
            {
              '松信嘉範「{title}」({date})：3 年間で 4 TB（圧縮後）あたり 600 万〜900 万円、10 TB あたり 1,000 万〜1,500 万円を超えたら技術的負債、という目安。'
            }
          </Translate>
        </li>
        {(result ? citedSources(result) : []).map((source) => (
          <li key={`${source.source}|${source.locator ?? ''}|${source.asOf}`}>
            <Translate
              id="redshiftTco.sources.item"
              values={{
                kind: sourceKindLabel(source.kind),
                source: <CitationTitle source={source.source} locator={source.locator} />,
                asOf: source.asOf,
              }}
            >
              {'{kind}：{source}（{asOf}）'}
            </Translate>
          </li>
        ))}
        <li>
          <Translate
            id="redshiftTco.sources.exchange"
            values={{
              source: (
                <CitationTitle source={exchange.source.source} locator={exchange.source.locator} />
              ),
              period: exchangePeriodText(exchange.period),
            }}
          >
            {'為替レートの既定値：{source}（{period}）'}
          </Translate>
        </li>
        <li>
          <Translate id="redshiftTco.sources.table" values={{ asOf: table.asOf }}>
            {
              '価格表は {asOf} にまとめたものです。単価は地域や契約で変わるので、最新の Amazon Redshift 料金ページで確かめ、必要なら価格の欄に入力してください。'
            }
          </Translate>
        </li>
      </ul>
    </section>
  );
}
