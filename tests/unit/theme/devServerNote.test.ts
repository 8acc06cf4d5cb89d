import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../config/i18n';
import {
  localesOffThisDevServer,
  sentenceWithCommandHtml,
  startCommandFor,
} from '../../../src/theme/NavbarItem/LocaleDropdownNavbarItem/devServerNote';

// The site's own locales (config/i18n.ts): Japanese by default, English beside it.
const site = {
  defaultLocale: i18n?.defaultLocale ?? 'ja',
  locales: (i18n?.locales ?? []).filter((locale): locale is string => locale !== undefined),
};
const scripts = (
  JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
    scripts: Record<string, string>;
  }
).scripts;

describe('the language menu’s dev-server note', () => {
  it('reads a site of two locales, Japanese first', () => {
    expect(site).toEqual({ defaultLocale: 'ja', locales: ['ja', 'en'] });
  });

  it('on the Japanese dev server, names the command for English', () => {
    expect(localesOffThisDevServer({ isDevelopment: true, currentLocale: 'ja', ...site })).toEqual([
      { locale: 'en', command: 'npm run start:en' },
    ]);
  });

  it('on the English dev server, names the command for Japanese', () => {
    expect(localesOffThisDevServer({ isDevelopment: true, currentLocale: 'en', ...site })).toEqual([
      { locale: 'ja', command: 'npm start' },
    ]);
  });

  it('is absent from the production build, in both languages', () => {
    for (const currentLocale of site.locales)
      expect(localesOffThisDevServer({ isDevelopment: false, currentLocale, ...site })).toEqual([]);
  });

  it('names only commands package.json has, each starting that locale', () => {
    for (const locale of site.locales) {
      const command = startCommandFor(locale, site.defaultLocale);
      const script = command === 'npm start' ? 'start' : command.replace(/^npm run /, '');
      expect(scripts[script]).toMatch(/docusaurus start/);
      if (locale === site.defaultLocale) expect(scripts[script]).not.toMatch(/--locale/);
      else expect(scripts[script]).toMatch(new RegExp(`--locale ${locale}(\\s|$)`));
    }
  });

  it('sets the command as code and lets no text become markup', () => {
    expect(sentenceWithCommandHtml('Run {command} <now> & see', 'npm run start:en')).toBe(
      'Run <code>npm run start:en</code> &lt;now&gt; &amp; see',
    );
    expect(sentenceWithCommandHtml('no slot "here"', 'npm start')).toBe('no slot &quot;here&quot;');
  });
});
