/**
 * The site's Layout for the local-search plugin's search page, with its
 * content in a `<main>` landmark. The plugin's page puts its results straight
 * into Layout, so a screen reader's "jump to main" found nothing there (every
 * other page has a `<main>`); plugins/search-query puts this module in place
 * of the page's `@theme/Layout` import.
 */
import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import type { Props } from '@theme/Layout';

export default function SearchPageLayout({ children, ...props }: Props): ReactNode {
  return (
    <Layout {...props}>
      <main>{children}</main>
    </Layout>
  );
}
