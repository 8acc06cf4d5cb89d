/**
 * Docusaurus's BlogLayout (theme-classic 3.10), ejected for one change: a
 * blog post's table of contents sat in a bare <div> beside <main>, outside
 * every landmark (axe's `region` rule). It is a <nav> named like the
 * phone's "On this page" toggle; docs pages keep theirs inside <main>.
 */
import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import BlogSidebar from '@theme/BlogSidebar';
import type { Props } from '@theme/BlogLayout';

export default function BlogLayout(props: Props): ReactNode {
  const { sidebar, toc, children, ...layoutProps } = props;
  const hasSidebar = sidebar !== undefined && sidebar.items.length > 0;
  return (
    <Layout {...layoutProps}>
      <div className="container margin-vert--lg">
        <div className="row">
          <BlogSidebar sidebar={sidebar} />
          <main
            className={clsx('col', {
              'col--7': hasSidebar,
              'col--9 col--offset-1': !hasSidebar,
            })}
          >
            {children}
          </main>
          {toc ? (
            <nav
              className="col col--2"
              aria-label={translate({
                id: 'theme.TOCCollapsible.toggleButtonLabel',
                message: 'このページの見出し',
              })}
            >
              {toc}
            </nav>
          ) : null}
        </div>
      </div>
    </Layout>
  );
}
