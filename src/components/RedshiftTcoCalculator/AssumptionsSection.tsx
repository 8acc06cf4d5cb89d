import React, { type ReactNode } from 'react';
import Heading from '@theme/Heading';
import Assumption from './Assumption';
import styles from './styles.module.css';
import { pageText } from '../../i18n/pageText';
import { redshiftTcoStrings } from './strings';

interface Props {
  /** h3 on the calculator's page, h4 inside an article. */
  readonly headingAs: 'h3' | 'h4';
}

/** How the model sizes and bills, and which defaults are the calculator's own assumptions. */
export default function AssumptionsSection({ headingAs }: Props): ReactNode {
  return (
    <section aria-labelledby="redshift-tco-assumptions">
      <Heading as={headingAs} id="redshift-tco-assumptions" className={styles.subheading}>
        {pageText(redshiftTcoStrings, 'redshiftTco.assumptions.heading')}
      </Heading>
      <ul className={styles.noteList}>
        <li>{pageText(redshiftTcoStrings, 'redshiftTco.assumptions.hours')}</li>
        <li>{pageText(redshiftTcoStrings, 'redshiftTco.assumptions.sizing')}</li>
        <li>{pageText(redshiftTcoStrings, 'redshiftTco.assumptions.storage')}</li>
        <li>{pageText(redshiftTcoStrings, 'redshiftTco.assumptions.serverless')}</li>
        <li>
          <Assumption>
            {pageText(redshiftTcoStrings, 'redshiftTco.assumptions.defaults')}
          </Assumption>
        </li>
        <li>{pageText(redshiftTcoStrings, 'redshiftTco.assumptions.bands')}</li>
        <li>{pageText(redshiftTcoStrings, 'redshiftTco.assumptions.alternative')}</li>
      </ul>
    </section>
  );
}
