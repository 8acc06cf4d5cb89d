import { existsSync } from 'node:fs';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import { describe, expect, it } from 'vitest';
import {
  blogRemarkPlugins,
  docsRemarkPlugins,
  pagesMarkdownPlugins,
} from '../../../config/markdown';
import importPageComponents, {
  PAGE_COMPONENT_MODULES,
} from '../../../src/remark/importPageComponents';
import { calculators } from '../../../src/registry/calculators';

const ROOT = path.resolve(__dirname, '../../..');

/** The JavaScript MDX compiles `source` to with the plugin. */
async function compiled(source: string): Promise<string> {
  return String(await compile(source, { remarkPlugins: [importPageComponents] }));
}

/** The compiled page's imports of the site's modules (not MDX's own runtime). */
function imports(code: string): string[] {
  return code.split('\n').filter((line) => line.startsWith('import ') && line.includes('@site/'));
}

describe('importPageComponents', () => {
  it('imports each component a page uses, once, and nothing else', async () => {
    const code = await compiled(
      '# Title\n\n<DatasetChart id="lab-hit-ratio" />\n\nText.\n\n<StaleTranslationBanner kind="stale" />\n\n<DatasetChart id="lab-group-commit" />\n',
    );
    expect(imports(code)).toEqual([
      'import DatasetChart from "@site/src/components/DatasetChart";',
      'import StaleTranslationBanner from "@site/src/components/StaleTranslationBanner";',
    ]);
  });

  // The calculator's code loads near the viewport (src/components/LazyCalculator):
  // the page imports the small loader, once, and no calculator.
  it('turns each calculator into the loader, naming it, with its attributes', async () => {
    const code = await compiled(
      '# Title\n\n<IopsCalculator embedded />\n\nText.\n\n<HitRatioCalculator />\n',
    );
    expect(imports(code)).toEqual([
      'import LazyCalculator from "@site/src/components/LazyCalculator";',
    ]);
    expect(code).toMatch(/_jsx\(LazyCalculator, \{\s*calculator: "iops",\s*embedded: true\s*\}\)/);
    expect(code).toMatch(/_jsx\(LazyCalculator, \{\s*calculator: "hit-ratio"\s*\}\)/);
    expect(code).not.toContain('components/IopsCalculator');
    expect(code).not.toContain('components/HitRatioCalculator');
  });

  it('adds no import to a page without a listed component', async () => {
    const code = await compiled('# Title\n\n<ReadingTime minutes={3} />\n\n<Unknown />\n');
    expect(imports(code)).toEqual([]);
  });

  // The chart's module loads its code and dataset itself, near the viewport
  // (src/components/DatasetChart): the page imports no dataset.
  it('imports the chart once and no dataset', async () => {
    const code = await compiled(
      '<DatasetChart id="lab-hit-ratio" />\n\n<DatasetChart id="lab-group-commit" />\n',
    );
    expect(imports(code)).toEqual([
      'import DatasetChart from "@site/src/components/DatasetChart";',
    ]);
    expect(code).not.toContain('static/data');
  });

  it('loads every calculator of the registry by its id', async () => {
    for (const { componentName, id } of calculators) {
      const code = await compiled(`<${componentName} embedded />\n`);
      expect(imports(code), componentName).toEqual([
        'import LazyCalculator from "@site/src/components/LazyCalculator";',
      ]);
      expect(code, componentName).toContain(`calculator: "${id}"`);
    }
  });

  it('lists only modules that exist', () => {
    for (const module of Object.values(PAGE_COMPONENT_MODULES)) {
      const file = path.join(ROOT, module.replace(/^@site\//, ''), 'index.tsx');
      expect(existsSync(file), file).toBe(true);
    }
  });

  // src/theme/MDXComponents does not register these components: a Markdown
  // pipeline without the plugin would fail on them.
  it('runs in every MDX pipeline (docs, blog, pages), after the plugins that add components', () => {
    for (const plugins of [
      docsRemarkPlugins,
      blogRemarkPlugins,
      pagesMarkdownPlugins.remarkPlugins,
    ]) {
      expect(plugins.at(-1)).toBe(importPageComponents);
    }
  });
});
