import React, { type ReactNode } from 'react';
import { usePageLocale } from '../../hooks/usePageLocale';
import { containsJapanese, japaneseRuns } from '../../lib/japaneseRuns';

/**
 * Text from the data (a source's section name, a title) as it should sit on
 * the page: on a page that is not Japanese, its Japanese runs are marked
 * `lang="ja"` (src/lib/japaneseRuns.ts), as src/remark/rehypeJapaneseLang.ts
 * does for the articles' own text.
 */
export default function LangMarkedText({ children }: { readonly children: string }): ReactNode {
  const { locale } = usePageLocale();
  if (locale === 'ja' || !containsJapanese(children)) return children;
  return japaneseRuns(children).map((run, index) =>
    run.japanese ? (
      // The runs of one string never change order: the index is their identity.
      <span key={index} lang="ja">
        {run.text}
      </span>
    ) : (
      run.text
    ),
  );
}
