/*
 * Layout checks that run inside the page (pass them to `page.evaluate`).
 * Each returns what it found wrong, one line per offender; empty means fine.
 * Moved here from phoneLayout.spec.ts and docCards.spec.ts, whose per-page
 * loops the sweep (sweep.spec.ts) replaced.
 */

/**
 * Everything on a page that is wider than the phone screen must sit in a box
 * that scrolls sideways (tables, code blocks, formulas, diagrams):
 * `scrollWidth` of the document alone would not notice content clipped by an
 * `overflow: hidden` ancestor.
 */
export function elementsOutsideViewport(): string[] {
  const viewport = window.innerWidth;
  const scrollsSideways = (element: Element): boolean => {
    for (let box = element.parentElement; box; box = box.parentElement) {
      const { overflowX } = getComputedStyle(box);
      if ((overflowX === 'auto' || overflowX === 'scroll') && box.clientWidth <= viewport) {
        return true;
      }
    }
    return false;
  };
  const offenders: string[] = [];
  if (document.documentElement.scrollWidth > viewport) {
    offenders.push(`the document is ${document.documentElement.scrollWidth} px wide`);
  }
  for (const element of document.querySelectorAll('main *')) {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || (box.right <= viewport + 1 && box.left >= -1)) continue;
    if (getComputedStyle(element).position === 'fixed' || scrollsSideways(element)) continue;
    offenders.push(
      `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> ` +
        `${Math.round(box.left)}–${Math.round(box.right)} px`,
    );
  }
  return offenders;
}

/**
 * Numbers and inline code in the articles' Markdown tables must not be broken
 * letter by letter (an inherited `overflow-wrap: anywhere` let phone tables
 * squeeze their columns to one character: "9,9 / 99, / 83 / 1").
 */
export function brokenTableTokens(): string[] {
  const lineCount = (node: Node): number => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  };
  const broken: string[] = [];
  for (const cell of document.querySelectorAll(
    '.markdown > [data-markdown-table] > table :is(td, th)',
  )) {
    const text = cell.textContent.trim();
    if (/^[\d,.]{5,}$/.test(text) && lineCount(cell) > 1) broken.push(text);
    for (const code of cell.querySelectorAll('code')) {
      const token = code.textContent;
      // Options such as fio's `--filename` too: a phone broke it after "--".
      if (/^\S+$/.test(token) && lineCount(code) > 1) broken.push(token);
    }
  }
  return broken;
}

/**
 * A box whose content is cut at the screen's edge must say there is more: a
 * phone cut wide display formulas at the right with nothing to show it. Every
 * formula or Markdown table that scrolls sideways carries the scroll shadows
 * (src/css/custom.css), painted in a colour that is not transparent.
 *
 * Mermaid diagrams too: a sequence diagram's right-hand lifelines ("InnoDB
 * REDO log", "Binary log") were cut on a phone with no cue. A diagram wider
 * than the box it is drawn in must sit in a box that scrolls, carries the
 * shadows and takes the keyboard focus (so it can be scrolled without a
 * pointer).
 */
