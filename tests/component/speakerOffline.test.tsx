import React from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import ArticleSlides from '../../src/components/ArticleSlides';
import PresentationControls from '../../src/components/PresentationControls';
import { setLocale, type Locale } from './stubs/siteLocale';

/**
 * "Make this site available offline" in speaker mode: the bars of a
 * calculator's (or chart's) speaker mode and of an article's slides open
 * /go's offline-copy box (src/components/OfflineCopy) in a dialog, in both
 * languages, without the link to the other language's copy.
 */

// The box's link to the other language reads the router; the slides read the doc's metadata.
vi.mock('@docusaurus/theme-common/internal', () => ({
  useAlternatePageUtils: () => ({ createUrl: () => '/en/go' }),
}));
vi.mock('@docusaurus/plugin-content-docs/client', () => ({
  useDoc: () => ({ metadata: { description: 'What the article is about.' } }),
}));

const TEXTS = {
  ja: {
    button: 'オフライン用に保存',
    title: 'このサイトをオフラインで使えるようにする',
    intro: /この言語のすべてのページ、検索、計算ツール、データセットをこのブラウザーに保存できます/,
    close: '閉じる',
  },
  en: {
    button: 'Save offline',
    title: 'Make this site available offline',
    intro: /save every page of this language, the search, the calculators and the datasets/,
    close: 'Close',
  },
} as const;

/** happy-dom's dialog may lack the modal API: stand-ins that toggle `open`. */
function stubDialogs(): void {
  const proto = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
  proto.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

async function opensTheBox(locale: Locale): Promise<void> {
  const texts = TEXTS[locale];
  const dialog = screen.getByTestId('offline-dialog');
  expect(dialog.hasAttribute('open')).toBe(false);
  // The box (and its chunk) only once the speaker asks for it.
  expect(within(dialog).queryByText(texts.intro)).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: texts.button }));
  expect(dialog.hasAttribute('open')).toBe(true);
  expect(within(dialog).getByRole('heading', { name: texts.title })).toBeTruthy();
  // The box's chunk is a dynamic import that Vitest transforms on first use:
  // over a second on a loaded 2-core machine (the default wait).
  expect(await within(dialog).findByText(texts.intro, {}, { timeout: 10_000 })).toBeTruthy();
  // A talk is in one language: no link to the other language's copy.
  expect(within(dialog).queryByRole('link')).toBeNull();
  fireEvent.click(within(dialog).getByRole('button', { name: texts.close }));
  expect(dialog.hasAttribute('open')).toBe(false);
}

describe('speaker mode offers the offline copy', () => {
  stubDialogs();

  for (const locale of ['ja', 'en'] as const) {
    it(`in a calculator's bar (${locale}); Esc in the dialog is the dialog's`, async () => {
      setLocale(locale);
      const onLeave = vi.fn();
      render(
        <PresentationControls
          scenarios={[]}
          currentScenarioId={null}
          onStep={vi.fn()}
          onLeave={onLeave}
        />,
      );
      await opensTheBox(locale);
      fireEvent.click(screen.getByRole('button', { name: TEXTS[locale].button }));
      fireEvent.keyDown(screen.getByRole('button', { name: TEXTS[locale].close }), {
        key: 'Escape',
      });
      expect(onLeave).not.toHaveBeenCalled();
      fireEvent.keyDown(document.body, { key: 'Escape' });
      expect(onLeave).toHaveBeenCalledTimes(1);
    });

    it(`in an article's slide bar (${locale})`, async () => {
      setLocale(locale);
      render(<ArticleSlides />);
      expect(screen.getAllByRole('button', { name: TEXTS[locale].button })).toHaveLength(1);
      await opensTheBox(locale);
    });
  }
});
