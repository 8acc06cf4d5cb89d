import React, { Children, createElement, type ComponentType, type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import type { CalculatorPageContent } from '../../registry/calculatorPages/types';

interface Props {
  /** Its texts: `src/registry/calculatorPages/<id>.tsx`. */
  readonly content: CalculatorPageContent;
  /** The calculator itself, rendered standalone (not `embedded`). */
  readonly Calculator: ComponentType;
}

/**
 * A calculator's standalone page: title and description, the `<h1>`, the
 * introduction, the calculator, and what follows it.
 */
function CalculatorPage({ content, Calculator }: Props): ReactNode {
  const { intro, after } = content;
  const pageTitle = content.title();
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
    <Layout title={pageTitle} description={content.description()}>
      {createElement('main', { className: 'container margin-vert--lg' }, ...blocks)}
    </Layout>
  );
}

/**
 * The page component of a route under src/pages: one line per page file.
 * The page file imports the calculator and its page texts, so both stay in
 * that route's chunk (the registry itself imports neither).
 */
export function calculatorPage(
  content: CalculatorPageContent,
  Calculator: ComponentType,
): () => ReactNode {
  return function StandaloneCalculatorPage() {
    return <CalculatorPage content={content} Calculator={Calculator} />;
  };
}
