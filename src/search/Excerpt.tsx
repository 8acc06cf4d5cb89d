/**
 * An excerpt of a search result, what the reader typed marked: drawn as
 * text runs (src/search/pagefindResults.ts parses Pagefind's `<mark>`), never
 * as HTML.
 */
import React, { type ReactNode } from 'react';
import type { ExcerptPart } from './pagefindResults';

export default function Excerpt({ parts }: { parts: readonly ExcerptPart[] }): ReactNode {
  return parts.map((part, index) =>
    part.marked ? (
      <mark key={index}>{part.text}</mark>
    ) : (
      <React.Fragment key={index}>{part.text}</React.Fragment>
    ),
  );
}
