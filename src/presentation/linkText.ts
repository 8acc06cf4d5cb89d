/**
 * What text from a link a page may show, and how.
 *
 * Anyone can write a link, and frame the page it opens (`?embed`), so text
 * taken from the URL must never read as the site's own words. The rules:
 *
 * - `scenario=`: a link may name one of the tool's scenarios by its id (a
 *   slug: lowercase letters, digits, hyphens). The tool shows its own label
 *   for it, never the link's text. An id it does not have is echoed in the
 *   warning, quoted and cut to {@link LINK_TEXT_MAX_SHOWN} characters, so it
 *   reads as what the link said; anything that is not a slug (free text such
 *   as "Session expired - call …") is not echoed at all.
 * - IOPS system names (`systems=`): letters, digits, spaces, '.' and '-', at
 *   most 24 characters each (src/calculators/iops/systemsParam.ts); shown only
 *   as the value of the editable "name" field, never in a heading, a result
 *   or a message.
 * - Nothing else from the query or the fragment is shown as text.
 */
import { isScenarioId } from './modeUrl';

/** The most characters (code points) of a link's text a message shows. */
export const LINK_TEXT_MAX_SHOWN = 40;

/** `text` cut to {@link LINK_TEXT_MAX_SHOWN} characters, with '…' when cut. */
export function shortenLinkText(text: string): string {
  const characters = Array.from(text);
  return characters.length > LINK_TEXT_MAX_SHOWN
    ? `${characters.slice(0, LINK_TEXT_MAX_SHOWN).join('')}…`
    : text;
}

/**
 * The scenario a link named, as a message may echo it: a scenario id, cut
 * short; null for anything else, which is not shown.
 */
export function shownScenarioName(requested: string): string | null {
  return isScenarioId(requested) ? shortenLinkText(requested) : null;
}
