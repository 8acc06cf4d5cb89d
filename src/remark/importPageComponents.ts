import type { ImportDeclaration } from 'estree';
import type { Root } from 'mdast';
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

/**
 * Adds `import X from '…'` to every page that uses a heavy component X.
 *
 * Why: loaded lazily (React.lazy + Suspense), a component whose chunk arrived
 * after hydration lost its server-rendered HTML — Docusaurus updates contexts
 * right after hydrating, and React then client-renders a Suspense boundary
 * that is still waiting, showing its empty fallback — so calculators
 * vanished for up to a second on article pages. Imported by the page, their
 * code is part of the route's chunks, which Docusaurus loads before it
 * hydrates. Pages that do not use them load nothing more.
 *
 * DatasetChart is imported the same way, but its module is light: it keeps
 * the chart's server HTML as static HTML and loads the chart's code and
 * dataset itself when the chart nears the viewport (see
 * src/components/DatasetChart), so no dataset is imported here.
 */
export default function importPageComponents() {
  return (tree: Root): void => {
    const used = new Set<string>();
    visit(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      if (node.name && node.name in PAGE_COMPONENT_MODULES) used.add(node.name);
    });
    if (used.size === 0) return;
    const body = [...used]
      .sort()
      .map((name) => importDeclaration(name, PAGE_COMPONENT_MODULES[name]!));
    tree.children.unshift({
      type: 'mdxjsEsm',
      value: '',
      data: { estree: { type: 'Program', sourceType: 'module', body } },
    } satisfies MdxjsEsm);
  };
}
