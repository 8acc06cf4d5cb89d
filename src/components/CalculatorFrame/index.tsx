import React, { type ReactNode } from 'react';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import CopyLinkButton from '../CopyLinkButton';
import styles from './styles.module.css';

interface Props {
  /** Element id, so a link (and the copied link) can point at this calculator. */
  readonly id: string;
  readonly title: ReactNode;
  /** h2 on a calculator's own page, h3 inside an article section. */
  readonly headingLevel: 2 | 3;
  /** Names of URL parameters that a shared link got wrong. */
  readonly urlErrorNames: readonly string[];
  readonly inputs: ReactNode;
  readonly results: ReactNode;
  /** Extra sections under the results (chart, inverse, model notes). */
  readonly children?: ReactNode;
  /** When embedded in an article, the copied link points at this calculator. */
  readonly linkToSelf?: boolean;
}

/** The common shell of every calculator: inputs, results, link sharing. */
export default function CalculatorFrame({
  id,
  title,
  headingLevel,
  urlErrorNames,
  inputs,
  results,
  children,
  linkToSelf = false,
}: Props): ReactNode {
  const getUrl = () => {
    const { origin, pathname, search } = window.location;
    return `${origin}${pathname}${search}${linkToSelf ? `#${id}` : ''}`;
  };
  return (
    <section id={id} className={styles.frame} aria-labelledby={`${id}-title`} data-calculator={id}>
      <Heading as={`h${headingLevel}`} id={`${id}-title`} className={styles.title}>
        {title}
      </Heading>
      {urlErrorNames.length > 0 ? (
        <div className="alert alert--warning" role="alert">
          <Translate
            id="calculator.urlErrors"
            values={{ names: <code>{urlErrorNames.join(', ')}</code> }}
          >
            {
              'リンクに含まれる値 {names} を読めなかったため、その項目は既定値で計算しています。各項目の説明を確認してください。'
            }
          </Translate>
        </div>
      ) : null}
      <div className={styles.layout}>
        <form className={styles.inputs} onSubmit={(event) => event.preventDefault()}>
          {inputs}
        </form>
        <div className={styles.results} aria-live="polite">
          {results}
        </div>
      </div>
      {children}
      <div className={styles.share}>
        <CopyLinkButton getUrl={getUrl} />
      </div>
    </section>
  );
}
