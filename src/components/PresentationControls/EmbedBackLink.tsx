import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

interface Props {
  /** The same page and inputs without `embed`. */
  readonly href: string;
}

/**
 * Shown above an embedded calculator (`?embed`, in an iframe): opens the
 * full page, with the article and the site's navigation, in a new tab.
 */
export default function EmbedBackLink({ href }: Props): ReactNode {
  return (
    <p className={styles.embedBar} data-presentation-ui="">
      <Link href={href} target="_blank" rel="noopener" className={styles.embedLink}>
        <Translate id="presentation.embed.openFullPage">ページ全体を新しいタブで開く</Translate>
      </Link>
    </p>
  );
}
