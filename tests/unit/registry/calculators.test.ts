import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { calculators } from '../../../src/registry/calculators';
import { shortLinks } from '../../../src/registry/shortLinks';
import { DEFAULT_FIGURE_ROUTES } from '../../../plugins/social-cards';

const ROOT = path.resolve(__dirname, '../../..');
const PAGES = path.join(ROOT, 'src/pages');

/** Route of each page file of a folder of src/pages (index pages excluded). */
function pageRoutesUnder(folder: string): string[] {
  return readdirSync(path.join(PAGES, folder))
    .filter((file) => file.endsWith('.tsx') && file !== 'index.tsx')
    .map((file) => `/${folder}/${file.replace(/\.tsx$/, '')}`);
}

describe('calculator registry', () => {
  it('has unique ids, component names and routes', () => {
    for (const key of ['id', 'componentName', 'pageRoute'] as const) {
      const values = calculators.map((calculator) => calculator[key]);
      expect(new Set(values).size, key).toBe(values.length);
    }
  });

  it('names a component module that exists and exports it by default', () => {
    for (const { componentName, componentModule } of calculators) {
      const file = path.join(ROOT, componentModule.replace(/^@site\//, ''), 'index.tsx');
      expect(existsSync(file), file).toBe(true);
      expect(readFileSync(file, 'utf8'), file).toMatch(
        new RegExp(`export default function ${componentName}\\b`),
      );
    }
  });

  // An article loads a calculator by its id (src/components/LazyCalculator):
  // in the browser through import(), on the server from a static import.
  it('has each calculator, from its module, in the article loader and its server twin', () => {
    const folder = path.join(ROOT, 'src/components/LazyCalculator');
    const loaders = readFileSync(path.join(folder, 'loaders.ts'), 'utf8');
    const server = readFileSync(path.join(folder, 'serverCalculator.server.tsx'), 'utf8');
    for (const { id, componentName, componentModule } of calculators) {
      const dir = componentModule.replace(/^@site\/src\/components\//, '../');
      const key = /^[a-z]+$/.test(id) ? id : `'${id}'`;
      expect(loaders, id).toContain(`${key}: () => import('${dir}'),`);
      expect(server, id).toContain(`import ${componentName} from '${dir}';`);
      expect(server, id).toContain(`${key}: ${componentName},`);
    }
  });

  it('has a page file per entry that renders that entry with its component', () => {
    for (const { id, pageRoute, componentName } of calculators) {
      const file = path.join(PAGES, `${pageRoute}.tsx`);
      expect(existsSync(file), file).toBe(true);
      const source = readFileSync(file, 'utf8');
      const content = /import (\w+) from '\.\.\/\.\.\/registry\/calculatorPages\/([\w-]+)';/.exec(
        source,
      );
      expect(content?.[2], `${file} imports no calculatorPages module`).toBe(id);
      expect(source, file).toContain(`calculatorPage(${content?.[1] ?? ''}, ${componentName})`);
      expect(source, file).toContain(
        `import ${componentName} from '../../components/${componentName}';`,
      );
    }
  });

  it('has page texts per entry, naming that entry, and none for a calculator it lacks', () => {
    const folder = path.join(ROOT, 'src/registry/calculatorPages');
    const modules = readdirSync(folder)
      .filter((file) => file.endsWith('.tsx'))
      .map((file) => file.replace(/\.tsx$/, ''))
      .sort();
    expect(modules).toEqual(calculators.map((calculator) => calculator.id).sort());
    for (const id of modules) {
      expect(readFileSync(path.join(folder, `${id}.tsx`), 'utf8'), id).toContain(`id: '${id}',`);
    }
  });

  it('lists every calculator and tool page', () => {
    const pages = [...pageRoutesUnder('calculators'), ...pageRoutesUnder('tools')].sort();
    expect(pages).toEqual(calculators.map((calculator) => calculator.pageRoute).sort());
  });

  it('links each card to an article that exists', () => {
    for (const { id, articleRoute } of calculators) {
      const base = path.join(ROOT, articleRoute.replace(/^\/docs\//, 'docs/'));
      expect(existsSync(`${base}.mdx`) || existsSync(`${base}.md`), `${id}: ${articleRoute}`).toBe(
        true,
      );
    }
  });

  it('names short links that point at the page', () => {
    for (const { id, pageRoute, shortLinkNames } of calculators) {
      expect(shortLinkNames.length, id).toBeGreaterThan(0);
      for (const name of shortLinkNames) {
        const link = shortLinks.find((candidate) => candidate.name === name);
        expect(link, `${id}: /go/${name} is not in src/registry/shortLinks.ts`).toBeDefined();
        expect(link?.to, name).toBe(pageRoute);
        expect(link?.kind, name).toBe('tool');
      }
    }
    // …and every tool link belongs to an entry.
    const declared = new Set<string>(
      calculators.flatMap((calculator) => calculator.shortLinkNames),
    );
    const undeclared = shortLinks
      .filter((link) => link.kind === 'tool' && !declared.has(link.name))
      .map((link) => link.name);
    expect(undeclared).toEqual([]);
  });

  it('gets a link preview with the headline result for every page', () => {
    for (const { pageRoute } of calculators) {
      const relative = pageRoute.replace(/^\//, '');
      expect(
        DEFAULT_FIGURE_ROUTES.some((pattern) => pattern.test(relative)),
        pageRoute,
      ).toBe(true);
    }
  });
});