export function sidewaysScrollersWithoutCue(): string[] {
  const offenders: string[] = [];
  const describe = (box: Element): string =>
    `<${box.tagName.toLowerCase()} class="${box.getAttribute('class') ?? ''}">`;
  const hasShadows = (box: Element): boolean => {
    const style = getComputedStyle(box);
    const gradients = style.backgroundImage.match(/linear-gradient/g)?.length ?? 0;
    const cover = style.getPropertyValue('--scroll-cover').trim();
    return gradients >= 4 && cover !== '' && cover !== 'transparent';
  };
  for (const box of document.querySelectorAll('.katex-display, [data-markdown-table]')) {
    if (box.scrollWidth <= box.clientWidth + 1) continue;
    if (!hasShadows(box)) {
      offenders.push(
        `${describe(box)} ${box.scrollWidth} px in ${box.clientWidth} px, no scroll shadow`,
      );
    }
  }
  for (const svg of document.querySelectorAll('.docusaurus-mermaid-container svg')) {
    const drawn = svg.getBoundingClientRect();
    const container = svg.parentElement?.getBoundingClientRect();
    if (!container || drawn.width <= container.width + 1) continue;
    let scroller = svg.parentElement;
    while (scroller && !['auto', 'scroll'].includes(getComputedStyle(scroller).overflowX)) {
      scroller = scroller.parentElement;
    }
    const name = `diagram ${svg.id} (${Math.round(drawn.width)} px)`;
    if (!scroller || scroller.scrollWidth <= scroller.clientWidth + 1) {
      offenders.push(`${name}: cut, in no box that scrolls`);
      continue;
    }
    const faults = [
      hasShadows(scroller) ? '' : 'no scroll shadow',
      scroller instanceof HTMLElement && scroller.tabIndex >= 0 ? '' : 'not focusable',
    ].filter(Boolean);
    if (faults.length > 0) {
      offenders.push(
        `${name} in ${describe(scroller)} of ${scroller.clientWidth} px: ${faults.join(', ')}`,
      );
    }
  }
  return offenders;
}

/**
 * A closed `<select>` narrower than its selected choice cuts it ("HDD＋バッテリー
 * バックアップ付きライ…" on a phone); the choice's whole text must then follow
 * under the box (src/components/ChoiceField). Measured as the component does:
 * the text in the select's font against its inner width less the arrow.
 */
export function cutSelectsWithoutFullText(): string[] {
  const context = document.createElement('canvas').getContext('2d');
  if (!context) return ['no canvas to measure text with'];
  const offenders: string[] = [];
  for (const select of document.querySelectorAll('main select')) {
    if (!(select instanceof HTMLSelectElement) || select.clientWidth === 0) continue;
    const text = select.selectedOptions[0]?.text ?? '';
    const style = getComputedStyle(select);
    context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room =
      select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 24;
    if (context.measureText(text).width <= room) continue;
    const next = select.nextElementSibling;
    const shown =
      next?.matches('[data-full-choice]') === true &&
      next.textContent === text &&
      next.getBoundingClientRect().height > 0;
    if (!shown) offenders.push(`<select name="${select.name}"> cuts "${text}"`);
  }
  return offenders;
}

/**
 * Names such as `innodb_autoinc_lock_mode` in headings and table-of-contents
 * entries that wrap anywhere but right after an underscore ("innodb_autoinc_loc
 * / k_mode" in a phone's page title): each part up to and including its
 * underscore must stay on one line.
 */
export function identifiersBrokenInside(selector: string): string[] {
  const broken: string[] = [];
  for (const element of document.querySelectorAll(selector)) {
    const nodes: { node: Text; start: number }[] = [];
    let text = '';
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      nodes.push({ node: node as Text, start: text.length });
      text += (node as Text).data;
    }
    const position = (offset: number): [Text, number] => {
      let found = nodes[0]!;
      for (const entry of nodes) if (entry.start <= offset) found = entry;
      return [found.node, Math.min(offset - found.start, found.node.length)];
    };
    for (const match of text.matchAll(/[A-Za-z0-9]+(?:_[A-Za-z0-9]+)+/g)) {
      let start = match.index;
      for (const part of match[0].split(/(?<=_)/)) {
        const range = document.createRange();
        range.setStart(...position(start));
        range.setEnd(...position(start + part.length));
        const tops = new Set(
          [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
        );
        if (tops.size > 1) broken.push(`${match[0]} ("${part}" split)`);
        start += part.length;
      }
    }
  }
  return broken;
}

/**
 * A table's row labels (`<th scope="row">`: the articles' 2009/2026
 * comparisons, the calculators' tables) must not break inside a word: the
 * Japanese comparison tables squeezed their label column to one or two
 * characters ("サー / バー", "表と / バッ / ファ / プー / ル"). Words are the
 * browser's own (Intl.Segmenter in the page's language); each word of two or
 * more characters must stay on one line.
 */
