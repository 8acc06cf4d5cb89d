/**
 * The short links a mistyped `/go/<name>` may have meant. Loaded on demand
 * by the 404 content: Docusaurus renders that content inside every docs page's
 * layout chunk (for a missing doc), and the short-link registry with its
 * titles would otherwise add ≈3.7 KiB gzip to every article.
 */
import { nearestNames } from '../../../lib/nearestNames';
import {
  SHORT_LINK_PREFIX,
  shortLinkPath,
  shortLinks,
  type ShortLink,
} from '../../../registry/shortLinks';

export interface ShortLinkSuggestion {
  readonly link: ShortLink;
  /** `/go/<name>`, as the reader would type it. */
  readonly path: string;
}

/**
 * Suggestions for a missing page at `localPath` (below the site's base):
 * none unless it is a `/go/<name>` address.
 */
export function shortLinkSuggestions(localPath: string): readonly ShortLinkSuggestion[] {
  if (!localPath.startsWith(SHORT_LINK_PREFIX)) return [];
  const name = localPath.slice(SHORT_LINK_PREFIX.length).split('/')[0] ?? '';
  return nearestNames(
    name,
    shortLinks.map((link) => link.name),
  )
    .flatMap((found) => shortLinks.filter((link) => link.name === found))
    .map((link) => ({ link, path: shortLinkPath(link.name) }));
}
