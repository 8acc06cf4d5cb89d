import React, { type ReactNode } from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import Head from '@docusaurus/Head';
import { translate } from '@docusaurus/Translate';
// Not a public export: the same provider Docusaurus's own fallback uses, so
// that the theme's Layout, which reads the route context, can render here.
import { RouteContextProvider } from '@docusaurus/core/lib/client/routeContext';
import Layout from '@theme/Layout';
import ErrorPageContent from '@theme/ErrorPageContent';
import type { Props } from '@theme/Error';

const ROUTE_CONTEXT = { plugin: { name: 'docusaurus-core-error-boundary', id: 'default' } };

/**
 * The app-wide error page (Docusaurus's outermost error boundary), swizzled
 * (ejected): Docusaurus's own wrote "This page crashed" and "Try again" in
 * English on every page. It shows the site's translated error content inside
 * the usual layout, and that content alone if the layout itself throws.
 */
export default function Error({ error, tryAgain }: Props): ReactNode {
  return (
    <RouteContextProvider value={ROUTE_CONTEXT}>
      <ErrorBoundary fallback={() => <ErrorPageContent error={error} tryAgain={tryAgain} />}>
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
      </ErrorBoundary>
    </RouteContextProvider>
  );
}
