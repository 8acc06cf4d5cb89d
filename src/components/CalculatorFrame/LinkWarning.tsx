import React, { Fragment, type ReactNode } from 'react';
import { usePageLocale } from '../../hooks/usePageLocale';
import { pageText } from '../../i18n/pageText';
import { calculatorKitStrings } from '../../i18n/calculatorKitStrings';

interface Props {
  /** Names of URL parameters that a shared link got wrong (at least one). */
  readonly names: readonly string[];
}

/**
 * The parameter names as a list in the page's language ("a、b、c" /
 * "a, b, and c"), each in its own <code>: one <code> around "s, req, miss"
 * read as a single name.
 */
function NameList({ names }: Props): ReactNode {
  const { htmlLang } = usePageLocale();
  const parts = new Intl.ListFormat(htmlLang, { type: 'conjunction' }).formatToParts(names);
  return parts.map((part, index) =>
    part.type === 'element' ? (
      <code key={index}>{part.value}</code>
    ) : (
      <Fragment key={index}>{part.value}</Fragment>
    ),
  );
}

/** The warning for values in a shared link that could not be used, one or several. */
export default function LinkWarning({ names }: Props): ReactNode {
  const list = <NameList names={names} />;
  return (
    <div className="alert alert--warning" role="alert" data-testid="link-warning">
      {names.length === 1
        ? pageText(calculatorKitStrings, 'calculator.urlErrors', { names: list })
        : pageText(calculatorKitStrings, 'calculator.urlErrors.several', { names: list })}
    </div>
  );
}
