import React, { type ReactNode } from 'react';
import Translate from '@docusaurus/Translate';
import { scenarioPosition, type CalculatorScenario } from '../../presentation/scenarios';
import { stepSlide, stepsScenario } from '../../presentation/slideSteps';
import { goToSlide, stepDeck } from '../../presentation/deckStore';
import OfflineCopyDialog from './OfflineCopyDialog';
import SlidePosition from './SlidePosition';
import { useDeck, useSlideKeys } from './useSlideKeys';
import styles from './styles.module.css';

export { default as PresentButton } from './PresentButton';
export { default as EmbedBackLink } from './EmbedBackLink';
export { default as CompactDisclosure } from './CompactDisclosure';
export { default as SlidePosition } from './SlidePosition';
export { default as OfflineCopyDialog } from './OfflineCopyDialog';
export { useDeck, useSlideKeys } from './useSlideKeys';

interface Props {
  readonly scenarios: readonly CalculatorScenario[];
  /** The scenario shown, or null when the inputs are not one of them. */
  readonly currentScenarioId: string | null;
  readonly onStep: (delta: 1 | -1) => void;
  readonly onLeave: () => void;
}

/**
 * The bar at the top of a calculator or chart in speaker mode: which
 * scenario is shown, previous/next, and the way out. While it is mounted,
 * ←/→ and PageUp/PageDown (what presentation clickers send) step through the
 * scenarios and Esc leaves speaker mode. On an article's slides the same bar
 * also steps on to the previous or next slide once the scenarios run out,
 * and says which slide this is. "Save offline" opens /go's offline copy
 * (on an article's slides the article's bar has it: one box per page).
 */
export default function PresentationControls({
  scenarios,
  currentScenarioId,
  onStep,
  onLeave,
}: Props): ReactNode {
  const position = scenarioPosition(scenarios, currentScenarioId);
  const current = position > 0 ? scenarios[position - 1] : undefined;
  const deck = useDeck();
  const inDeck = deck.active && deck.kind === 'presentable';

  const step = (delta: 1 | -1) => {
    if (!inDeck || stepsScenario(position, scenarios.length, delta)) onStep(delta);
    else stepDeck(delta);
  };
  const canStep = (delta: 1 | -1) =>
    inDeck
      ? stepsScenario(position, scenarios.length, delta) ||
        stepSlide(deck.index, deck.total, delta) !== deck.index
      : scenarios.length > 0 && position !== (delta > 0 ? scenarios.length : 1);

  useSlideKeys(true, inDeck, (action) => {
    if (action === 'leave') onLeave();
    else if (action === 'next' || action === 'previous') step(action === 'next' ? 1 : -1);
    else goToSlide(action === 'first' ? 0 : deck.total - 1);
  });

  const showSteps = scenarios.length > 0 || inDeck;
  return (
    <div className={styles.toolbar} data-presentation-ui="">
      {showSteps ? (
        <>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              step(-1);
            }}
            disabled={!canStep(-1)}
          >
            <Translate id="presentation.toolbar.previous">← 前へ</Translate>
          </button>
          <p
            className={styles.scenario}
            role="status"
            aria-live="polite"
            data-testid="presentation-scenario"
          >
            {inDeck ? (
              <span className={styles.slidePosition} data-testid="deck-position">
                <SlidePosition position={deck.index + 1} total={deck.total} />
              </span>
            ) : null}
            {current ? (
              <Translate
                id="presentation.toolbar.position"
                values={{
                  position,
                  total: scenarios.length,
                  label: <strong>{current.label}</strong>,
                }}
              >
                {'シナリオ {position}/{total}: {label}'}
              </Translate>
            ) : scenarios.length > 0 ? (
              <Translate id="presentation.toolbar.none">
                → キーで最初のシナリオを表示します
              </Translate>
            ) : null}
            {current?.source ? (
              <span className={styles.scenarioSource} data-testid="presentation-scenario-source">
                {current.source}
              </span>
            ) : null}
          </p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              step(1);
            }}
            disabled={!canStep(1)}
          >
            <Translate id="presentation.toolbar.next">次へ →</Translate>
          </button>
        </>
      ) : null}
      {inDeck ? null : <OfflineCopyDialog />}
      <button type="button" className={`button button--primary ${styles.exit}`} onClick={onLeave}>
        <Translate id="presentation.toolbar.exit">発表モードを終了（Esc）</Translate>
      </button>
    </div>
  );
}
