import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import { calculators } from '../../registry/calculators';
import { calculatorTexts } from '../../registry/calculatorTexts';
import styles from './styles.module.css';

interface Props {
  /** Heading level of each card title, to keep the page's outline in order. */
  readonly headingLevel: 2 | 3;
}

/** Cards linking to each calculator of the registry and the article behind it. */
export default function CalculatorCards({ headingLevel }: Props): ReactNode {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={styles.grid}>
      {calculators.map((calculator) => {
        const { cardTitle, cardDescription } = calculatorTexts(calculator.id);
        return (
          <li key={calculator.id} className={styles.card}>
            <Heading className={styles.title}>
              <Link to={calculator.pageRoute}>{cardTitle}</Link>
            </Heading>
            <p className={styles.description}>{cardDescription}</p>
            <Link to={calculator.articleRoute} className={styles.article}>
              <Translate id="calculators.card.article">解説記事を読む</Translate>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
