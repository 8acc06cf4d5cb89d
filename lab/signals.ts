/**
 * What a signal (Ctrl-C, SIGTERM, SIGHUP) means to the CLI: the first one
 * stops the run in order (server shut down, points kept); a later one stops
 * at once. A repeat within {@link SAME_SIGNAL_MS} of the first is the same
 * Ctrl-C delivered twice — a wrapper such as tsx's CLI relays the terminal's
 * signal to a process that got it already — and is ignored, so that it does
 * not throw the points away.
 */

/** Signals this close to the first one are the same Ctrl-C relayed again, not a second one. */
export const SAME_SIGNAL_MS = 500;

export interface SignalActions {
  /** The first signal: stop in order. */
  readonly stop: (signal: NodeJS.Signals) => void;
  /** A second, later signal: stop at once. */
  readonly stopNow: (signal: NodeJS.Signals) => void;
  /** Clock (ms), for tests. */
  readonly now?: () => number;
}

/** The handler to install with `process.on(signal, …)`. */
export function signalHandler(actions: SignalActions): (signal: NodeJS.Signals) => void {
  const now = actions.now ?? Date.now;
  let firstAt: number | null = null;
  return (signal) => {
    if (firstAt === null) {
      firstAt = now();
      actions.stop(signal);
      return;
    }
    if (now() - firstAt < SAME_SIGNAL_MS) return;
    actions.stopNow(signal);
  };
}
