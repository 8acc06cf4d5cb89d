/**
 * Progress display: on a terminal, a one-line bar with percent, elapsed time
 * and ETA, redrawn in place (log lines are printed above it); otherwise plain
 * log lines plus one "progress" line every 10 %.
 *
 * Work is counted in units the experiment chooses (rows, seconds of load);
 * the ETA extrapolates the elapsed time linearly over the units left.
 */
import { formatDuration } from './util';

export interface ProgressOptions {
  /** Where log lines go (default stdout). */
  readonly out?: NodeJS.WritableStream;
  /** Where the bar goes (default stderr); drawn only if it is a TTY. */
  readonly bar?: NodeJS.WriteStream;
  /** Force the bar on or off (default: `bar.isTTY`). */
  readonly tty?: boolean;
  /** Clock, for tests. */
  readonly now?: () => number;
}

export class Progress {
  private readonly out: NodeJS.WritableStream;
  private readonly barStream: NodeJS.WriteStream;
  readonly tty: boolean;
  private readonly now: () => number;
  private total = 0;
  private done = 0;
  private startedAt = 0;
  private status = '';
  private lastDraw = 0;
  private drawn = false;
  private lastPlainDecile = -1;

  constructor(options: ProgressOptions = {}) {
    this.out = options.out ?? process.stdout;
    this.barStream = options.bar ?? process.stderr;
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-boolean-literal-compare -- isTTY is undefined, not false, on a pipe or a file (the types say boolean)
    this.tty = options.tty ?? this.barStream.isTTY === true;
    this.now = options.now ?? Date.now;
  }

  /** Starts counting `total` units of work. */
  begin(total: number, status = ''): void {
    this.total = Math.max(total, 1);
    this.done = 0;
    this.startedAt = this.now();
    this.status = status;
    this.lastPlainDecile = -1;
    this.draw(true);
  }

  /** Adds `units` done and optionally changes the status text. */
  advance(units: number, status?: string): void {
    this.done = Math.min(this.total, this.done + Math.max(0, units));
    if (status !== undefined) this.status = status;
    this.draw(false);
  }

  /** Changes the status text. */
  setStatus(status: string): void {
    this.status = status;
    this.draw(false);
  }

  /** Fraction done, 0 … 1. */
  get fraction(): number {
    return this.total > 0 ? this.done / this.total : 0;
  }

  /** Estimated time left in ms, or null before any work is done. */
  eta(): number | null {
    if (this.done <= 0) return null;
    const elapsed = this.now() - this.startedAt;
    return (elapsed / this.done) * (this.total - this.done);
  }

  /** Prints a line (above the bar on a terminal). */
  log(line: string): void {
    this.clear();
    this.out.write(`${line}\n`);
    this.draw(true);
  }

  /** Removes the bar. */
  end(): void {
    this.clear();
    this.total = 0;
  }

  /** The bar line, e.g. `[#####-----]  50%  uuid-v4 · 1:02 elapsed · ETA 1:01`. */
  render(width: number): string {
    const pct = Math.floor(this.fraction * 100);
    const eta = this.eta();
    const tail = `${String(pct).padStart(3)}%  ${formatDuration(this.now() - this.startedAt)} elapsed · ETA ${
      eta === null ? '?' : formatDuration(eta)
    }  ${this.status}`;
    const barWidth = Math.max(10, Math.min(30, width - tail.length - 4));
    const filled = Math.round(this.fraction * barWidth);
    const line = `[${'#'.repeat(filled)}${'-'.repeat(barWidth - filled)}] ${tail}`;
    return line.length > width - 1 ? line.slice(0, Math.max(0, width - 2)) + '…' : line;
  }

  private draw(force: boolean): void {
    if (this.total <= 0) return;
    if (!this.tty) {
      const decile = Math.floor(this.fraction * 10);
      if (decile > this.lastPlainDecile && this.done > 0) {
        this.lastPlainDecile = decile;
        const eta = this.eta();
        this.out.write(
          `progress ${decile * 10}% (elapsed ${formatDuration(this.now() - this.startedAt)}, ETA ${
            eta === null ? '?' : formatDuration(eta)
          })\n`,
        );
      }
      return;
    }
    const t = this.now();
    if (!force && t - this.lastDraw < 100) return;
    this.lastDraw = t;
    const width = this.barStream.columns > 0 ? this.barStream.columns : 80;
    this.barStream.write(`\r\x1b[2K${this.render(width)}`);
    this.drawn = true;
  }

  private clear(): void {
    if (this.tty && this.drawn) {
      this.barStream.write('\r\x1b[2K');
      this.drawn = false;
    }
  }
}
