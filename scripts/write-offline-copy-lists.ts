/**
 * Writes each locale's offline-copy list (scripts/offline/offlineCopyList.ts)
 * after `docusaurus build`, when every file is in place: the search plugin
 * writes its index in a postBuild step that runs alongside the other
 * plugins', so a plugin could not list it reliably.
 *
 *   tsx scripts/write-offline-copy-lists.ts [build folder, default build]
 *
 * The base path comes from BASE_URL, as in the build (config/siteAddress.ts).
 */
import path from 'node:path';
import { siteAddress } from '../config/siteAddress';
import { i18n } from '../config/i18n';
import { writeOfflineCopyList } from './offline/offlineCopyList';

const buildDir = path.resolve(process.argv[2] ?? 'build');
const { baseUrl } = siteAddress(process.env);
const defaultLocale: string = i18n?.defaultLocale ?? 'ja';
const others: string[] = (i18n?.locales ?? []).filter(
  (locale): locale is string => typeof locale === 'string' && locale !== defaultLocale,
);

for (const locale of [defaultLocale, ...others]) {
  const isDefault = locale === defaultLocale;
  const outDir = isDefault ? buildDir : path.join(buildDir, locale);
  const localeBaseUrl = isDefault ? baseUrl : `${baseUrl}${locale}/`;
  const { entries } = writeOfflineCopyList(outDir, localeBaseUrl, isDefault ? others : []);
  const kib = entries.reduce((sum, entry) => sum + entry.transferBytes, 0) / 1024;
  console.log(`offline copy ${localeBaseUrl}: ${entries.length} files, ${kib.toFixed(0)} KiB gzip`);
}
