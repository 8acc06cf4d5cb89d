import React, { type ReactNode } from 'react';
import { sourceWorkedExample } from '../../calculators/hit-ratio/hitRatioThroughput';
import LangMarkedText from '../LangMarkedText';
import { sourceById } from '../../sources/registry';
import NumberField from '../NumberField';
import type { HitRatioFields } from './useHitRatioFields';
import { pageText } from '../../i18n/pageText';
import { hitRatioStrings } from './strings';

interface Props {
  readonly fields: HitRatioFields;
}

/** Costs in relative units, as in the source's example (memory 1, disk 100). */
export default function RelativeCostFields({ fields }: Props): ReactNode {
  return (
    <>
      <NumberField
        {...fields.numberField('mem')}
        label={pageText(hitRatioStrings, 'hitRatio.field.mem')}
      />
      <NumberField
        {...fields.numberField('disk')}
        label={pageText(hitRatioStrings, 'hitRatio.field.disk')}
        hint={pageText(hitRatioStrings, 'hitRatio.field.disk.hint', {
          title: (
            <LangMarkedText>{sourceById(sourceWorkedExample.source.source).title}</LangMarkedText>
          ),
          date: sourceById(sourceWorkedExample.source.source).date,
        })}
      />
    </>
  );
}
