/**
 * Link previews: after the build, gives every page Open Graph and Twitter
 * card metadata and a 1200×630 preview image in the page's language (site
 * name, title, description; for calculators and tools the headline result of
 * the default inputs, read from the page itself).
 *
 * The HTML is rewritten synchronously at the very start of postBuild, so that
 * plugins whose postBuild runs alongside (the PWA plugin hashes every page
 * for its precache manifest) see the final pages. Images are named after a
 * hash of what they show and kept in node_modules/.cache/social-cards, so an
 * unchanged card is copied instead of rendered again.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import {
  CARD_HEIGHT,
  CARD_WIDTH,
  type CardContent,
  createRenderer,
  type RenderedCard,
} from './card';
import { cardFigureOf } from './figures';
import { extractFigure, type MetaTag, readHead, replaceMetaTags } from './html';

export interface SocialCardsOptions {
  /**
   * Routes (relative to the locale's baseUrl, without leading slash) whose
   * card shows the page's headline result.
   */
  figureRoutes?: RegExp[];
  /** Caption under the headline result, by locale. */
  figureCaption?: Record<string, string>;
  /** Reuse rendered cards across builds (node_modules/.cache/social-cards). */
  cache?: boolean;
}

export const DEFAULT_FIGURE_ROUTES = [/^(?:calculators|tools|data)\/[^/]+$/];
const DEFAULT_FIGURE_CAPTION: Record<string, string> = {
  ja: '既定の入力での結果',
  en: 'Result with the default inputs',
};

/** Folder of the images inside each locale's output directory. */
export const SOCIAL_IMAGE_DIR = 'img/social';

/**
 * What each card shows and how its title was broken into lines, for tests
 * and for reviewing cards without opening every PNG. In the images' folder,
 * which the service worker does not precache.
 */
export const CARDS_MANIFEST = `${SOCIAL_IMAGE_DIR}/cards.json`;

/** One entry of {@link CARDS_MANIFEST}. */
export interface CardRecord {
  /** The page's route, e.g. `/en/docs/io-memory/disk-io-hit-ratio`. */
  route: string;
  /** Path of the image inside the locale's output directory. */
  image: string;
  title: string;
  figure?: { label: string; value: string };
  /** Title size in px. */
  titleFontSize: number;
  /** Lines of a Japanese title as drawn (see `RenderedCard`). */
  titleLines?: string[];
}

/** The built HTML file of a route, or undefined when it has none. */
export function htmlFileOf(outDir: string, baseUrl: string, route: string): string | undefined {
  if (!route.startsWith(baseUrl)) return undefined;
  const relative = route.slice(baseUrl.length);
  const candidates =
    relative === '' || relative.endsWith('/')
      ? [`${relative}index.html`]
      : relative.endsWith('.html')
        ? [relative]
        : [`${relative}.html`, `${relative}/index.html`];
  return candidates.map((file) => path.join(outDir, file)).find((file) => existsSync(file));
}

/** Changes since the previous renderer: part of every image name. */
function rendererFingerprint(siteDir: string): string {
  const hash = createHash('sha256');
  for (const file of ['card.ts', 'phrases.ts']) {
    hash.update(readFileSync(path.join(__dirname, file)));
  }
  for (const name of ['satori', '@resvg/resvg-js', '@fontsource/noto-sans-jp', 'budoux']) {
    try {
      hash.update(readFileSync(require.resolve(`${name}/package.json`, { paths: [siteDir] })));
    } catch {
      hash.update(name);
    }
  }
  return hash.digest('hex');
}

interface Job {
  file: string;
  content: CardContent;
  route: string;
  image: string;
}

/** What is kept next to a cached PNG: the layout facts of {@link RenderedCard}. */
type CachedLayout = Omit<RenderedCard, 'png'>;

