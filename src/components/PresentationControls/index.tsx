import React, { useEffect, useEffectEvent, type ReactNode } from 'react';
import Translate from '@docusaurus/Translate';
import { scenarioPosition, type CalculatorScenario } from '../../presentation/scenarios';
import styles from './styles.module.css';

export { default as PresentButton } from './PresentButton';
export { default as EmbedBackLink } from './EmbedBackLink';
export { default as CompactDisclosure } from './CompactDisclosure';

interface Props {
  readonly scenarios: readonly CalculatorScenario[];
  /** The scenario shown, or null when the inputs are not one of them. */
  readonly currentScenarioId: string | null;
  readonly onStep: (delta: 1 | -1) => void;
  readonly onLeave: () => void;
}

/** Fields where the arrow keys move the caret or change the value. */
function isEditing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) {
    return !['button', 'checkbox', 'radio', 'reset', 'submit', 'range', 'color'].includes(
      target.type,
    );
  }
  return false;
}

/**
 * The bar at the top of a calculator in speaker mode: which scenario is
 * shown, previous/next, and the way out. While it is mounted, ←/→ and
 * PageUp/PageDown (what presentation clickers send) step through the
 * scenarios and Esc leaves speaker mode.
 */
export default function PresentationControls({
  scenarios,
  currentScenarioId,
  onStep,
  onLeave,
}: Props): ReactNode {
  const position = scenarioPosition(scenarios, currentScenarioId);
  const current = position > 0 ? scenarios[position - 1] : undefined;

  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target;
    // The QR dialog handles its own keys (Esc closes it, not speaker mode).
    if (target instanceof Element && target.closest('dialog')) return;
    const editing = isEditing(target);
    const inList =
      target instanceof HTMLTextAreaElement ||
      target instanceof HTMLSelectElement ||
      (target instanceof HTMLElement && target.isContentEditable);
    switch (event.key) {
      case 'Escape':
        event.preventDefault();
        onLeave();
        return;
      case 'ArrowRight':
      case 'ArrowLeft':
        if (editing) return;
        event.preventDefault();
        onStep(event.key === 'ArrowRight' ? 1 : -1);
        return;
      case 'PageDown':
      case 'PageUp':
        // Clickers send these even while a text field has focus.
        if (inList) return;
        event.preventDefault();
        onStep(event.key === 'PageDown' ? 1 : -1);
        return;
      default:
        return;
    }
  });

  useEffect(() => {
    const listener = (event: KeyboardEvent) => {
      onKeyDown(event);
    };
    document.addEventListener('keydown', listener);
    return () => {
      document.removeEventListener('keydown', listener);
    };
  }, []);

  return (
    <div className={styles.toolbar} data-presentation-ui="">
      {scenarios.length > 0 ? (
        <>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              onStep(-1);
            }}
            disabled={position === 1}
          >
            <Translate id="presentation.toolbar.previous">← 前へ</Translate>
          </button>
          <p
            className={styles.scenario}
            role="status"
            aria-live="polite"
            data-testid="presentation-scenario"
          >
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
            ) : (
              <Translate id="presentation.toolbar.none">
                → キーで最初のシナリオを表示します
              </Translate>
            )}
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
              onStep(1);
            }}
            disabled={position === scenarios.length}
          >
            <Translate id="presentation.toolbar.next">次へ →</Translate>
          </button>
        </>
      ) : null}
      <button type="button" className={`button button--primary ${styles.exit}`} onClick={onLeave}>
        <Translate id="presentation.toolbar.exit">発表モードを終了（Esc）</Translate>
      </button>
    </div>
  );
}
