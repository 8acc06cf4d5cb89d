import React, { type ReactNode } from 'react';
import { sourceWorkedExample } from '../../calculators/hit-ratio/hitRatioThroughput';
import styles from './styles.module.css';
import LangMarkedText from '../LangMarkedText';
import { sourceById } from '../../sources/registry';
import { pageText } from '../../i18n/pageText';
import { hitRatioStrings } from './strings';

/** The source post and its worked example, under the calculator. */
export default function SourceNote(): ReactNode {
  return (
    <p className={styles.source}>
      {pageText(hitRatioStrings, 'hitRatio.source', {
        title: (
          <LangMarkedText>{sourceById(sourceWorkedExample.source.source).title}</LangMarkedText>
        ),
        date: sourceById(sourceWorkedExample.source.source).date,
      })}
    </p>
  );
}
