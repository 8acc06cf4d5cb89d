import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import { usePageLocale } from '../../hooks/usePageLocale';
import styles from './styles.module.css';

/**
 * A cited document's title as published (`<cite>` in its own language),
 * linked to the original only when the registry records a confirmed
 * address. Shared by the Sources lists, the datasets' source lines and the
 * calculators' citations.
 */
export function TitleCite({
  title,
  titleLang,
  url,
}: {
  readonly title: string;
  readonly titleLang: 'ja' | 'en';
  /** A confirmed address (src/sources/registry.ts), or none. */
  readonly url?: string | undefined;
}): ReactNode {
  const cite = (
    <cite lang={titleLang} className={styles.title}>
      {title}
    </cite>
  );
  return url ? <Link to={url}>{cite}</Link> : cite;
}

/** The English gloss of a Japanese title, on English pages only (nothing elsewhere). */
export function EnglishGloss({ gloss }: { readonly gloss?: string | undefined }): ReactNode {
  const { locale } = usePageLocale();
  if (locale !== 'en' || !gloss) return null;
  return (
    <>
      {' '}
      <Translate
        id="citation.source.gloss"
        description="English gloss of a Japanese title, after the title"
        values={{
          gloss: (
            <span className={styles.gloss} data-gloss="">
              {gloss}
            </span>
          ),
        }}
      >
        {'[{gloss}]'}
      </Translate>
    </>
  );
}

/** The title, then its gloss on English pages. */
export default function GlossedTitle({
  title,
  titleLang,
  url,
  gloss,
}: {
  readonly title: string;
  readonly titleLang: 'ja' | 'en';
  readonly url?: string | undefined;
  readonly gloss?: string | undefined;
}): ReactNode {
  return (
    <>
      <TitleCite title={title} titleLang={titleLang} url={url} />
      <EnglishGloss gloss={gloss} />
    </>
  );
}
