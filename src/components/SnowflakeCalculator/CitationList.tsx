import React, { type ReactNode } from 'react';
import type { DateEvidence, PresetSource, SourceDate } from '../../calculators/snowflake';
import { CitationLine, CitationTitle } from '../Citation';
import styles from './styles.module.css';
import { pageText } from '../../i18n/pageText';
import { snowflakeStrings } from './strings';

/** Why a date is what it is, in the page's language. */
function evidenceNote(evidence: DateEvidence): string {
  switch (evidence.kind) {
    case 'copyrightHeader':
      return pageText(snowflakeStrings, 'snowflake.source.date.copyrightHeader', {
        header: evidence.header,
      });
    case 'mirrored':
      return pageText(snowflakeStrings, 'snowflake.source.date.mirrored', { on: evidence.on });
    case 'livingDocument':
      return pageText(snowflakeStrings, 'snowflake.source.date.livingDocument', {
        file: evidence.file,
        commit: evidence.commit,
      });
    case 'fileAtCommit':
      return pageText(snowflakeStrings, 'snowflake.source.date.fileAtCommit', {
        commit: evidence.commit,
      });
    case 'exampleFrom':
      return pageText(snowflakeStrings, 'snowflake.source.date.exampleFrom', { on: evidence.on });
    case 'aboutPostsOf':
      return pageText(snowflakeStrings, 'snowflake.source.date.aboutPostsOf', { on: evidence.on });
    case 'scriptsFrom':
      return pageText(snowflakeStrings, 'snowflake.source.date.scriptsFrom', {
        circa: evidence.circa,
        from: evidence.from,
      });
  }
}

/** A citation's date, with what it rests on, in the page's language. */
export function citationDate(date: SourceDate): string {
  const note = date.evidence === undefined ? undefined : evidenceNote(date.evidence);
  if (date.kind === 'year') {
    return note === undefined
      ? date.year
      : pageText(snowflakeStrings, 'snowflake.source.date.yearWithNote', { year: date.year, note });
  }
  return note === undefined
    ? pageText(snowflakeStrings, 'snowflake.source.date.undated')
    : pageText(snowflakeStrings, 'snowflake.source.date.undatedWithNote', { note });
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
