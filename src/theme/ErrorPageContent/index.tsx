import React, { type ReactNode, useEffect } from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import { ErrorBoundaryError } from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import type { Props } from '@theme/Error';
import { showWholePage } from '../../presentation/presentationStore';
import styles from './styles.module.css';

/**
 * What replaces a page (or its content) when rendering it threw. Swizzled
 * (ejected) because the theme's page said "This page crashed" in English on
 * the Japanese pages too (the app-wide fallback, src/theme/Error, shows this
 * same content), and because under `?present` or `?embed` the page went
 * blank: those modes show only calculators and charts, and an error page
 * has none. The error's own text (a JavaScript message, in English) stays,
 * folded away under "technical details", for a bug report.
 */
export default function ErrorPageContent({ error, tryAgain }: Props): ReactNode {
  useEffect(() => {
    showWholePage();
  }, []);
  return (
    <main className="container margin-vert--xl" data-testid="page-error">
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1">
            <Translate
              id="errorPage.title"
              description="Heading of the page shown when a page failed to display"
            >
              このページを表示できませんでした
            </Translate>
          </Heading>
          <p>
            <Translate
              id="errorPage.explanation"
              description="What the reader can do when a page failed to display"
            >
              ページの表示中にエラーが起きました。もう一度試すか、ページを読み込み直してください。
            </Translate>
          </p>
          <div className={styles.actions}>
            <button type="button" className="button button--primary" onClick={tryAgain}>
              <Translate
                id="errorPage.tryAgain"
                description="Button that renders the failed page again"
              >
                もう一度試す
              </Translate>
            </button>
            <Link to="/" className="button button--secondary">
              <Translate
                id="errorPage.home"
                description="Link from the error page to the home page"
              >
                トップページへ
              </Translate>
            </Link>
          </div>
          <details className={styles.details}>
            <summary>
              <Translate
                id="errorPage.details"
                description="Summary of the folded technical details of a page error"
              >
                技術的な詳細（不具合の報告用）
              </Translate>
            </summary>
            <ErrorBoundaryError error={error} />
          </details>
        </div>
      </div>
    </main>
  );
}
