/**
 * Each locale's build ships only its own language of the message modules
 * (the calculators', the status analyzer's, the kit's and the reader-results
 * strings; src/i18n/messages.ts): the Japanese scripts hold no English text of
 * a module and the English scripts no Japanese text, while each holds its own
 * (so the test looks where the strings are, and a page has its text).
 *
 * The texts are taken from the modules themselves, a few of the longest
 * per module and language: the literal runs between `{placeholders}` that the
 * other language does not contain, looked for in the chunks with their
 * `\uXXXX` and `\xXX` escapes read back (the minifier escapes `…`, `×` or
 * `—` in a string that also has ASCII text).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { messageModules, type MessageModule } from '../../src/lib/messageModules';
import { BUILD_DIR, locales, relativeToBuild } from './buildOutput';

type Language = 'ja' | 'en';
const SITE_DIR = path.resolve(__dirname, '..', '..');
/** Texts checked per module and language: enough to catch a half that ships, few enough to stay quick. */
const TEXTS_PER_MODULE = 3;
/** Shorter runs (`SAS`, `IOPS`, `Close`) could be any page's text. */
const MIN_LENGTH: Record<Language, number> = { ja: 8, en: 20 };

/**
 * The longest literal runs of a module's texts in one language that a minified
 * string literal holds as written (no quote or backslash, which it may escape)
 * and that no text of the other language contains.
 */
function distinctiveTexts(module: MessageModule, language: Language): string[] {
  const other = Object.values(module.messages[language === 'ja' ? 'en' : 'ja']);
  const runs = Object.values(module.messages[language])
    .flatMap((text) => text.split(/\{\w+\}/))
    .map((run) => run.trim())
    .filter((run) => run.length >= MIN_LENGTH[language] && !/["'\\\n]/.test(run))
    .filter((run) => !other.some((text) => text.includes(run)));
  return [...new Set(runs)]
    .sort((a, b) => b.length - a.length || a.localeCompare(b))
    .slice(0, TEXTS_PER_MODULE);
}

/** A script's text with its `\uXXXX` and `\xXX` escapes as the characters they stand for. */
function unescaped(source: string): string {
  return source.replace(
    /\\(?:u([0-9a-fA-F]{4})|x([0-9a-fA-F]{2}))/g,
    (_, hex4?: string, hex2?: string) =>
      String.fromCharCode(Number.parseInt(hex4 ?? hex2 ?? '', 16)),
  );
}

/** The scripts of one locale's build (`assets/js/*.js`, `en/assets/js/*.js`), by path, unescaped. */
function scriptsOf(dir: string): Map<string, string> {
  const jsDir = path.join(BUILD_DIR, dir, 'assets', 'js');
  return new Map(
    readdirSync(jsDir)
      .filter((name) => name.endsWith('.js'))
      .map((name) => {
        const file = path.join(jsDir, name);
        return [relativeToBuild(file), unescaped(readFileSync(file, 'utf8'))] as const;
      }),
  );
}

let modules: MessageModule[] = [];
beforeAll(async () => {
  modules = await messageModules(SITE_DIR);
});

describe.each(locales.map((built) => [built.locale, built] as const))(
  'message modules in the %s build',
  (locale, built) => {
    const own: Language = locale === 'en' ? 'en' : 'ja';
    const otherLanguage: Language = own === 'ja' ? 'en' : 'ja';
    const scripts = scriptsOf(built.dir);
    const holders = (text: string): string[] =>
      [...scripts].filter(([, source]) => source.includes(text)).map(([file]) => file);

    it('finds the modules and texts to check', () => {
      expect(modules.map((module) => module.name)).toEqual(
        expect.arrayContaining(['iopsStrings', 'snowflakeStrings', 'calculatorKitStrings']),
      );
      for (const module of modules) {
        for (const language of [own, otherLanguage]) {
          expect(distinctiveTexts(module, language), `${module.name} (${language})`).toHaveLength(
            TEXTS_PER_MODULE,
          );
        }
      }
    });

    it(`holds each module's ${own === 'ja' ? 'Japanese' : 'English'} texts`, () => {
      const absent = modules.flatMap((module) =>
        distinctiveTexts(module, own)
          .filter((text) => holders(text).length === 0)
          .map((text) => `${module.name}: ${text}`),
      );
      expect(absent).toEqual([]);
    });

    it(`holds none of their ${otherLanguage === 'ja' ? 'Japanese' : 'English'} texts`, () => {
      const leaked = modules.flatMap((module) =>
        distinctiveTexts(module, otherLanguage).flatMap((text) =>
          holders(text).map((file) => `${module.name} in ${file}: ${text}`),
        ),
      );
      expect(leaked).toEqual([]);
    });
  },
);