export function rowHeadersBrokenInsideWords(): string[] {
  const segmenter = new Intl.Segmenter(document.documentElement.lang, { granularity: 'word' });
  const broken: string[] = [];
  for (const header of document.querySelectorAll('th[scope="row"]')) {
    if (header.getClientRects().length === 0) continue; // not shown (a closed table)
    const walker = document.createTreeWalker(header, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node as Text;
      for (const { segment, index, isWordLike } of segmenter.segment(text.data)) {
        if (!isWordLike || segment.length < 2) continue;
        const range = document.createRange();
        range.setStart(text, index);
        range.setEnd(text, index + segment.length);
        const tops = new Set(
          [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
        );
        if (tops.size > 1) broken.push(`${header.textContent.trim()} ("${segment}" split)`);
      }
    }
  }
  return broken;
}

/**
 * A table's row labels start at the cell's left edge, like the values beside
 * them: browsers centre a `<th>`, and the calculators' tables (outside
 * `.markdown`) showed their labels centred ("1", "2", "4"… in a column of
 * left-aligned values; the group-commit model's three long labels).
 */
export function rowHeadersNotAtStart(): string[] {
  const offenders: string[] = [];
  for (const header of document.querySelectorAll('th[scope="row"]')) {
    const box = header.getBoundingClientRect();
    if (box.width === 0) continue; // not shown (a closed table)
    const range = document.createRange();
    range.selectNodeContents(header);
    const firstLine = [...range.getClientRects()].find((r) => r.width > 0);
    if (!firstLine) continue;
    const style = getComputedStyle(header);
    const contentLeft =
      box.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft);
    if (firstLine.left - contentLeft > 2)
      offenders.push(
        `${header.textContent.trim()} (${Math.round(firstLine.left - contentLeft)} px in)`,
      );
  }
  return offenders;
}

/**
 * A column's header is aligned as its values are: browsers centre a <th>, and
 * the calculators' tables had their headers centred above left-aligned
 * values ("Cost of 100 requests" 100 px in from "100"). Compares the computed
 * alignment of each `th[scope=col]` with the first body cell below it.
 */
export function columnHeadersOffTheirValues(): string[] {
  const side = (element: Element): string => {
    const { textAlign, direction } = getComputedStyle(element);
    if (textAlign === 'start') return direction === 'rtl' ? 'right' : 'left';
    if (textAlign === 'end') return direction === 'rtl' ? 'left' : 'right';
    return textAlign === 'justify' ? 'left' : textAlign;
  };
  const offenders: string[] = [];
  for (const header of document.querySelectorAll<HTMLTableCellElement>('th[scope="col"]')) {
    if (header.getBoundingClientRect().width === 0 || header.colSpan > 1) continue;
    const table = header.closest('table');
    const row = header.parentElement;
    const firstRow = table?.tBodies[0]?.rows[0];
    if (!row || !firstRow || firstRow.cells.length !== row.children.length) continue;
    const value = firstRow.cells[header.cellIndex];
    if (!value || side(value) === side(header)) continue;
    offenders.push(`${header.textContent.trim()} (${side(header)} above ${side(value)} values)`);
  }
  return offenders;
}

/**
 * A diagram is drawn at its natural size, neither blown up nor shrunk: shrunk
 * to the article column, a five-lane sequence diagram's 16 px text came out
 * at 9–10 px (at 1280 px) and 8.7 px (on a phone). A wider one scrolls in its
 * box instead (see `sidewaysScrollersWithoutCue`).
 */
export function badlySizedDiagrams(): string[] {
  const problems: string[] = [];
  for (const svg of document.querySelectorAll<SVGSVGElement>('.docusaurus-mermaid-container svg')) {
    // The drawing of the other colour mode (a diagram drawn at build time
    // comes in both, src/theme/Mermaid) is not shown.
    if (getComputedStyle(svg).display === 'none') continue;
    const natural = svg.viewBox.baseVal.width;
    const drawn = svg.getBoundingClientRect().width;
    if (Math.abs(drawn - natural) > 1) {
      problems.push(`${svg.id}: natural ${Math.round(natural)} px, drawn ${Math.round(drawn)} px`);
    }
  }
  return problems;
}

