/**
 * Which Chromium the repository's scripts drive, and with which flags: one
 * place for scripts/perf.mjs (Lighthouse), scripts/perf-first-visit.mjs and
 * scripts/linked-state-timing.mjs. Debian's system Chromium, because
 * Playwright cannot download its own browser on the CI machines; the
 * PLAYWRIGHT_CHROMIUM variable names another executable. (playwright.config.ts
 * uses the same choice for the browser tests, headless shell first.)
 */
import { existsSync } from 'node:fs';

/** Debian's full browser: what Lighthouse needs (it drives a Chrome-compatible browser, not the headless shell). */
const FULL_BROWSER = '/usr/bin/chromium';
/** Debian's headless-only build of the same Chromium: cheaper, and enough for Playwright. */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

/**
 * Flags for a quiet, reproducible headless run: no sandbox (root in a
 * container), no GPU, and none of the browser's own background traffic
 * (component updates, sync, first-run pages) in the measured network.
 */
const QUIET_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The system Chromium to launch, or undefined (let Playwright use its
 * bundled browser). `fullBrowser` skips the headless shell.
 *
 * @param {{ fullBrowser?: boolean }} [options]
 * @returns {string | undefined}
 */
export function systemChromium({ fullBrowser = false } = {}) {
  if (process.env.PLAYWRIGHT_CHROMIUM) return process.env.PLAYWRIGHT_CHROMIUM;
  const candidates = fullBrowser ? [FULL_BROWSER] : [HEADLESS_SHELL, FULL_BROWSER];
  return candidates.find((file) => existsSync(file));
}

/**
 * Options for Playwright's `chromium.launch()` (Playwright adds its own
 * headless flag).
 *
 * @param {{ fullBrowser?: boolean }} [options]
 */
export function playwrightLaunchOptions(options) {
  const executablePath = systemChromium(options);
  return executablePath ? { executablePath, args: QUIET_FLAGS } : {};
}

/**
 * Flags for a browser the script starts itself (chrome-launcher, for
 * Lighthouse): the quiet flags and the new headless mode.
 */
export const headlessFlags = ['--headless=new', ...QUIET_FLAGS];
