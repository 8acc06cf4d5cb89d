import React, { type ReactNode } from 'react';
import Translate from '@docusaurus/Translate';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import { OfflineCopyDialog, SlidePosition, useDeck, useSlideKeys } from '../PresentationControls';
import { goToSlide, stepDeck } from '../../presentation/deckStore';
import { leavePresentation } from '../../presentation/presentationStore';
import toolbarStyles from '../PresentationControls/styles.module.css';
import styles from './styles.module.css';

/**
 * An article's slides in speaker mode (`/docs/…?present`,
 * src/presentation/deckController.ts): the bar with previous/next, the
 * slide's number, "Save offline" and the way out, and the article's
 * description for the title slide. Rendered on every article and hidden unless the mode is on
 * (src/css/presentation.css), so the server's HTML already has them: the
 * page shows its first slide from the first paint. On a calculator's or
 * chart's slide, that frame's own bar takes over (src/components/PresentationControls).
 */
export default function ArticleSlides(): ReactNode {
  const { metadata } = useDoc();
  const deck = useDeck();
  const ownBar = deck.active && deck.kind !== 'presentable';

  useSlideKeys(ownBar, true, (action) => {
    if (action === 'leave') leavePresentation();
    else if (action === 'next') stepDeck(1);
    else if (action === 'previous') stepDeck(-1);
    else goToSlide(action === 'first' ? 0 : deck.total - 1);
  });

  return (
    <>
      <div
        className={`${toolbarStyles.toolbar} ${styles.bar}`}
        data-deck-toolbar=""
        data-presentation-ui=""
      >
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            stepDeck(-1);
          }}
          disabled={!deck.active || deck.index === 0}
        >
          <Translate id="presentation.toolbar.previous">← 前へ</Translate>
        </button>
        <p
          className={toolbarStyles.scenario}
          role="status"
          aria-live="polite"
          data-testid="deck-position"
        >
          {deck.active ? <SlidePosition position={deck.index + 1} total={deck.total} /> : '\u00a0'}
        </p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            stepDeck(1);
          }}
          disabled={!deck.active || deck.index >= deck.total - 1}
        >
          <Translate id="presentation.toolbar.next">次へ →</Translate>
        </button>
        <OfflineCopyDialog />
        <button
          type="button"
          className={`button button--primary ${toolbarStyles.exit}`}
          onClick={leavePresentation}
        >
          <Translate id="presentation.toolbar.exit">発表モードを終了（Esc）</Translate>
        </button>
      </div>
      {metadata.description ? (
        <p className={styles.lead} data-deck-lead="">
          {metadata.description}
        </p>
      ) : null}
    </>
  );
}