export default function socialCardsPlugin(
  _context: LoadContext,
  options: SocialCardsOptions = {},
): Plugin<void> {
  const figureRoutes = options.figureRoutes ?? DEFAULT_FIGURE_ROUTES;
  const captions = { ...DEFAULT_FIGURE_CAPTION, ...options.figureCaption };
  const useCache = options.cache ?? true;

  return {
    name: 'social-cards',

    async postBuild({ outDir, baseUrl, routesPaths, siteConfig, i18n, siteDir }) {
      const started = Date.now();
      const locale = i18n.currentLocale;
      const siteName = siteConfig.title;
      const tagline = siteConfig.tagline;
      const siteUrl = siteConfig.url.replace(/\/$/, '');
      const host = new URL(siteUrl).host;
      const fingerprint = rendererFingerprint(siteDir);
      const jobs = new Map<string, Job>();

      // 1. Rewrite every page now, before the first await (see above).
      for (const route of new Set(routesPaths)) {
        const file = htmlFileOf(outDir, baseUrl, route);
        if (!file) continue;
        const html = readFileSync(file, 'utf8');
        const head = readHead(html);
        const metas = head.metas;
        const relative = route.slice(baseUrl.length).replace(/\.html$/, '');
        const fullTitle = head.title ?? siteName;
        const suffix = ` | ${siteName}`;
        const pageTitle = fullTitle.endsWith(suffix)
          ? fullTitle.slice(0, -suffix.length)
          : fullTitle;
        const isHome = relative === '';
        const description = metas.get('description') ?? metas.get('og:description') ?? tagline;
        const rawFigure = figureRoutes.some((pattern) => pattern.test(relative))
          ? (cardFigureOf(relative, locale, html) ?? extractFigure(html))
          : undefined;
        const content: CardContent = {
          siteName,
          title: isHome ? tagline : pageTitle,
          description,
          address: `${host}${route === '/' ? '/' : route.replace(/\/$/, '')}`,
          ...(rawFigure && {
            figure: { ...rawFigure, caption: captions[locale] ?? captions.en ?? '' },
          }),
        };
        const name = createHash('sha256')
          .update(fingerprint)
          .update(JSON.stringify(content))
          .digest('hex')
          .slice(0, 20);
        const imageFile = `${SOCIAL_IMAGE_DIR}/${name}.png`;
        jobs.set(name, { file: path.join(outDir, imageFile), content, route, image: imageFile });
        const imageUrl = `${siteUrl}${baseUrl}${imageFile}`;
        const imageAlt = rawFigure
          ? `${content.title} — ${rawFigure.label}: ${rawFigure.value}`
          : `${content.title} — ${siteName}`;
        const ogLocale = metas.get('og:locale') ?? (head.lang ?? locale).replace('-', '_');

        const wanted: MetaTag[] = [
          { attribute: 'name', key: 'description', content: description },
          { attribute: 'property', key: 'og:title', content: metas.get('og:title') ?? fullTitle },
          {
            attribute: 'property',
            key: 'og:description',
            content: metas.get('og:description') ?? description,
          },
          { attribute: 'property', key: 'og:type', content: metas.get('og:type') ?? 'website' },
          { attribute: 'property', key: 'og:site_name', content: siteName },
          { attribute: 'property', key: 'og:locale', content: ogLocale },
          { attribute: 'property', key: 'og:image', content: imageUrl },
          { attribute: 'property', key: 'og:image:type', content: 'image/png' },
          { attribute: 'property', key: 'og:image:width', content: String(CARD_WIDTH) },
          { attribute: 'property', key: 'og:image:height', content: String(CARD_HEIGHT) },
          { attribute: 'property', key: 'og:image:alt', content: imageAlt },
          { attribute: 'name', key: 'twitter:card', content: 'summary_large_image' },
          { attribute: 'name', key: 'twitter:title', content: metas.get('og:title') ?? fullTitle },
          {
            attribute: 'name',
            key: 'twitter:description',
            content: metas.get('og:description') ?? description,
          },
          { attribute: 'name', key: 'twitter:image', content: imageUrl },
          { attribute: 'name', key: 'twitter:image:alt', content: imageAlt },
        ];
        // Tags that are already right stay where they are (react-helmet owns
        // them on the client); only missing or different ones are written.
        const changes = wanted.filter((tag) => metas.get(tag.key) !== tag.content);
        if (changes.length > 0) writeFileSync(file, replaceMetaTags(html, changes));
      }

      // 2. Render (or copy from the cache) the images.
      const cacheDir = path.join(siteDir, 'node_modules', '.cache', 'social-cards');
      mkdirSync(path.join(outDir, SOCIAL_IMAGE_DIR), { recursive: true });
      if (useCache) mkdirSync(cacheDir, { recursive: true });
      let render: ((content: CardContent) => Promise<RenderedCard>) | undefined;
      let rendered = 0;
      const records: CardRecord[] = [];
      const queue = [...jobs];
      // Two cards in flight: one is laid out while the other is rasterised.
      const worker = async (): Promise<void> => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          const [name, job] = next;
          const cachedPng = path.join(cacheDir, `${name}.png`);
          const cachedLayout = path.join(cacheDir, `${name}.json`);
          let layout: CachedLayout;
          if (useCache && existsSync(cachedPng) && existsSync(cachedLayout)) {
            copyFileSync(cachedPng, job.file);
            layout = JSON.parse(readFileSync(cachedLayout, 'utf8')) as CachedLayout;
          } else {
            render ??= createRenderer(
              readFileSync(path.join(siteDir, 'static/img/logo.svg'), 'utf8'),
            );
            const { png, ...drawn } = await render(job.content);
            layout = drawn;
            writeFileSync(job.file, png);
            if (useCache) {
              writeFileSync(cachedPng, png);
              writeFileSync(cachedLayout, JSON.stringify(layout));
            }
            rendered += 1;
          }
          const { figure } = job.content;
          records.push({
            route: job.route,
            image: job.image,
            title: job.content.title,
            ...(figure && { figure: { label: figure.label, value: figure.value } }),
            ...layout,
          });
        }
      };
      await Promise.all([worker(), worker()]);
      records.sort((a, b) => a.route.localeCompare(b.route));
      writeFileSync(path.join(outDir, CARDS_MANIFEST), `${JSON.stringify(records, null, 1)}\n`);
      console.log(
        `[social-cards] ${locale}: ${jobs.size} preview images (${rendered} rendered, ${
          jobs.size - rendered
        } from cache) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
    },
  };
}
