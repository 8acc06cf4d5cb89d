import React, { useMemo, type ReactNode } from 'react';
import OriginalTOCItems from '@theme-original/TOCItems';
import type { Props } from '@theme/TOCItems';
import { htmlWithIdentifierBreaks } from '../Heading/identifierBreaks';

/**
 * The table of contents, with identifiers in its entries allowed to wrap only
 * after an underscore, like the headings they link to (../Heading).
 */
export default function TOCItems({ toc, ...props }: Props): ReactNode {
  const withBreaks = useMemo(
    () => toc.map((item) => ({ ...item, value: htmlWithIdentifierBreaks(item.value) })),
    [toc],
  );
  return <OriginalTOCItems toc={withBreaks} {...props} />;
}
