import React, { useMemo, type ReactNode } from 'react';
import OriginalTOCItems from '@theme-original/TOCItems';
import type { Props } from '@theme/TOCItems';
import { htmlWithIdentifierBreaks } from '../Heading/identifierBreaks';
import { usePageLocale } from '../../hooks/usePageLocale';
import { htmlWithJapaneseMarked } from '../../lib/japaneseRuns';

/**
 * The table of contents, with identifiers in its entries allowed to wrap only
 * after an underscore, like the headings they link to (../Heading), and, on
 * an English page, its Japanese words marked lang="ja" as in the headings
 * (src/remark/rehypeJapaneseLang.ts runs after the entries are made).
 */
export default function TOCItems({ toc, ...props }: Props): ReactNode {
  const { locale } = usePageLocale();
  const withBreaks = useMemo(
    () =>
      toc.map((item) => {
        const value = htmlWithIdentifierBreaks(item.value);
        return { ...item, value: locale === 'ja' ? value : htmlWithJapaneseMarked(value) };
      }),
    [toc, locale],
  );
  return <OriginalTOCItems toc={withBreaks} {...props} />;
}
