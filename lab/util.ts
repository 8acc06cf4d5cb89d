/**
 * Small helpers shared by the lab: abortable sleeps, formatting of durations
 * and sizes, rounding, and the repository root.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root (the folder that holds `lab/`). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Raised when the run is stopped by Ctrl-C / SIGTERM. */
export class InterruptedError extends Error {
  constructor(readonly signalName: NodeJS.Signals) {
    super(`interrupted by ${signalName}`);
    this.name = 'InterruptedError';
  }
}

/** A thrown value as an Error: itself when it is one, else an Error with its text. */
export function toError(value: unknown): Error {
  return value instanceof Error ? value : new Error(String(value));
}

/** The reason an aborted signal carries, as an Error. */
export function abortReason(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  return reason === undefined || reason === null ? new Error('aborted') : toError(reason);
}

/** Throws the signal's reason when it is aborted. */
export function throwIfAborted(signal: AbortSignal): void {
  if (signal.aborted) throw abortReason(signal);
}

/** Waits `ms`; rejects with the signal's reason as soon as it is aborted. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortReason(signal));
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortReason(signal as AbortSignal));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Resolves with the promise's value, or rejects with the signal's reason when it is aborted first. */
export function raceAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) {
    promise.catch(() => undefined);
    return Promise.reject(abortReason(signal));
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => {
      promise.catch(() => undefined);
      reject(abortReason(signal));
    };
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (v) => {
        signal.removeEventListener('abort', onAbort);
        resolve(v);
      },
      (e: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(toError(e));
      },
    );
  });
}

/** `1:05`, `12:03`, `1:02:03`. */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.round(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** `512 KiB`, `61.2 MiB`, `1.50 GiB`. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KiB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MiB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GiB`;
}

/** `120,000`. */
export function formatCount(n: number): string {
  return Math.round(n).toLocaleString('en-US');
}

/** Rounds to `digits` significant digits (keeps integers ≥ 10^digits exact). */
export function roundSignificant(value: number, digits = 4): number {
  if (!Number.isFinite(value) || value === 0) return value;
  const magnitude = Math.floor(Math.log10(Math.abs(value)));
  const decimals = Math.max(0, digits - 1 - magnitude);
  return Number(value.toFixed(Math.min(decimals, 12)));
}

/** Rounds to a fixed number of decimals. */
export function roundTo(value: number, decimals: number): number {
  return Number(value.toFixed(decimals));
}

/** Whether a process with this pid exists (one of another user counts: EPERM). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}
