import React, { Children, createElement, type ComponentType, type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import type { CalculatorId } from '../../registry/calculators';
import { calculatorTexts } from '../../registry/calculatorTexts';
import { CALCULATOR_PAGE_CONTENT } from '../../registry/calculatorPageContent';

interface Props {
  /** The registry entry (src/registry/calculators.ts) this page shows. */
  readonly id: CalculatorId;
  /** The calculator itself, rendered standalone (not `embedded`). */
  readonly Calculator: ComponentType;
}

/**
 * A calculator's standalone page: title and description from the registry,
 * the `<h1>`, the introduction, the calculator, and what follows it.
 */
function CalculatorPage({ id, Calculator }: Props): ReactNode {
  const { pageTitle, pageDescription } = calculatorTexts(id);
  const { intro, after } = CALCULATOR_PAGE_CONTENT[id];
  // Every block is a direct child of <main>, as when each page was written
  // out by hand: React derives the form fields' ids (useId) from their
  // position in the tree, so wrappers or fragments here would change them.
  const blocks = Children.toArray([
    <Heading key="title" as="h1">
      {pageTitle}
    </Heading>,
    intro(),
    <Calculator key="calculator" />,
    after?.(),
  ]);
  return (
    <Layout title={pageTitle} description={pageDescription}>
      {createElement('main', { className: 'container margin-vert--lg' }, ...blocks)}
    </Layout>
  );
}

/**
 * The page component of a route under src/pages: one line per page file.
 * The page file imports the calculator, so its code stays in that route's
 * chunk (the registry itself imports no calculator).
 */
export function calculatorPage(id: CalculatorId, Calculator: ComponentType): () => ReactNode {
  return function StandaloneCalculatorPage() {
    return <CalculatorPage id={id} Calculator={Calculator} />;
  };
}
