import React, { type ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import type { DateEvidence, PresetSource, SourceDate } from '../../calculators/snowflake';
import { CitationLine, CitationTitle } from '../Citation';
import styles from './styles.module.css';

/** Why a date is what it is, in the page's language. */
function evidenceNote(evidence: DateEvidence): string {
  switch (evidence.kind) {
    case 'copyrightHeader':
      return translate(
        {
          id: 'snowflake.source.date.copyrightHeader',
          message: 'ファイル冒頭の著作権表示「{header}」による',
        },
        { header: evidence.header },
      );
    case 'mirrored':
      return translate(
        { id: 'snowflake.source.date.mirrored', message: '{on} のアーカイブで確認' },
        { on: evidence.on },
      );
    case 'livingDocument':
      return translate(
        {
          id: 'snowflake.source.date.livingDocument',
          message: '随時更新される文書。{file} のコミット {commit} 時点の内容',
        },
        { file: evidence.file, commit: evidence.commit },
      );
    case 'fileAtCommit':
      return translate(
        { id: 'snowflake.source.date.fileAtCommit', message: 'コミット {commit} 時点のファイル' },
        { commit: evidence.commit },
      );
    case 'exampleFrom':
      return translate(
        { id: 'snowflake.source.date.exampleFrom', message: '掲載例の日付は {on}' },
        { on: evidence.on },
      );
    case 'aboutPostsOf':
      return translate(
        { id: 'snowflake.source.date.aboutPostsOf', message: '{on} の投稿について' },
        { on: evidence.on },
      );
    case 'scriptsFrom':
      return translate(
        {
          id: 'snowflake.source.date.scriptsFrom',
          message: '{circa} 年ごろ。スクリプトは {from} 以降の日付を使用',
        },
        { circa: evidence.circa, from: evidence.from },
      );
  }
}

/** A citation's date, with what it rests on, in the page's language. */
export function citationDate(date: SourceDate): string {
  const note = date.evidence === undefined ? undefined : evidenceNote(date.evidence);
  if (date.kind === 'year') {
    return note === undefined
      ? date.year
      : translate(
          { id: 'snowflake.source.date.yearWithNote', message: '{year}、{note}' },
          { year: date.year, note },
        );
  }
  return note === undefined
    ? translate({ id: 'snowflake.source.date.undated', message: '日付の記載なし' })
    : translate(
        { id: 'snowflake.source.date.undatedWithNote', message: '日付の記載なし、{note}' },
        { note },
      );
}

/** Documents, each linked when its address is confirmed, with its date (as the other calculators cite). */
export default function CitationList({
  citations,
}: {
  readonly citations: readonly PresetSource[];
}): ReactNode {
  return (
    <ul className={styles.citations}>
      {citations.map((citation) => (
        <li key={`${citation.source}|${citation.locator ?? ''}`}>
          <CitationLine
            title={<CitationTitle source={citation.source} locator={citation.locator} />}
            date={citationDate(citation.date)}
          />
        </li>
      ))}
    </ul>
  );
}
