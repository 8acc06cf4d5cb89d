import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import { calculatorEntries } from '../../data/calculators';
import styles from './styles.module.css';

interface Props {
  /** Heading level of each card title, to keep the page's outline in order. */
  readonly headingLevel: 2 | 3;
}

/** Cards linking to each calculator and the article behind it. */
export default function CalculatorCards({ headingLevel }: Props): ReactNode {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={styles.grid}>
      {calculatorEntries().map((entry) => (
        <li key={entry.id} className={styles.card}>
          <Heading className={styles.title}>
            <Link to={entry.to}>{entry.title}</Link>
          </Heading>
          <p className={styles.description}>{entry.description}</p>
          <Link to={entry.articleTo} className={styles.article}>
            <Translate id="calculators.card.article">解説記事を読む</Translate>
          </Link>
        </li>
      ))}
    </ul>
  );
}
