import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import { usePageLocale } from '../../hooks/usePageLocale';
import LangMarkedText from '../LangMarkedText';
import { EnglishGloss, TitleCite } from './GlossedTitle';
import type { RenderedSource, SourceKind } from '../../sources/types';
import styles from './styles.module.css';

/** Kinds the list names when a source says nothing of where it appeared. */
const LABELLED_KINDS: ReadonlySet<SourceKind> = new Set(['slide-deck', 'repository', 'book']);

/** What a reader is told a document is, when it names no blog or manual. */
function KindLabel({ kind }: { readonly kind: SourceKind }): ReactNode {
  switch (kind) {
    case 'slide-deck':
      return (
        <Translate id="citation.kind.slideDeck" description="Kind of a cited source">
          スライド資料
        </Translate>
      );
    case 'repository':
      return (
        <Translate id="citation.kind.repository" description="Kind of a cited source">
          リポジトリ
        </Translate>
      );
    case 'book':
      return (
        <Translate id="citation.kind.book" description="Kind of a cited source">
          書籍
        </Translate>
      );
    default:
      return null;
  }
}

/**
 * One cited document as a reader needs it: author, the title as published
 * (linked to the original when its address is confirmed; a Japanese title
 * marked `lang="ja"` and followed by its English gloss on English pages),
 * date, where it appeared, an archived copy, or a note that the original's
 * address is not confirmed. Shared by the articles' Sources lists, the
 * dataset pages and the calculators.
 */
export default function SourceDescription({
  source,
}: {
  readonly source: RenderedSource;
}): ReactNode {
  const { locale } = usePageLocale();
  const title = <TitleCite title={source.title} titleLang={source.titleLang} url={source.url} />;
  const gloss = <EnglishGloss gloss={source.gloss} />;
  const dateNote = source.dateNote?.[locale];
  const where = source.publishedIn?.[locale];
  return (
    <span className={styles.description} data-source-description="">
      <Translate
        id="citation.source.authorTitle"
        description="A cited document: author, then its title in quotation marks"
        values={{ author: source.author[locale], title }}
      >
        {'{author}「{title}」'}
      </Translate>
      {gloss}
      {source.date ? (
        <>
          <Translate id="citation.source.separator" description="Between the parts of a citation">
            {'、'}
          </Translate>
          <time dateTime={source.date}>{source.date}</time>
        </>
      ) : null}
      {dateNote ? (
        <Translate
          id="citation.source.dateNote"
          description="A note on a source's date (inferred, or not in our copy)"
          values={{ note: dateNote }}
        >
          {'（{note}）'}
        </Translate>
      ) : null}
      {where !== undefined || LABELLED_KINDS.has(source.kind) ? (
        <>
          <Translate id="citation.source.separator" description="Between the parts of a citation">
            {'、'}
          </Translate>
          {where === undefined ? (
            <KindLabel kind={source.kind} />
          ) : (
            <LangMarkedText>{where}</LangMarkedText>
          )}
        </>
      ) : null}
      {source.archivedUrl ? (
        <>
          {' '}
          <Link to={source.archivedUrl} className={styles.archived}>
            <Translate id="citation.source.archived" description="Link to an archived copy">
              （アーカイブ）
            </Translate>
          </Link>
        </>
      ) : null}
      {source.url ? null : (
        <span className={styles.unconfirmed}>
          <Translate
            id="citation.source.urlNotConfirmed"
            description="Said of a source whose original address could not be confirmed"
          >
            （原文の URL は未確認）
          </Translate>
        </span>
      )}
    </span>
  );
}
