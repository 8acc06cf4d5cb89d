import React from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import HitRatioCalculator from '../../src/components/HitRatioCalculator';
import { embedUrl, resizeSnippet } from '../../src/presentation/embedCode';
import { readModes } from '../../src/presentation/modeUrl';
import { JAPANESE, renderCalculator } from './renderCalculator';
import type { Locale } from './stubs/siteLocale';

/**
 * Embeds in a calculator: "Copy embed code" in the action row (what it
 * copies, and the feedback it gives, as "copy link" does), and the message
 * for an `embed=` value the page does not know, in both languages.
 */

const TEXTS = {
  ja: {
    button: '埋め込みコードをコピー',
    copyLink: 'この条件のリンクをコピー',
    copied: '埋め込みコードをコピーしました',
    failed: 'コピーできませんでした。下のコードを選択してコピーしてください。',
    manual: '埋め込みコード',
    unknownEmbed:
      'リンクの embed の値を読めなかったため、通常の埋め込みで表示しています。使える書き方は embed（すべて表示）と embed=compact（結果を先に、入力と表はたたむ）です。',
  },
  en: {
    button: 'Copy embed code',
    copyLink: 'Copy a link to this scenario',
    copied: 'Embed code copied',
    failed: 'Could not copy. Select the code below and copy it.',
    manual: 'Embed code',
    unknownEmbed:
      "The link's embed value could not be read, so the full embed is shown. Write embed (everything) or embed=compact (results first, inputs and tables folded away).",
  },
} as const;

/** Puts a clipboard on the page that accepts (or refuses) text and records it. */
function stubClipboard(accepts: boolean): string[] {
  const written: string[] = [];
  vi.stubGlobal('navigator', {
    language: navigator.language,
    clipboard: {
      writeText: (text: string) => {
        written.push(text);
        return accepts ? Promise.resolve() : Promise.reject(new Error('NotAllowedError'));
      },
    },
  });
  return written;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The calculator's action row (the copy-link button's and this button's row). */
function actionRow(): HTMLElement {
  const row = document.querySelector<HTMLElement>('[data-calculator-actions]');
  if (!row) throw new Error('no action row');
  return row;
}

/** The live status beside a button (each copy button has its own). */
function statusOf(button: HTMLElement): HTMLElement {
  const wrapper = button.parentElement;
  if (!wrapper) throw new Error('a button without its wrapper');
  return within(wrapper).getByRole('status');
}

describe.each(['ja', 'en'] as const satisfies readonly Locale[])('%s', (locale) => {
  const text = TEXTS[locale];

  test('copies an iframe of the current inputs with embed, and says so', async () => {
    const written = stubClipboard(true);
    // Copied from inside a compact embed: the code asks for the plain embed.
    renderCalculator(<HitRatioCalculator />, { locale, search: '?hit=80&embed=compact' });
    const row = within(actionRow());
    // Beside copy-link, in the same row.
    const buttons = row.getAllByRole('button').map((button) => button.textContent);
    expect(buttons.indexOf(text.button)).toBe(buttons.indexOf(text.copyLink) + 1);

    const button = row.getByRole('button', { name: text.button });
    fireEvent.click(button);
    await waitFor(() => {
      expect(statusOf(button).textContent).toBe(text.copied);
    });
    expect(written).toHaveLength(1);
    const code = written[0] ?? '';
    const src = /<iframe src="([^"]+)"/.exec(code)?.[1]?.replace(/&amp;/g, '&') ?? '';
    const url = new URL(src);
    const here = new URL(window.location.href);
    // The page it was copied on, its inputs, and embed; not the view it was copied in.
    expect(url.origin).toBe(here.origin);
    expect(url.pathname).toBe(here.pathname);
    expect(url.searchParams.get('hit')).toBe('80');
    expect(url.searchParams.get('embed')).toBe('');
    expect(readModes(url.search, url.pathname).embed).toBe(true);
    expect(src).toBe(embedUrl(`${here.origin}${here.pathname}?hit=80`));
    // Named by the calculator's own title, in the page's language.
    const heading = screen.getAllByRole('heading')[0]?.textContent ?? '';
    expect(heading).not.toBe('');
    expect(code).toContain(`title="${heading}"`);
    expect(JAPANESE.test(heading)).toBe(locale === 'ja');
    expect(code).toMatch(/ loading="lazy"/);
    expect(code).toMatch(/ height="\d+"/);
    // The resize script trusts the origin the page was served from.
    expect(code).toContain(resizeSnippet(here.origin));
  });

  test('when the clipboard refuses, shows the code selected for copying by hand', async () => {
    const written = stubClipboard(false);
    renderCalculator(<HitRatioCalculator />, { locale, search: '?hit=70' });
    const row = within(actionRow());
    const button = row.getByRole('button', { name: text.button });
    fireEvent.click(button);
    const manual = await row.findByRole('textbox', { name: text.manual });
    expect(statusOf(button).textContent).toBe(text.failed);
    expect((manual as HTMLTextAreaElement).value).toBe(written[0]);
    expect((manual as HTMLTextAreaElement).value).toContain('hit=70&amp;embed');
  });

  test('an embed= value it does not know: the full embed, and a message saying what works', () => {
    renderCalculator(<HitRatioCalculator />, {
      locale,
      path: '/calculators/hit-ratio',
      search: `?embed=${encodeURIComponent('<b>tiny</b>')}&hit=80`,
    });
    const message = screen.getByTestId('embed-value-unknown');
    expect(message.textContent).toBe(text.unknownEmbed);
    // The link's own text is not repeated.
    expect(message.textContent).not.toContain('tiny');
    expect(document.documentElement.getAttribute('data-presentation')).toBe('embed');
  });

  test('a known value gives no message: compact marks the page for the stylesheet', () => {
    renderCalculator(<HitRatioCalculator />, {
      locale,
      path: '/calculators/hit-ratio',
      search: '?embed=compact',
    });
    expect(screen.queryByTestId('embed-value-unknown')).toBeNull();
    expect(document.documentElement.getAttribute('data-presentation')).toBe('embed compact');
    // Both folded parts have their button, closed.
    const toggles = screen
      .getAllByRole('button', { hidden: true })
      .filter((button) => button.hasAttribute('aria-expanded'));
    expect(toggles.map((button) => button.getAttribute('aria-expanded'))).toEqual([
      'false',
      'false',
    ]);
  });

  test('the folded inputs say what the form holds; an ordinary page reads no summary', async () => {
    const { unmount } = renderCalculator(<HitRatioCalculator />, {
      locale,
      path: '/calculators/hit-ratio',
      search: '?hit=80&embed=compact',
    });
    const summary = await screen.findByTestId('compact-summary', {}, { timeout: 3000 });
    expect(summary.textContent).toMatch(/80\s*%/);
    unmount();

    renderCalculator(<HitRatioCalculator />, {
      locale,
      path: '/calculators/hit-ratio',
      search: '?hit=80',
    });
    // Nothing folds here, so nothing is read from the form or rendered.
    await waitFor(() => {
      expect(document.querySelector('form input')).not.toBeNull();
    });
    expect(screen.queryByTestId('compact-summary')).toBeNull();
  });
});
