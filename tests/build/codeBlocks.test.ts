import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lightCodeTheme } from '../../config/prism';
import { themeDictionary } from '../../src/lib/codeTokens';
import { BUILD_DIR, loadPage, locales } from './buildOutput';

/**
 * Code blocks are highlighted at build time (src/remark/highlightCode.ts) and
 * no page loads Prism (plugins/build-time-highlight): the HTML must still
 * hold the token spans in the light theme's colours, and no script may hold
 * Prism.
 */
const PAGE = 'docs/cloud-storage/mysql-56-parameter-baseline';

describe('code blocks highlighted at build time', () => {
  it.each(locales.map((locale) => [locale.locale, locale] as const))(
    'the %s article shows its ini block as coloured token spans',
    (_name, locale) => {
      const $ = loadPage(`${locale.basePath}${PAGE}`);
      const block = $('article pre.prism-code.language-ini').first();
      expect(block.length).toBe(1);
      // `innodb_buffer_pool_size = 12G`: the key is an attr-name token in the
      // light theme's (contrast-raised) attr-name colour.
      const keys = block.find('span.token.attr-name');
      expect(keys.length).toBeGreaterThan(5);
      const colour = themeDictionary(lightCodeTheme, 'ini')['attr-name']?.color;
      expect(colour).toBeDefined();
      expect(keys.first().attr('style')).toBe(`color:${colour}`);
      expect(block.find('.token-line').length).toBeGreaterThan(5);
    },
  );

  it('no script of the build holds Prism', () => {
    const problems: string[] = [];
    let scripts = 0;
    for (const locale of locales) {
      const dir = path.join(BUILD_DIR, locale.dir, 'assets/js');
      for (const file of readdirSync(dir).filter((name) => name.endsWith('.js'))) {
        scripts += 1;
        const code = readFileSync(path.join(dir, file), 'utf8');
        // Prism core's `languages.insertBefore` and `languages.DFS`, whose
        // property names survive minification.
        if (code.includes('insertBefore:function') || code.includes('DFS:function'))
          problems.push(path.relative(BUILD_DIR, path.join(dir, file)));
      }
    }
    expect(scripts).toBeGreaterThan(10);
    expect(problems, `Prism is in ${problems.join(', ')}`).toEqual([]);
  });
});
