import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { translate } from '@docusaurus/Translate';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import { sourceAnchor, citeAnchor } from '../../sources/anchors';
import type { RenderedSource } from '../../sources/types';
import SourceDescription from './SourceDescription';
import styles from './styles.module.css';

export interface SourceProps {
  /** The source's id in src/sources/registry.ts. */
  readonly id: string;
  /** Its number in this list; the markers in the text show it (set by the plugin). */
  readonly n?: string;
  /** How many markers in the text cite it (set by the plugin). */
  readonly refs?: string;
  /** The registry entry as JSON (set by the plugin, so the page need not load the registry). */
  readonly entry?: string;
}

/** a, b, c … for the back-links of a source cited more than once. */
function letter(index: number): string {
  return String.fromCharCode('a'.charCodeAt(0) + (index % 26));
}

/**
 * One entry of an article's Sources list (`- <Source id="…" />：what was
 * used`): its number, the document, and links back to each marker citing it.
 */
export default function Source({ id, n, refs, entry }: SourceProps): ReactNode {
  // The markers link here: tell the build's anchor check this id exists.
  useBrokenLinks().collectAnchor(sourceAnchor(id));
  if (n === undefined || entry === undefined) {
    throw new Error(
      `<Source id="${id}" /> was not resolved: is src/sources/remarkCitations.ts in this page's pipeline?`,
    );
  }
  const source = JSON.parse(entry) as RenderedSource;
  const count = Number(refs ?? '0');
  const backLinks = Array.from({ length: count }, (_, index) => index + 1);
  return (
    <span className={styles.source} id={sourceAnchor(id)} data-source={id}>
      <span className={styles.number}>{`[${n}]`}</span>{' '}
      {backLinks.length > 0 ? (
        <span className={styles.backLinks}>
          {backLinks.map((k) => (
            <Link
              key={k}
              to={`#${citeAnchor(id, k)}`}
              aria-label={translate(
                {
                  id: 'citation.backLink.label',
                  message: '本文の引用箇所 {k} へ戻る',
                  description:
                    'Accessible name of a link from a Sources entry back to the k-th marker citing it',
                },
                { k },
              )}
            >
              {backLinks.length === 1 ? '↑' : letter(k - 1)}
            </Link>
          ))}
        </span>
      ) : null}{' '}
      <SourceDescription source={source} />
    </span>
  );
}
