import type { ImportDeclaration } from 'estree';
import type { Root } from 'mdast';
import type { MdxJsxAttributeValueExpression } from 'mdast-util-mdx-jsx';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import { visit } from 'unist-util-visit';
import { calculators } from '../registry/calculators';

/**
 * The heavy MDX components authors use without an import, and the module each
 * comes from: every calculator of the registry, plus the chart and the banner
 * (src/theme/MDXComponents registers only light ones). A page that uses one
 * gets a static import of it, so its code is part of that page's chunk and no
 * other page loads it.
 */
export const PAGE_COMPONENT_MODULES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    calculators.map((calculator) => [calculator.componentName, calculator.componentModule]),
  ),
  DatasetChart: '@site/src/components/DatasetChart',
  StaleTranslationBanner: '@site/src/components/StaleTranslationBanner',
};

/** estree of `import <local> from '<source>'`. */
function importDeclaration(local: string, source: string): ImportDeclaration {
  return {
    type: 'ImportDeclaration',
    specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name: local } }],
    source: { type: 'Literal', value: source, raw: JSON.stringify(source) },
    attributes: [],
  };
}

/** `{identifier}` as an MDX attribute value. */
function identifierValue(name: string): MdxJsxAttributeValueExpression {
  return {
    type: 'mdxJsxAttributeValueExpression',
    value: name,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [{ type: 'ExpressionStatement', expression: { type: 'Identifier', name } }],
      },
    },
  };
}

/**
 * Adds `import X from '…'` to every page that uses a heavy component X, and
 * for a DatasetChart with a literal `id` imports the dataset's JSON and passes it as
 * `dataset`.
 *
 * Why: loaded lazily (React.lazy + Suspense), a component whose chunk arrived
 * after hydration lost its server-rendered HTML — Docusaurus updates contexts
 * right after hydrating, and React then client-renders a Suspense boundary
 * that is still waiting, showing its empty fallback — so calculators and
 * charts vanished for up to a second on article pages. Imported by the page,
 * their code and data are part of the route's chunks, which Docusaurus loads
 * before it hydrates. Pages that do not use them load nothing more.
 */
export default function importPageComponents() {
  return (tree: Root): void => {
    const used = new Set<string>();
    const datasets = new Map<string, string>();
    visit(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const element = node;
      if (!element.name || !(element.name in PAGE_COMPONENT_MODULES)) return;
      used.add(element.name);
      if (element.name !== 'DatasetChart') return;
      const id = element.attributes.find(
        (a) => a.type === 'mdxJsxAttribute' && a.name === 'id',
      )?.value;
      // Only literal ids can be imported; anything else keeps loading lazily.
      if (typeof id !== 'string' || !/^[a-z0-9-]+$/.test(id)) return;
      if (element.attributes.some((a) => a.type === 'mdxJsxAttribute' && a.name === 'dataset'))
        return;
      let local = datasets.get(id);
      if (!local) {
        local = `__dataset_${id.replace(/-/g, '_')}`;
        datasets.set(id, local);
      }
      element.attributes.push({
        type: 'mdxJsxAttribute',
        name: 'dataset',
        value: identifierValue(local),
      });
    });
    if (used.size === 0) return;
    const body = [
      ...[...used].sort().map((name) => importDeclaration(name, PAGE_COMPONENT_MODULES[name]!)),
      ...[...datasets].map(([id, local]) =>
        importDeclaration(local, `@site/static/data/${id}.json`),
      ),
    ];
    tree.children.unshift({
      type: 'mdxjsEsm',
      value: '',
      data: { estree: { type: 'Program', sourceType: 'module', body } },
    } satisfies MdxjsEsm);
  };
}
