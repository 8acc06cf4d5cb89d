import React, { type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import { translate } from '@docusaurus/Translate';
// Not a public export: the same provider Docusaurus's own fallback uses, so
// that the theme's Layout, which reads the route context, can render here.
import { RouteContextProvider } from '@docusaurus/core/lib/client/routeContext';
import Layout from '@theme/Layout';
import ErrorPageContent from '@theme/ErrorPageContent';
import type { Props } from '@theme/Error';

const ROUTE_CONTEXT = { plugin: { name: 'docusaurus-core-error-boundary', id: 'default' } };

interface BoundaryProps {
  readonly children: ReactNode;
  /** Shown instead of `children` if they throw. */
  readonly fallback: ReactNode;
}

/** Falls back to the bare error content if the layout itself throws. */
class LayoutBoundary extends React.Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * The app-wide error page (Docusaurus's outermost error boundary), swizzled
 * (ejected): Docusaurus's own wrote "This page crashed" and "Try again" in
 * English on every page. It shows the site's translated error content inside
 * the usual layout, and that content alone if the layout itself throws.
 */
export default function Error({ error, tryAgain }: Props): ReactNode {
  return (
    <RouteContextProvider value={ROUTE_CONTEXT}>
      <LayoutBoundary fallback={<ErrorPageContent error={error} tryAgain={tryAgain} />}>
        <Head>
          <title>
            {translate({
              id: 'errorPage.documentTitle',
              message: 'エラー',
              description: 'The <title> of the page shown when a page failed to display',
            })}
          </title>
        </Head>
        <Layout>
          <ErrorPageContent error={error} tryAgain={tryAgain} />
        </Layout>
      </LayoutBoundary>
    </RouteContextProvider>
  );
}
