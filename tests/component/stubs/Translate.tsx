/**
 * Stand-in for `@docusaurus/Translate` that really translates: in English it
 * returns the message of i18n/en/code.json by id (so the English texts under
 * test are the site's own), in Japanese the default message written in the
 * code, as the Japanese build does. Placeholders (`{name}`) are filled the way
 * Docusaurus's `interpolate` fills them: a string when every value is text,
 * React nodes otherwise.
 */
import React, { Fragment, cloneElement, isValidElement, type ReactNode } from 'react';
import englishMessages from '../../../i18n/en/code.json';
import { currentLocale } from './siteLocale';

type Values = Readonly<Record<string, ReactNode>>;

const english = englishMessages as Readonly<Record<string, { readonly message: string }>>;

function messageFor(id: string | undefined, fallback: string): string {
  if (currentLocale() !== 'en' || id === undefined) return fallback;
  return english[id]?.message ?? fallback;
}

// Text values give text, as in Docusaurus.
function interpolate(
  text: string,
  values: Readonly<Record<string, string | number>> | undefined,
): string;
function interpolate(text: string, values: Values | undefined): ReactNode;
function interpolate(text: string, values: Values | undefined): ReactNode {
  if (!values) return text;
  const parts = text.split(/(\{\w+\})/g).map((part, index) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    if (name === undefined || !(name in values)) return part;
    const value = values[name];
    if (typeof value === 'string' || typeof value === 'number') return String(value);
    return isValidElement(value) ? cloneElement(value, { key: index }) : value;
  });
  const texts = parts.filter((part): part is string => typeof part === 'string');
  if (texts.length === parts.length) return texts.join('');
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>{part}</Fragment>
      ))}
    </>
  );
}

export function translate(
  { id, message }: { id?: string; message: string; description?: string },
  values?: Readonly<Record<string, string | number>>,
): string {
  return interpolate(messageFor(id, message), values);
}

interface Props {
  readonly id?: string;
  readonly description?: string;
  readonly values?: Values;
  readonly children: string;
}

export default function Translate({ id, values, children }: Props): ReactNode {
  return interpolate(messageFor(id, children), values);
}