/** Smallest on-screen size of diagram text that reads from the back of a room, in px. */
export const SMALLEST_DIAGRAM_TEXT_PX = 12;

/**
 * Text in a Mermaid diagram (SVG `<text>`; HTML in a `<foreignObject>` in a
 * flowchart drawn in the browser) drawn smaller than
 * `SMALLEST_DIAGRAM_TEXT_PX` on screen: its font size times the scale the
 * SVG is drawn at. One line per diagram, with its smallest text; diagrams
 * that are not shown are skipped.
 */
export function smallDiagramText(smallestPx: number): string[] {
  const problems: string[] = [];
  for (const svg of document.querySelectorAll<SVGSVGElement>('.docusaurus-mermaid-container svg')) {
    const natural = svg.viewBox.baseVal.width;
    const drawn = svg.getBoundingClientRect().width;
    // Not shown: speaker mode hides the article's diagrams with the article.
    if (drawn === 0) continue;
    const scale = natural > 0 ? drawn / natural : 1;
    let smallest = { px: Number.POSITIVE_INFINITY, text: '' };
    const walker = document.createTreeWalker(svg, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const element = node.parentElement;
      // Mermaid's <style> element holds its CSS as text, <desc> the diagram's source.
      if (!text || !element || element.closest('style, desc')) continue;
      const px = Number.parseFloat(getComputedStyle(element).fontSize) * scale;
      if (px < smallest.px) smallest = { px, text };
    }
    if (smallest.px < smallestPx) {
      problems.push(
        `${svg.id}: "${smallest.text.slice(0, 40)}" at ${smallest.px.toFixed(1)} px ` +
          `(drawn at ${Math.round(scale * 100)} % of its natural size)`,
      );
    }
  }
  return problems;
}

/**
 * Mermaid sizes a note over two participants by the distance between them,
 * not by its text (mermaid-js/mermaid#3229), so a long note overflowed its
 * box and was cut at the diagram's edge. Each note's text must fit its box.
 */
export function overflowingDiagramNotes(): string[] {
  const problems: string[] = [];
  for (const note of document.querySelectorAll<SVGRectElement>(
    '.docusaurus-mermaid-container rect.note',
  )) {
    const texts = [
      ...(note.parentElement?.querySelectorAll<SVGTextElement>('text.noteText') ?? []),
    ];
    const box = note.getBBox();
    for (const text of texts) {
      const textBox = text.getBBox();
      if (textBox.x < box.x - 1 || textBox.x + textBox.width > box.x + box.width + 1) {
        problems.push(
          `"${text.textContent}": text ${Math.round(textBox.width)} px, box ${Math.round(box.width)} px`,
        );
      }
    }
  }
  return problems;
}

/**
 * The category pages list their articles as cards. The stock cards cut each
 * title and description to one line ("IOPS: measuring, bu…") and used an
 * emoji icon that machines without an emoji font draw as an empty box.
 * Returns the cards whose title is cut or whose icon is not drawn, or a line
 * saying there are no cards at all.
 */
export function badDocCards(): string[] {
  const cards = [...document.querySelectorAll('.theme-doc-card-container')];
  if (cards.length === 0) return ['no article cards on the page'];
  const problems: string[] = [];
  for (const card of cards) {
    const title = card.querySelector<HTMLElement>('.theme-doc-card-title');
    const icon = card.querySelector('.theme-doc-card-icon');
    // Where the title's text really ends: a word longer than the card runs
    // past the card's padding even when the title element fits.
    const range = document.createRange();
    if (title) range.selectNodeContents(title);
    const textRight = Math.max(...[...range.getClientRects()].map((rect) => rect.right));
    const cardRight =
      card.getBoundingClientRect().right - parseFloat(getComputedStyle(card).paddingRight);
    const name = `"${title?.textContent ?? '(no title)'}"`;
    if (!title || title.scrollWidth > title.clientWidth + 1 || textRight > cardRight + 1) {
      problems.push(`${name}: title cut off`);
    }
    if (!icon?.querySelector('svg') || icon.textContent.trim() !== '') {
      problems.push(`${name}: icon not drawn as SVG`);
    }
  }
  return problems;
}

