import React, { type ReactNode } from 'react';
import { CitationTitle } from '../Citation';
import type { NodeTypeSpec, PriceTable } from '../../calculators/redshift-tco/priceTable';
import { pageText } from '../../i18n/pageText';
import { redshiftTcoStrings } from './strings';

interface Props {
  /** The selected node type's spec; `null` for Serverless. */
  readonly nodeSpec: NodeTypeSpec | null;
  readonly table: PriceTable;
}

/** Under the node type field: the node's size limits, or how Serverless is billed, with sources. */
export default function NodeTypeHint({ nodeSpec, table }: Props): ReactNode {
  return nodeSpec
    ? pageText(redshiftTcoStrings, 'redshiftTco.field.node.hint', {
        min: nodeSpec.minNodes,
        max: nodeSpec.maxNodes,
        source: <CitationTitle source={nodeSpec.source.source} locator={nodeSpec.source.locator} />,
        asOf: nodeSpec.source.asOf,
      })
    : pageText(redshiftTcoStrings, 'redshiftTco.field.node.serverlessHint', {
        source: (
          <CitationTitle
            source={table.serverless.source.source}
            locator={table.serverless.source.locator}
          />
        ),
        asOf: table.serverless.source.asOf,
      });
}
