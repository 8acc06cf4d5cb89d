import type { AttributedCitation } from '../../calculators/hit-ratio/types';

/** A device preset's source in one line: title and date of a seed post, or publisher, title and as-of date. */
export function citationText(source: AttributedCitation): string {
  return source.kind === 'seed'
    ? `${source.title} (${source.date})`
    : `${source.publisher}, ${source.title} (${source.asOf})`;
}
