import React, { type ReactNode } from 'react';
import Translate from '@docusaurus/Translate';
import { sourceWorkedExample } from '../../calculators/hit-ratio/hitRatioThroughput';
import LangMarkedText from '../LangMarkedText';
import { sourceById } from '../../sources/registry';
import NumberField from '../NumberField';
import type { HitRatioFields } from './useHitRatioFields';

interface Props {
  readonly fields: HitRatioFields;
}

/** Costs in relative units, as in the source's example (memory 1, disk 100). */
export default function RelativeCostFields({ fields }: Props): ReactNode {
  return (
    <>
      <NumberField
        {...fields.numberField('mem')}
        label={<Translate id="hitRatio.field.mem">メモリで処理できた要求のコスト</Translate>}
      />
      <NumberField
        {...fields.numberField('disk')}
        label={<Translate id="hitRatio.field.disk">ディスクを読んだ要求のコスト</Translate>}
        hint={
          <Translate
            id="hitRatio.field.disk.hint"
            values={{
              title: (
                <LangMarkedText>
                  {sourceById(sourceWorkedExample.source.source).title}
                </LangMarkedText>
              ),
              date: sourceById(sourceWorkedExample.source.source).date,
            }}
          >
            {'出典の例はメモリ 1 に対してディスク 100 です（松信「{title}」{date}）。'}
          </Translate>
        }
      />
    </>
  );
}
