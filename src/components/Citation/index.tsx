import React, { type ReactNode } from 'react';
import type { Citation as CitedSource } from '../../calculators/shared/types';
import { usePageLocale } from '../../hooks/usePageLocale';
import { findSource } from '../../sources/registry';
import type { SourceEntry } from '../../sources/types';
import type { Locale } from '../../datasets/schema';
import LangMarkedText from '../LangMarkedText';
import GlossedTitle from '../CitationSources/GlossedTitle';
import { pageText } from '../../i18n/pageText';
import { calculatorKitStrings } from '../../i18n/calculatorKitStrings';

/** The registry entry a citation names; an unknown id is a bug the unit tests catch, so it throws. */
function entryFor(id: string): SourceEntry {
  const entry = findSource(id);
  if (!entry) throw new Error(`No source with id "${id}" in src/sources/registry.ts`);
  return entry;
}

/**
 * A registered document's title where a calculator names its source: the
 * title as published (a Japanese title marked `lang="ja"` and glossed on
 * English pages), linked to the original only when the source registry
 * (src/sources/registry.ts) records a confirmed address, and the part of the
 * document meant (`locator`) when one is given.
 */
export function CitationTitle({
  source,
  locator,
}: {
  /** Id of the document in the source registry. */
  readonly source: string;
  readonly locator?: string | undefined;
}): ReactNode {
  const entry = entryFor(source);
  return (
    <span data-source-description="">
      <GlossedTitle
        title={entry.title}
        titleLang={entry.titleLang}
        url={entry.url}
        gloss={entry.gloss}
      />
      {locator
        ? // The separating space, where a language wants one, is part of the message.
          pageText(calculatorKitStrings, 'citation.locator', {
            locator: <LangMarkedText>{locator}</LangMarkedText>,
          })
        : null}
    </span>
  );
}

/**
 * The date a reader needs from a citation: a seed post's date from the
 * registry, or the first ISO date or year in a document's "as of" note (which
 * also records how the figure was checked, for the project, not the reader).
 */
export function citationDate(citation: CitedSource): string | null {
  if (citation.kind === 'seed') return entryFor(citation.source).date ?? null;
  return /\b\d{4}(?:-\d{2}){0,2}\b/.exec(citation.asOf)?.[0] ?? null;
}

/**
 * A citation as one plain line, for hints where no link fits: the title and
 * date of a seed post, or the author, title and as-of note of a document.
 */
export function citationText(citation: CitedSource, locale: Locale): string {
  const entry = entryFor(citation.source);
  if (citation.kind === 'seed') {
    return entry.date ? `${entry.title} (${entry.date})` : entry.title;
  }
  return `${entry.author[locale]}, ${entry.title} (${citation.asOf})`;
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
    return date === null
      ? pageText(calculatorKitStrings, 'citation.publisherNoDate', { publisher, title })
      : pageText(calculatorKitStrings, 'citation.publisher', { publisher, title, date });
  }
  return date === null
    ? pageText(calculatorKitStrings, 'citation.noDate', { title })
    : pageText(calculatorKitStrings, 'citation.dated', { title, date });
}

/**
 * A seed post or document cited by a calculator, resolved through the source
 * registry: its title (linked when the address is confirmed), date, and for a
 * document its author and the part meant.
 */
export default function Citation({ source }: { readonly source: CitedSource }): ReactNode {
  const { locale } = usePageLocale();
  return (
    <CitationLine
      title={
        <CitationTitle
          source={source.source}
          locator={source.kind === 'vendor' ? source.locator : undefined}
        />
      }
      date={citationDate(source)}
      publisher={source.kind === 'vendor' ? entryFor(source.source).author[locale] : undefined}
    />
  );
}
