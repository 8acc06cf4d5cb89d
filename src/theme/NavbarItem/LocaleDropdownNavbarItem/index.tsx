/**
 * The theme's language menu, plus (in development only) a note under its
 * links saying which command serves the other language: `npm start` and
 * `npm run start:en` each serve one locale, so the other locale's link
 * would otherwise lead to a bare 404 (devServerNote.ts).
 */
import React, { type ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import LocaleDropdownNavbarItem from '@theme-original/NavbarItem/LocaleDropdownNavbarItem';
import type { Props } from '@theme/NavbarItem/LocaleDropdownNavbarItem';
import { localesOffThisDevServer, sentenceWithCommandHtml } from './devServerNote';
import styles from './styles.module.css';

/** The note for one locale this server does not serve, in the page's language. */
function noteSentence(locale: string): string {
  return locale === 'en'
    ? translate({
        id: 'navbar.devServerNote.en',
        description: 'Dev server only: under the language menu of the Japanese dev server',
        message:
          'この開発サーバーは日本語だけを配信します（English は 404 になります）。英語版は別のターミナルで {command} を実行して開きます。',
      })
    : translate({
        id: 'navbar.devServerNote.ja',
        description: 'Dev server only: under the language menu of the English dev server',
        message:
          'この開発サーバーは英語だけを配信します（日本語は 404 になります）。日本語版は別のターミナルで {command} を実行して開きます。',
      });
}

export default function LocaleDropdownNavbarItemWithDevNote(props: Props): ReactNode {
  const { i18n } = useDocusaurusContext();
  const others = localesOffThisDevServer({
    isDevelopment: process.env.NODE_ENV === 'development',
    currentLocale: i18n.currentLocale,
    defaultLocale: i18n.defaultLocale,
    locales: i18n.locales,
  });
  if (others.length === 0) return <LocaleDropdownNavbarItem {...props} />;
  const notes = others.map(({ locale, command }) => ({
    type: 'html' as const,
    value: `<span class="${styles.devServerNote}" role="note">${sentenceWithCommandHtml(noteSentence(locale), command)}</span>`,
  }));
  return (
    <LocaleDropdownNavbarItem
      {...props}
      dropdownItemsAfter={[...props.dropdownItemsAfter, ...notes]}
    />
  );
}
