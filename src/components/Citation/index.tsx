import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import type { Citation as CitedSource } from '../../calculators/shared/types';
import { isConfirmedUrl } from '../../sources/registry';
import SeedTitle from '../CitationSources/SeedTitle';
import LangMarkedText from '../LangMarkedText';

/** What a linked title needs: the document's title and, for a web page, its address. */
export interface TitledSource {
  readonly title: string;
  readonly url?: string;
}

/**
 * A document's title, linked only when its address is one the source
 * registry (src/sources/registry.ts) records as confirmed: an address a
 * calculator carries but nobody confirmed is not offered to the reader.
 */
export function CitationTitle({ source }: { readonly source: TitledSource }): ReactNode {
  const title = <LangMarkedText>{source.title}</LangMarkedText>;
  return (
    <span data-source-description="">
      {source.url !== undefined && isConfirmedUrl(source.url) ? (
        <Link to={source.url}>{title}</Link>
      ) : (
        title
      )}
    </span>
  );
}

/**
 * The date a reader needs from a citation: the leading ISO date or year of a
 * seed's date, or the first one in a vendor document's "as of" note (which
 * also records how the figure was checked, for the project, not the reader).
 */
export function citationDate(source: CitedSource): string | null {
  const text = source.kind === 'seed' ? source.date : source.asOf;
  return /\b\d{4}(?:-\d{2}){0,2}\b/.exec(text)?.[0] ?? null;
}

/**
 * A citation as one plain line, for hints where no link fits: the title and
 * date of a seed post, or the publisher (when known), title and as-of note
 * of a document.
 */
export function citationText(source: CitedSource): string {
  if (source.kind === 'seed') return `${source.title} (${source.date})`;
  const publisher = source.publisher ? `${source.publisher}, ` : '';
  return `${publisher}${source.title} (${source.asOf})`;
}

/** The parts of a citation line; `title` is usually a {@link CitationTitle}. */
export interface CitationLineProps {
  readonly title: ReactNode;
  /** The date a reader needs, or null when the source gives none. */
  readonly date: string | null;
  /** Publisher or author, when the citation names one. */
  readonly publisher?: string | undefined;
}

/** A source as「title」（date）, preceded by its publisher when known, in the page's language. */
export function CitationLine({ title, date, publisher }: CitationLineProps): ReactNode {
  if (publisher !== undefined) {
    return date === null ? (
      <Translate id="citation.publisherNoDate" values={{ publisher, title }}>
        {'{publisher}「{title}」'}
      </Translate>
    ) : (
      <Translate id="citation.publisher" values={{ publisher, title, date }}>
        {'{publisher}「{title}」（{date}）'}
      </Translate>
    );
  }
  return date === null ? (
    <Translate id="citation.noDate" values={{ title }}>
      {'「{title}」'}
    </Translate>
  ) : (
    <Translate id="citation.dated" values={{ title, date }}>
      {'「{title}」（{date}）'}
    </Translate>
  );
}

/**
 * A seed post or document cited by a calculator: its title (linked through
 * the source registry when its address is confirmed) and date, and the
 * publisher when the citation names one.
 */
export default function Citation({ source }: { readonly source: CitedSource }): ReactNode {
  return (
    <CitationLine
      title={
        source.kind === 'seed' ? (
          <SeedTitle file={source.file} title={source.title} />
        ) : (
          <CitationTitle source={source} />
        )
      }
      date={citationDate(source)}
      publisher={source.kind === 'vendor' ? source.publisher : undefined}
    />
  );
}
