/**
 * Renders one link-preview card (1200×630 PNG): satori lays the text out and
 * turns it into SVG paths with the Noto Sans JP font shipped in
 * @fontsource/noto-sans-jp, and resvg rasterises the SVG.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactNode } from 'react';
import { renderAsync } from '@resvg/resvg-js';
import satori, { type Font, type SatoriNode } from 'satori';
import { hasJapanese, joinPhrases, lineTexts, linesOf, type PhraseBox, phrasesOf } from './phrases';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** What one card shows; every string is already in the page's language. */
export interface CardContent {
  /** Site name, shown beside the logo. */
  siteName: string;
  /** Page title, without the " | site name" suffix. */
  title: string;
  /** Meta description; shown when there is no figure. */
  description: string;
  /** The tool's headline result with its default inputs. */
  figure?: { label: string; value: string; caption: string };
  /** Host and path of the page, e.g. `example.org/calculators/iops`. */
  address: string;
}

const COLORS = {
  primary: '#1d5fa8',
  text: '#1c1e21',
  muted: '#4f5660',
  panel: '#f6f8fb',
  rule: '#dbe3ee',
};

const SUBSETS = ['latin', 'latin-ext', 'japanese'];
/** Satori picks one font per family, so each subset is a family of its own. */
const FONT_FAMILY = SUBSETS.map((subset) => `'Noto Sans JP ${subset}'`).join(', ');

/** Noto Sans JP in the subsets the site's text needs (Japanese, Latin). */
export function loadFonts(): Font[] {
  const dir = path.join(path.dirname(require.resolve('@fontsource/noto-sans-jp/LICENSE')), 'files');
  const fonts: Font[] = [];
  for (const weight of [400, 700] as const) {
    for (const subset of SUBSETS) {
      fonts.push({
        name: `Noto Sans JP ${subset}`,
        data: readFileSync(path.join(dir, `noto-sans-jp-${subset}-${weight}-normal.woff`)),
        weight,
        style: 'normal',
      });
    }
  }
  return fonts;
}

/** Minimal element factory for satori (it takes React-element-shaped objects). */
type Node = { type: string; key?: string; props: Record<string, unknown> };
function h(type: string, style: Record<string, unknown>, ...children: (Node | string)[]): Node {
  // This satori version sizes boxes as content-box unless told otherwise.
  return {
    type,
    props: {
      style: { boxSizing: 'border-box', ...style },
      children: children.length === 1 ? children[0] : children,
    },
  };
}

function valueFontSize(value: string): number {
  if (value.length <= 14) return 76;
  if (value.length <= 24) return 56;
  return 42;
}

const TITLE_LINE_HEIGHT = 1.3;
/** Key prefix of the title's phrase boxes. */
const PHRASE_KEY = 'title-phrase-';
/** Key of the address line at the bottom, whose position shows whether the card overflowed. */
const FOOTER_KEY = 'footer';
const BOTTOM_PADDING = 40;

/** How the title is set: its units (BudouX phrases, or the whole title) and size. */
export interface TitleLayout {
  /** Set phrase by phrase (Japanese), or as one block that wraps at spaces. */
  byPhrase: boolean;
  phrases: string[];
  fontSize: number;
  maxLines: number;
}

/** Title sizes to try, largest first; a smaller one only when the title overflows. */
export function titleFontSizes(title: string): number[] {
  return title.length > 40 ? [50, 44, 40] : [60, 50, 44, 40];
}

/** The card as satori input. */
export function cardTree(content: CardContent, logoDataUri: string, layout: TitleLayout): Node {
  const { figure } = content;
  const header = h(
    'div',
    { display: 'flex', alignItems: 'center', gap: 20 },
    {
      type: 'img',
      props: { src: logoDataUri, width: 64, height: 64, style: { width: 64, height: 64 } },
    },
    h('div', { fontSize: 30, fontWeight: 700, color: COLORS.primary }, content.siteName),
  );
  const titleStyle = {
    fontSize: layout.fontSize,
    fontWeight: 700,
    lineHeight: TITLE_LINE_HEIGHT,
    color: COLORS.text,
    marginTop: 36,
  };
  const title = layout.byPhrase
    ? // One flex item per phrase: satori wraps between the items only, and
      // reports where each one landed (see renderCard).
      h(
        'div',
        {
          ...titleStyle,
          display: 'flex',
          flexWrap: 'wrap',
          // Clipped, not spilled over the body, if even the smallest size overflows.
          maxHeight: layout.maxLines * TITLE_LINE_HEIGHT * layout.fontSize,
          overflow: 'hidden',
        },
        ...layout.phrases.map((phrase, index): Node => ({
          type: 'span',
          key: `${PHRASE_KEY}${index}`,
          props: { style: { boxSizing: 'border-box' }, children: phrase },
        })),
      )
    : h('div', { ...titleStyle, display: 'block', lineClamp: layout.maxLines }, content.title);
  const body = figure
    ? h(
        'div',
        {
          display: 'flex',
          flexDirection: 'column',
          marginTop: 28,
          padding: '20px 28px',
          backgroundColor: COLORS.panel,
          borderLeft: `10px solid ${COLORS.primary}`,
          borderRadius: 8,
        },
        h(
          'div',
          // An explicit line height: Noto Sans JP's own ("normal") is taller
          // than its Latin subsets', and pushed Japanese cards' footers out.
          { display: 'block', fontSize: 26, lineHeight: 1.4, color: COLORS.muted, lineClamp: 1 },
          figure.label,
        ),
        h(
          'div',
          {
            display: 'block',
            fontSize: valueFontSize(figure.value),
            fontWeight: 700,
            lineHeight: 1.25,
            color: COLORS.primary,
            lineClamp: 2,
          },
          figure.value,
        ),
        h('div', { fontSize: 22, lineHeight: 1.4, color: COLORS.muted }, figure.caption),
      )
    : h(
        'div',
        {
          display: 'block',
          fontSize: 28,
          lineHeight: 1.6,
          color: COLORS.muted,
          lineClamp: 3,
          marginTop: 24,
        },
        joinPhrases(content.description),
      );
  return h(
    'div',
    {
      width: '100%',
      height: '100%',
      display: 'flex',
      flexDirection: 'column',
      backgroundColor: '#ffffff',
      borderTop: `16px solid ${COLORS.primary}`,
      padding: `48px 64px ${BOTTOM_PADDING}px`,
      fontFamily: FONT_FAMILY,
    },
    header,
    h('div', { display: 'flex', flexDirection: 'column', flexGrow: 1 }, title, body),
    {
      ...h(
        'div',
        {
          display: 'flex',
          borderTop: `2px solid ${COLORS.rule}`,
          paddingTop: 16,
          fontSize: 22,
          color: COLORS.muted,
        },
        content.address,
      ),
      key: FOOTER_KEY,
    },
  );
}

