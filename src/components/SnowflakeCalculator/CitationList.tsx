import React, { type ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import type { PresetSource } from '../../calculators/snowflake';
import { CitationLine, CitationTitle } from '../Citation';
import styles from './styles.module.css';

/** The seed README's address; its Japanese title is shown through the translation files. */
export const SEED_URL = 'https://github.com/sifue/mysql_id_strategy';

/** A citation's title in the page's language (only the seed's title is not English). */
export function citationTitle(citation: PresetSource): string {
  return citation.url === SEED_URL
    ? translate({
        id: 'snowflake.source.seedTitle',
        message:
          'sifue/mysql_id_strategy の README「MySQL InnoDBの介在する大規模サービスにおけるID生成戦略について」（シード 004）',
      })
    : citation.title;
}

/** A citation's date note in the page's language. */
function citationDate(citation: PresetSource): string {
  return citation.url === SEED_URL
    ? translate({
        id: 'snowflake.source.seedDate',
        message: '日付の記載なし（2015 年ごろ。スクリプトは 2015-07-28 以降の日付を使用）',
      })
    : citation.date;
}

/** Documents, each linked, with its date (as the other calculators cite). */
export default function CitationList({
  citations,
}: {
  readonly citations: readonly PresetSource[];
}): ReactNode {
  return (
    <ul className={styles.citations}>
      {citations.map((citation) => (
        <li key={`${citation.url}|${citation.title}`}>
          <CitationLine
            title={<CitationTitle source={{ title: citationTitle(citation), url: citation.url }} />}
            date={citationDate(citation)}
          />
        </li>
      ))}
    </ul>
  );
}
