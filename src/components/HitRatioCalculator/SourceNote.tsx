import React, { type ReactNode } from 'react';
import Translate from '@docusaurus/Translate';
import { sourceWorkedExample } from '../../calculators/hit-ratio/hitRatioThroughput';
import styles from './styles.module.css';
import LangMarkedText from '../LangMarkedText';
import { sourceById } from '../../sources/registry';

/** The source post and its worked example, under the calculator. */
export default function SourceNote(): ReactNode {
  return (
    <p className={styles.source}>
      <Translate
        id="hitRatio.source"
        values={{
          title: (
            <LangMarkedText>{sourceById(sourceWorkedExample.source.source).title}</LangMarkedText>
          ),
          date: sourceById(sourceWorkedExample.source.source).date,
        }}
      >
        {
          '出典: 松信嘉範「{title}」({date})。出典の例はメモリ 1・ディスク 100 のコストで、ヒット率 100 %・95 %・80 % のとき 100 要求あたり 100・595・2080 です。'
        }
      </Translate>
    </p>
  );
}
