/**
 * Rough width in px of a chart label at 12–13 px type, for deciding whether
 * it fits (no layout measurement is available while rendering on the server):
 * CJK and full-width characters count 13 px, everything else 7.5 px.
 */
export function estimateTextWidth(text: string): number {
  let width = 0;
  for (const ch of text) width += /[\u3000-\u9fff\uff00-\uffef]/u.test(ch) ? 13 : 7.5;
  return width;
}