/**
 * Mermaid diagrams whose drawing holds NaN or undefined (zero sizes measured
 * in a hidden layout gave `translate(undefined, NaN)`).
 */
export function brokenDiagramDrawings(): string[] {
  return [...document.querySelectorAll('.docusaurus-mermaid-container')].flatMap(
    (container, index) => {
      // The drawing, not the source kept as its description.
      const drawing = [...container.querySelectorAll('svg')].map((svg) => {
        const copy = svg.cloneNode(true) as SVGSVGElement;
        copy.querySelector(':scope > desc')?.remove();
        return copy.outerHTML;
      });
      const broken = /NaN|undefined/.exec(drawing.join(''));
      return broken ? [`diagram ${index + 1} contains ${broken[0]}`] : [];
    },
  );
}

/** Of the dataset charts drawn in the server HTML (`ids`), those not drawn after hydration. */
export function undrawnCharts(ids: readonly string[]): string[] {
  return ids.filter(
    (id) => !document.querySelector(`[data-dataset-chart="${id}"] svg[role="img"] text`),
  );
}

/** SVG text of a chart that reaches outside its SVG (which clips it). */
export function textOutsideCharts(): string[] {
  const outside: string[] = [];
  for (const svg of document.querySelectorAll<SVGSVGElement>('figure svg[role="img"]')) {
    const box = svg.getBoundingClientRect();
    for (const text of svg.querySelectorAll('text')) {
      const label = text.textContent.trim();
      if (!label) continue;
      const own = text.getBoundingClientRect();
      if (
        own.left < box.left - 1 ||
        own.right > box.right + 1 ||
        own.top < box.top - 1 ||
        own.bottom > box.bottom + 1
      ) {
        outside.push(label);
      }
    }
  }
  return outside;
}

/** Line charts (they have a left axis) whose y-axis title is not shown whole, in HTML. */
export function lineChartsWithoutWholeYTitle(): string[] {
  const missing: string[] = [];
  for (const figure of document.querySelectorAll('figure:has(.visx-axis-left)')) {
    const title = figure.querySelector<HTMLElement>('[data-chart-axis-title="y"]');
    const name = figure.querySelector('figcaption')?.textContent ?? '?';
    if (!title || !title.textContent.trim()) missing.push(`${name}: no y-axis title`);
    else if (title.scrollWidth > title.clientWidth + 1 || title.getBoundingClientRect().height < 8)
      missing.push(`${name}: y-axis title cut off`);
  }
  return missing;
}

/** Pairs of tick labels of one chart whose boxes overlap. */
export function overlappingTickLabels(): string[] {
  const overlaps: string[] = [];
  for (const svg of document.querySelectorAll('figure svg[role="img"]')) {
    const labels = [...svg.querySelectorAll('.visx-axis-tick text')]
      .filter((text) => text.textContent.trim())
      .map((text) => ({ text: text.textContent, box: text.getBoundingClientRect() }));
    for (let i = 0; i < labels.length; i += 1) {
      for (let j = i + 1; j < labels.length; j += 1) {
        const a = labels[i]!.box;
        const b = labels[j]!.box;
        if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom) {
          overlaps.push(`${labels[i]!.text} × ${labels[j]!.text}`);
        }
      }
    }
  }
  return overlaps;
}

/**
 * A list of controls that mixes buttons and links drawn as buttons (a
 * dataset figure's downloads, speaker mode and details link) must draw them
 * alike. The site's rule that underlines links in lists outweighed the
 * component's `text-decoration: none`, so "JSON をダウンロード" and the
 * details link were the only underlined buttons in their row.
 */
