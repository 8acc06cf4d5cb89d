import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { translate } from '@docusaurus/Translate';
import { sourceAnchor, citeAnchor } from '../../sources/anchors';
import styles from './styles.module.css';

export interface CiteProps {
  /** The source's id in src/sources/registry.ts. */
  readonly id: string;
  /** Its number in the page's Sources list (set by src/sources/remarkCitations.ts). */
  readonly n?: string;
  /** Which citation of this source on the page it is, from 1 (set by the plugin). */
  readonly k?: string;
}

/**
 * A compact citation in the text: a superscript number linking to the entry
 * in the page's Sources list, with an anchor the entry links back to.
 */
export default function Cite({ id, n, k }: CiteProps): ReactNode {
  if (n === undefined || k === undefined) {
    throw new Error(
      `<Cite id="${id}" /> was not numbered: is src/sources/remarkCitations.ts in this page's pipeline?`,
    );
  }
  return (
    <sup className={styles.cite} data-cite="">
      <Link
        to={`#${sourceAnchor(id)}`}
        id={citeAnchor(id, Number(k))}
        aria-label={translate(
          {
            id: 'citation.marker.label',
            message: '出典 {n}',
            description: 'Accessible name of a citation marker in the text',
          },
          { n },
        )}
      >
        {`[${n}]`}
      </Link>
    </sup>
  );
}
