import React, { type ReactNode } from 'react';
import Translate from '@docusaurus/Translate';
import { CitationTitle } from '../Citation';
import type { NodeTypeSpec, PriceTable } from '../../calculators/redshift-tco/priceTable';

interface Props {
  /** The selected node type's spec; `null` for Serverless. */
  readonly nodeSpec: NodeTypeSpec | null;
  readonly table: PriceTable;
}

/** Under the node type field: the node's size limits, or how Serverless is billed, with sources. */
export default function NodeTypeHint({ nodeSpec, table }: Props): ReactNode {
  return nodeSpec ? (
    <Translate
      id="redshiftTco.field.node.hint"
      values={{
        min: nodeSpec.minNodes,
        max: nodeSpec.maxNodes,
        source: <CitationTitle source={nodeSpec.source.source} locator={nodeSpec.source.locator} />,
        asOf: nodeSpec.source.asOf,
      }}
    >
      {
        '{min}〜{max} ノード（{source}、{asOf}）。価格表に価格のないノードタイプも、1 時間あたりの価格を入力すると選べます。'
      }
    </Translate>
  ) : (
    <Translate
      id="redshiftTco.field.node.serverlessHint"
      values={{
        source: (
          <CitationTitle
            source={table.serverless.source.source}
            locator={table.serverless.source.locator}
          />
        ),
        asOf: table.serverless.source.asOf,
      }}
    >
      {
        'RPU 時間とマネージドストレージで課金され、オンデマンド料金で計算します（{source}、{asOf}）。'
      }
    </Translate>
  );
}