/** What the renderer drew, besides the image. */
export interface RenderedCard {
  png: Buffer;
  /** Title size in px. */
  titleFontSize: number;
  /**
   * Each line of a Japanese title as it was drawn (from satori's layout);
   * undefined for titles that wrap at spaces, which satori lays out alone.
   */
  titleLines?: string[];
}

/** A card laid out by satori, before rasterising. */
export interface LaidOutCard extends Omit<RenderedCard, 'png'> {
  svg: string;
  /** Whether a phrase was wider than the line and satori wrapped it inside (a last resort). */
  phraseWrapped: boolean;
}

/**
 * Lays the card out with the title at the largest size at which the address
 * line stays on the card and, for a Japanese title, its phrases fit the
 * title's lines whole (2 under a figure, else 3).
 */
export async function layOutCard(
  content: CardContent,
  fonts: Font[],
  logoDataUri: string,
): Promise<LaidOutCard> {
  const phrases = phrasesOf(content.title);
  const byPhrase = hasJapanese(content.title);
  const maxLines = content.figure ? 2 : 3;
  let card: LaidOutCard | undefined;
  for (const fontSize of titleFontSizes(content.title)) {
    const boxes: PhraseBox[] = [];
    let footerBottom = 0;
    const onNodeDetected = (node: SatoriNode): void => {
      const key = String(node.key ?? '');
      if (key.startsWith(PHRASE_KEY)) {
        const index = Number(key.slice(PHRASE_KEY.length));
        boxes.push({ index, top: node.top, height: node.height });
      } else if (key === FOOTER_KEY) {
        footerBottom = node.top + node.height;
      }
    };
    const svg = await satori(
      cardTree(content, logoDataUri, {
        byPhrase,
        phrases,
        fontSize,
        maxLines,
      }) as unknown as ReactNode,
      { width: CARD_WIDTH, height: CARD_HEIGHT, fonts, onNodeDetected },
    );
    // A long figure under a two-line title can push the address off the card.
    const fits = footerBottom <= CARD_HEIGHT - BOTTOM_PADDING + 0.5;
    if (!byPhrase) {
      card = { svg, titleFontSize: fontSize, phraseWrapped: false };
      if (fits) break;
      continue;
    }
    const lines = linesOf(boxes);
    // A phrase wider than the line is wrapped inside its box: a taller box.
    const lineHeight = Math.min(...boxes.map((box) => box.height));
    const phraseWrapped = boxes.some((box) => box.height > lineHeight * 1.5);
    card = { svg, titleFontSize: fontSize, titleLines: lineTexts(phrases, lines), phraseWrapped };
    if (fits && lines.length <= maxLines && !phraseWrapped) break;
  }
  if (!card) throw new Error('no title size to try');
  return card;
}

/** The logo as an image source satori accepts. */
export function logoDataUri(logoSvg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(logoSvg).toString('base64')}`;
}

/** Loads the fonts once and returns the renderer. */
export function createRenderer(logoSvg: string): (content: CardContent) => Promise<RenderedCard> {
  const fonts = loadFonts();
  const logo = logoDataUri(logoSvg);
  return async (content) => {
    const { svg, titleFontSize, titleLines } = await layOutCard(content, fonts, logo);
    // Rasterised on libuv's thread pool: the next card's layout (satori, on
    // the main thread) overlaps with it.
    const png = await renderAsync(svg, {
      fitTo: { mode: 'width', value: CARD_WIDTH },
      font: { loadSystemFonts: false },
    });
    return { png: png.asPng(), titleFontSize, ...(titleLines && { titleLines }) };
  };
}
