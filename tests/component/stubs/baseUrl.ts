import { currentLocale } from './siteLocale';

/** A site path as the built page links it: English pages live under /en/. */
export function withLocaleBase(path: string): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  return currentLocale() === 'en' ? `/en${path}` : path;
}
