import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import { usePresentation } from '../../presentation/usePresentation';
import { COMPACT_EMBED, EMBED_PARAM } from '../../presentation/modeUrl';
import styles from './styles.module.css';

/** How a link asks for the compact embed (parameter names are not translated). */
const COMPACT_EMBED_LINK = `${EMBED_PARAM}=${COMPACT_EMBED}`;

interface Props {
  /** The same page and inputs without `embed`. */
  readonly href: string;
}

/**
 * Shown above an embedded calculator (`?embed`, in an iframe): opens the
 * full page, with the article and the site's navigation, in a new tab. Under
 * it, when the link's `embed=` has a value the page does not know, what it
 * may say instead (the link's own text is not repeated: src/presentation/linkText.ts).
 */
export default function EmbedBackLink({ href }: Props): ReactNode {
  const { embedValueUnknown } = usePresentation();
  return (
    <>
      <p className={styles.embedBar} data-presentation-ui="">
        <Link href={href} target="_blank" rel="noopener" className={styles.embedLink}>
          <Translate id="presentation.embed.openFullPage">ページ全体を新しいタブで開く</Translate>
        </Link>
      </p>
      {embedValueUnknown ? (
        <div className="alert alert--warning" role="alert" data-testid="embed-value-unknown">
          <Translate
            id="presentation.embed.unknownValue"
            values={{
              full: <code>{EMBED_PARAM}</code>,
              compact: <code>{COMPACT_EMBED_LINK}</code>,
            }}
          >
            {
              'リンクの embed の値を読めなかったため、通常の埋め込みで表示しています。使える書き方は {full}（すべて表示）と {compact}（結果を先に、入力と表はたたむ）です。'
            }
          </Translate>
        </div>
      ) : null}
    </>
  );
}
