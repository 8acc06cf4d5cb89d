import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';

const STEP_DELAY_MS = 1800;

/** Which step of the commit sequence is shown, and the ways to move through the steps. */
export interface SequenceStepper {
  /** The step shown (0-based), within the sequence. */
  readonly shown: number;
  /** The last step's index (0 when there are none). */
  readonly last: number;
  /** Auto-play is on (never while the reader prefers reduced motion). */
  readonly autoPlaying: boolean;
  /** Shows step `index` (clamped), stops auto-play, and focuses its list button if asked. */
  readonly go: (index: number, moveFocus: boolean) => void;
  /** Arrow keys, Home and End move between steps. */
  readonly onKey: (event: KeyboardEvent<HTMLButtonElement>, moveFocus: boolean) => void;
  /** Starts auto-play (from the first step when at the end) or pauses it. */
  readonly togglePlay: () => void;
  /** The step list's buttons, for moving focus with the arrow keys. */
  readonly stepButtons: RefObject<(HTMLButtonElement | null)[]>;
}

/** The key a reader pressed as the step to go to, or null for other keys. */
function keyTarget(key: string, shown: number, last: number): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return shown + 1;
    case 'ArrowLeft':
    case 'ArrowUp':
      return shown - 1;
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}

/**
 * Steps through `stepCount` steps with buttons, keys and an auto-play that
 * advances every STEP_DELAY_MS and stops at the end.
 */
export function useSequenceStepper(stepCount: number, reducedMotion: boolean): SequenceStepper {
  const [current, setCurrent] = useState(0);
  const [playing, setPlaying] = useState(false);
  const stepButtons = useRef<(HTMLButtonElement | null)[]>([]);
  const last = Math.max(0, stepCount - 1);
  const shown = Math.min(current, last);
  const autoPlaying = playing && !reducedMotion;

  useEffect(() => {
    if (!autoPlaying) return undefined;
    const timer = window.setTimeout(() => {
      if (shown >= last) setPlaying(false);
      else setCurrent(shown + 1);
    }, STEP_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [autoPlaying, shown, last]);

  const go = (index: number, moveFocus: boolean) => {
    const next = Math.min(last, Math.max(0, index));
    setCurrent(next);
    setPlaying(false);
    if (moveFocus) stepButtons.current[next]?.focus();
  };

  return {
    shown,
    last,
    autoPlaying,
    go,
    onKey: (event, moveFocus) => {
      const target = keyTarget(event.key, shown, last);
      if (target === null) return;
      event.preventDefault();
      go(target, moveFocus);
    },
    togglePlay: () => {
      if (autoPlaying) {
        setPlaying(false);
        return;
      }
      if (shown >= last) setCurrent(0);
      setPlaying(true);
    },
    stepButtons,
  };
}