export function unevenControlLists(): string[] {
  const offenders: string[] = [];
  for (const list of document.querySelectorAll('main :is(ul, ol)')) {
    const controls = [...list.querySelectorAll(':scope > li > :is(a, button)')];
    const tags = new Set(controls.map((control) => control.tagName));
    if (!tags.has('A') || !tags.has('BUTTON')) continue;
    const decoration = (control: Element): string => getComputedStyle(control).textDecorationLine;
    if (new Set(controls.map(decoration)).size > 1) {
      offenders.push(
        controls
          .map((control) => `"${control.textContent.trim()}" ${decoration(control)}`)
          .join(', '),
      );
    }
  }
  return offenders;
}

/**
 * Buttons with a label must use the page's typeface. Infima's `.button` sets
 * no font family, so every `<button class="button">` (share, QR code, speaker
 * mode, presets) kept the browser's control font, Arial on Linux, beside text
 * and link-buttons in the site's font.
 */
export function buttonsInAnotherFont(): string[] {
  const pageFont = getComputedStyle(document.body).fontFamily;
  const offenders: string[] = [];
  for (const button of document.querySelectorAll('button')) {
    const label = button.textContent.trim();
    const font = getComputedStyle(button).fontFamily;
    if (label !== '' && font !== pageFont) offenders.push(`"${label}" in ${font}`);
  }
  return offenders;
}

/**
 * Addresses a reader can read or copy name the origin the page was served
 * from. The suite serves the build on 127.0.0.1:<port> while the build's
 * configured SITE_URL (read from the canonical link) is another origin, so a
 * page printing the configured origin — `/go` did, the placeholder
 * `…example.org` was on every page — is caught here.
 */
