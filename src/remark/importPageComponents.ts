import type { ImportDeclaration } from 'estree';
import type { Root } from 'mdast';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import { visit } from 'unist-util-visit';
import { calculators } from '../registry/calculators';

/**
 * The MDX components authors use without an import, and the module each
 * comes from: the chart and the banner (src/theme/MDXComponents registers
 * only light ones), and the calculator loader. A page that uses one gets a
 * static import of it; pages that do not use them load none of it.
 */
export const PAGE_COMPONENT_MODULES: Readonly<Record<string, string>> = {
  DatasetChart: '@site/src/components/DatasetChart',
  StaleTranslationBanner: '@site/src/components/StaleTranslationBanner',
  LazyCalculator: '@site/src/components/LazyCalculator',
};

/**
 * The calculators an author writes by name (`<IopsCalculator embedded />`,
 * every `componentName` of the registry), each rewritten to
 * `<LazyCalculator calculator="iops" embedded />`.
 */
export const CALCULATOR_IDS: Readonly<Record<string, string>> = Object.fromEntries(
  calculators.map((calculator) => [calculator.componentName, calculator.id]),
);

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
 * Adds `import X from '…'` to every page that uses a component X of
 * {@link PAGE_COMPONENT_MODULES}, and turns each calculator into
 * `<LazyCalculator calculator="<id>" …>` (its other attributes kept).
 *
 * Why not React.lazy + Suspense: a component whose chunk arrived after
 * hydration lost its server-rendered HTML (Docusaurus updates contexts
 * right after hydrating, and React then client-renders a Suspense boundary
 * that is still waiting, showing its empty fallback), so calculators
 * vanished for up to a second on article pages; and on the server React
 * writes a large boundary out of place. What the page imports is light:
 * DatasetChart and LazyCalculator keep the part's server HTML as static HTML
 * and load its code themselves when it nears the viewport (see
 * src/components/DatasetChart and src/components/LazyCalculator), so no
 * dataset and no calculator is imported here. A calculator's own page
 * (src/pages/calculators) imports the calculator itself.
 */
export default function importPageComponents() {
  return (tree: Root): void => {
    const used = new Set<string>();
    visit(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const calculatorId = node.name ? CALCULATOR_IDS[node.name] : undefined;
      if (calculatorId !== undefined) {
        node.name = 'LazyCalculator';
        node.attributes.unshift({
          type: 'mdxJsxAttribute',
          name: 'calculator',
          value: calculatorId,
        });
      }
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
