/**
 * Renders one link-preview card (1200×630 PNG): satori lays the text out and
 * turns it into SVG paths with the Noto Sans JP font shipped in
 * @fontsource/noto-sans-jp, and resvg rasterises the SVG.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactNode } from 'react';
import { renderAsync } from '@resvg/resvg-js';
import satori, { type Font } from 'satori';

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
type Node = { type: string; props: Record<string, unknown> };
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

/** The card as satori input. */
export function cardTree(content: CardContent, logoDataUri: string): Node {
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
  const title = h(
    'div',
    {
      display: 'block',
      fontSize: content.title.length > 40 ? 50 : 60,
      fontWeight: 700,
      lineHeight: 1.3,
      color: COLORS.text,
      lineClamp: figure ? 2 : 3,
      marginTop: 36,
    },
    content.title,
  );
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
          { display: 'block', fontSize: 26, color: COLORS.muted, lineClamp: 1 },
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
        h('div', { fontSize: 22, color: COLORS.muted }, figure.caption),
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
        content.description,
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
      padding: '48px 64px 40px',
      fontFamily: FONT_FAMILY,
    },
    header,
    h('div', { display: 'flex', flexDirection: 'column', flexGrow: 1 }, title, body),
    h(
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
  );
}

/** Loads the fonts once and returns the renderer. */
export function createRenderer(logoSvg: string): (content: CardContent) => Promise<Buffer> {
  const fonts = loadFonts();
  const logo = `data:image/svg+xml;base64,${Buffer.from(logoSvg).toString('base64')}`;
  return async (content) => {
    const svg = await satori(cardTree(content, logo) as unknown as ReactNode, {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      fonts,
    });
    // Rasterised on libuv's thread pool: the next card's layout (satori, on
    // the main thread) overlaps with it.
    const png = await renderAsync(svg, {
      fitTo: { mode: 'width', value: CARD_WIDTH },
      font: { loadSystemFonts: false },
    });
    return png.asPng();
  };
}