export function textNamingAnotherOrigin(): string[] {
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  const configured = canonical === undefined ? undefined : new URL(canonical).origin;
  const text = document.body.innerText;
  const offenders: string[] = [];
  for (const match of text.matchAll(/https?:\/\/[^\s/"'<>)]+/g)) {
    const origin = match[0];
    const foreign =
      /example\.(?:org|com|net)$/.test(origin) ||
      (origin === configured && configured !== window.location.origin);
    if (foreign) offenders.push(origin);
  }
  return [...new Set(offenders)];
}

/**
 * Every series a chart's legend lists must be seen in its plot (issue #13,
 * item 10): a line drawn exactly under another (MySQL 5.6/5.7 under 8.0), a
 * measured point under the selected-point dot, a line of zero length or one
 * wholly outside the plot all left a legend entry with nothing to point at.
 *
 * The charts mark each legend entry (`data-legend-series`), the marks of each
 * series (`data-series`), the selected points (`data-chart-selection`) and
 * the plot's size (`data-chart-plot`). Points are sampled along each mark
 * where it paints its own colour (a stroke's dashes, a shape's fill); a
 * sample counts as seen when it lies inside the plot and no mark painted
 * later (another series, a selected point) paints over it, asked of the
 * browser's own geometry (`isPointInFill`, `isPointInStroke`). A series
 * needs `MIN_SEEN_SAMPLES` seen.
 */
export function legendSeriesNotSeen(): string[] {
  /** Samples ≈ this many px apart along a stroke. */
  const STEP_PX = 2;
  const MIN_SEEN_SAMPLES = 3;
  const SHAPES = 'path, line, rect, circle, ellipse, polygon, polyline';

  /**
   * What an element paints: `fill`/`stroke` at all (a band's 16 % shade is
   * seen), and `coversFill`/`coversStroke` opaquely enough to hide what lies
   * under it.
   */
  type Paint = {
    fill: boolean;
    stroke: boolean;
    coversFill: boolean;
    coversStroke: boolean;
    strokeWidth: number;
    dashes: number[];
  };
  const paintCache = new Map<Element, Paint>();
  const opacityOf = (element: Element): number => {
    let opacity = 1;
    for (let node: Element | null = element; node; node = node.parentElement) {
      opacity *= Number.parseFloat(getComputedStyle(node).opacity);
      if (node instanceof SVGSVGElement) break;
    }
    return opacity;
  };
  const paintOf = (element: SVGGeometryElement): Paint => {
    const cached = paintCache.get(element);
    if (cached) return cached;
    const style = getComputedStyle(element);
    const opacity = opacityOf(element);
    const shown = style.display !== 'none' && style.visibility !== 'hidden';
    const strokeWidth = Number.parseFloat(style.strokeWidth) || 0;
    const fillAlpha =
      shown && style.fill !== 'none' && !style.fill.endsWith(', 0)')
        ? opacity * Number.parseFloat(style.fillOpacity)
        : 0;
    const strokeAlpha =
      shown && style.stroke !== 'none' && strokeWidth > 0
        ? opacity * Number.parseFloat(style.strokeOpacity)
        : 0;
    const paint: Paint = {
      fill: fillAlpha >= 0.05,
      stroke: strokeAlpha >= 0.05,
      coversFill: fillAlpha >= 0.5,
      coversStroke: strokeAlpha >= 0.5,
      strokeWidth,
      dashes:
        style.strokeDasharray === 'none'
          ? []
          : style.strokeDasharray.split(/[\s,]+/).map((value) => Number.parseFloat(value) || 0),
    };
    paintCache.set(element, paint);
    return paint;
  };
  /** Whether a stroke with these dashes paints at `length` along its path. */
  const dashOn = (dashes: readonly number[], length: number): boolean => {
    const pattern = dashes.length % 2 === 1 ? [...dashes, ...dashes] : dashes;
    const period = pattern.reduce((sum, value) => sum + value, 0);
    if (period <= 0) return true;
    let rest = length % period;
    for (let i = 0; i < pattern.length; i += 1) {
      const segment = pattern[i] ?? 0;
      if (rest < segment) return i % 2 === 0;
      rest -= segment;
    }
    return true;
  };
  // Screen matrices, read once per element (reading them is what costs).
  const matrices = new Map<Element, { toScreen: DOMMatrix; toLocal: DOMMatrix }>();
  const matrixOf = (element: SVGGraphicsElement): { toScreen: DOMMatrix; toLocal: DOMMatrix } => {
    let matrix = matrices.get(element);
    if (!matrix) {
      const ctm = element.getScreenCTM() ?? new DOMMatrix();
      matrix = { toScreen: DOMMatrix.fromMatrix(ctm), toLocal: ctm.inverse() };
      matrices.set(element, matrix);
    }
    return matrix;
  };
  const toScreen = (element: SVGGraphicsElement, x: number, y: number): DOMPoint =>
    new DOMPoint(x, y).matrixTransform(matrixOf(element).toScreen);

  /** Screen points where `element` paints its own colour, produced as they are needed. */
  function* samplesOf(element: SVGGeometryElement): Generator<DOMPoint> {
    const paint = paintOf(element);
    if (paint.fill) {
      // A filled shape (a marker, a bar, a band): a grid over its box, kept where it fills.
      const box = element.getBBox();
      if (!(box.width > 0 && box.height > 0)) return;
      for (let i = 0; i <= 4; i += 1) {
        for (let j = 0; j <= 4; j += 1) {
          const local = new DOMPoint(box.x + (box.width * i) / 4, box.y + (box.height * j) / 4);
          if (element.isPointInFill(local)) yield toScreen(element, local.x, local.y);
        }
      }
    } else if (paint.stroke) {
      const total = element.getTotalLength();
      for (let length = 0; length <= total; length += STEP_PX) {
        if (!dashOn(paint.dashes, length)) continue;
        const local = element.getPointAtLength(length);
        yield toScreen(element, local.x, local.y);
      }
    }
  }

  /** Whether `cover` paints over the screen point (Chromium's `isPointInStroke` leaves out dash gaps). */
  const paintsAt = (cover: SVGGeometryElement, point: DOMPoint): boolean => {
    const paint = paintOf(cover);
    const local = point.matrixTransform(matrixOf(cover).toLocal);
    return (
      (paint.coversFill && cover.isPointInFill(local)) ||
      (paint.coversStroke && cover.isPointInStroke(local))
    );
  };

  const offenders: string[] = [];
  for (const figure of document.querySelectorAll('figure')) {
    const entries = [...figure.querySelectorAll<HTMLElement>('[data-legend-series]')];
    const svg = figure.querySelector('svg[role="img"]');
    if (entries.length === 0 || !svg) continue;
    const chart = figure.querySelector('figcaption')?.textContent.trim() ?? '?';
    // The plot's group names its width and height in its own coordinates.
    const plotGroup = svg.querySelector<SVGGElement>('[data-chart-plot]');
    const [plotWidth = Number.NaN, plotHeight = Number.NaN] = (plotGroup?.dataset.chartPlot ?? '')
      .split(' ')
      .map(Number);
    if (!plotGroup || !(plotWidth > 0 && plotHeight > 0)) {
      offenders.push(`"${chart}": no plot size marked`);
      continue;
    }
    const corners = [toScreen(plotGroup, 0, 0), toScreen(plotGroup, plotWidth, plotHeight)];
    const plot = {
      left: Math.min(...corners.map((corner) => corner.x)),
      right: Math.max(...corners.map((corner) => corner.x)),
      top: Math.min(...corners.map((corner) => corner.y)),
      bottom: Math.max(...corners.map((corner) => corner.y)),
    };
    const inPlot = (point: DOMPoint): boolean =>
      point.x >= plot.left - 1 &&
      point.x <= plot.right + 1 &&
      point.y >= plot.top - 1 &&
      point.y <= plot.bottom + 1;
    // Every mark in the order it is painted (a query returns document order).
    const marks = [
      ...svg.querySelectorAll<SVGGeometryElement>(
        `:is([data-series], [data-chart-selection]) :is(${SHAPES})`,
      ),
    ].map((element) => {
      const slack = paintOf(element).strokeWidth;
      const box = element.getBoundingClientRect();
      return {
        element,
        series: element.closest<SVGElement>('[data-series]')?.dataset.series,
        left: box.left - slack,
        right: box.right + slack,
        top: box.top - slack,
        bottom: box.bottom + slack,
      };
    });
    const coveredAt = (order: number, series: string, point: DOMPoint): boolean => {
      for (let i = order + 1; i < marks.length; i += 1) {
        const cover = marks[i]!;
        if (cover.series === series) continue;
        if (
          point.x < cover.left ||
          point.x > cover.right ||
          point.y < cover.top ||
          point.y > cover.bottom
        ) {
          continue;
        }
        if (paintsAt(cover.element, point)) return true;
      }
      return false;
    };
    for (const entry of entries) {
      const id = entry.dataset.legendSeries ?? '';
      const label = entry.textContent.trim();
      let total = 0;
      let inside = 0;
      let seen = 0;
      // Stops at the first few points seen: only a hidden series is sampled in full.
      search: for (const [order, mark] of marks.entries()) {
        if (mark.series !== id) continue;
        for (const point of samplesOf(mark.element)) {
          total += 1;
          if (!inPlot(point)) continue;
          inside += 1;
          if (!coveredAt(order, id, point)) seen += 1;
          if (seen >= MIN_SEEN_SAMPLES) break search;
        }
      }
      if (seen >= MIN_SEEN_SAMPLES) continue;
      if (total === 0) offenders.push(`"${chart}": "${label}" draws nothing`);
      else if (inside < MIN_SEEN_SAMPLES)
        offenders.push(
          `"${chart}": "${label}" not seen (${total - inside} of ${total} sample points outside the plot)`,
        );
      else
        offenders.push(
          `"${chart}": "${label}" not seen (${inside - seen} of ${inside} sample points covered by other marks)`,
        );
    }
  }
  return offenders;
}
