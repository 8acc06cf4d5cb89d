import { describe, expect, it } from 'vitest';
import { buildDeck, figuresIn, slideIndexForId } from '../../src/presentation/articleDeck';

/**
 * The deck read from an article's rendered HTML, as Docusaurus renders it
 * (the shapes of build/docs/transactions-locking/group-commit.html): flat
 * blocks under `.theme-doc-markdown`, headings with ids, tables in their
 * scrolling box, Mermaid in its box, a display formula, a dataset chart
 * and a calculator (`data-presentable`).
 */
function article(): { content: HTMLElement; header: HTMLElement; lead: HTMLElement } {
  document.body.innerHTML = `
    <p data-deck-lead="">What the article is about.</p>
    <div class="theme-doc-markdown markdown">
      <header><h1>Group commit</h1></header>
      <p class="readingTime">13 minutes</p>
      <h2 id="summary">Summary</h2>
      <ul id="summary-list"><li>one</li><li>two</li></ul>
      <p>More prose.</p>
      <h2 id="fsync">fsync and group commit</h2>
      <p id="fsync-first">First paragraph.</p>
      <p>Second paragraph.</p>
      <h2 id="broke">Why it broke</h2>
      <h3 id="mutex">The mutex</h3>
      <p>Prose.</p>
      <div class="scroll-shadows" data-diagram-scroller="" id="diagram-1"></div>
      <p>Prose.</p>
      <h3 id="results">Results</h3>
      <div class="language-bash"><pre>mysqlslap</pre></div>
      <div data-markdown-table="" id="table-1"><table><tr><td>1</td></tr></table></div>
      <h3 id="counts">fsync counts</h3>
      <div data-markdown-table="" id="table-2"><table><tr><td>2</td></tr></table></div>
      <div id="dataset-fsyncs" data-dataset-chart="fsyncs" data-presentable="dataset-fsyncs">
        <figure><div data-markdown-table=""><table></table></div></figure>
      </div>
      <span class="katex-display" id="maths"><span class="katex">x</span></span>
      <h3 id="notes">Notes</h3>
      <p>Trailing prose.</p>
      <h2 id="calculator">Try it</h2>
      <p>Change the inputs.</p>
      <section id="group-commit-calculator" data-calculator="group-commit-calculator"
        data-presentable="group-commit-calculator"><h3 id="group-commit-calculator-title">Simulator</h3></section>
      <h2 id="sources">Sources</h2>
      <ul><li>A source</li></ul>
    </div>`;
  const content = document.querySelector<HTMLElement>('.theme-doc-markdown');
  const header = document.querySelector<HTMLElement>('header');
  const lead = document.querySelector<HTMLElement>('[data-deck-lead]');
  if (!content || !header || !lead) throw new Error('fixture');
  return { content, header, lead };
}

const ids = (elements: readonly Element[]) =>
  elements.map((element) => element.id || element.tagName.toLowerCase());

describe('buildDeck', () => {
  it('makes a title slide, then one slide per figure of each section, or its first text', () => {
    const { content, header, lead } = article();
    const slides = buildDeck({ title: [header, lead], content });
    expect(slides.map((slide) => [slide.kind, slide.key])).toEqual([
      ['title', ''],
      ['text', 'summary'],
      ['text', 'fsync'],
      ['figure', 'broke'],
      ['figure', 'results'],
      ['figure', 'counts'],
      ['presentable', 'dataset-fsyncs'],
      ['figure', 'maths'],
      ['presentable', 'group-commit-calculator'],
      ['text', 'sources'],
    ]);
    expect(slides[0]?.parts).toEqual([header, lead]);
    // Text slides: the heading and the first paragraph or list, nothing more.
    expect(ids(slides[1]?.parts ?? [])).toEqual(['summary', 'summary-list']);
    expect(ids(slides[2]?.parts ?? [])).toEqual(['fsync', 'fsync-first']);
    // Figures: the section's heading repeated, the subheading, the figure.
    expect(ids(slides[3]?.parts ?? [])).toEqual(['broke', 'mutex', 'diagram-1']);
    expect(ids(slides[4]?.parts ?? [])).toEqual(['broke', 'results', 'table-1']);
    expect(ids(slides[5]?.parts ?? [])).toEqual(['broke', 'counts', 'table-2']);
    expect(ids(slides[7]?.parts ?? [])).toEqual(['broke', 'counts', 'maths']);
    // A chart or calculator alone, in its own speaker mode; no code blocks, no prose.
    expect(ids(slides[6]?.parts ?? [])).toEqual(['dataset-fsyncs']);
    expect(slides[6]?.presentableId).toBe('dataset-fsyncs');
    expect(ids(slides[8]?.parts ?? [])).toEqual(['group-commit-calculator']);
    expect(slides[8]?.presentableId).toBe('group-commit-calculator');
    // The part scaled to fit: the figure, or the text slide's paragraph.
    expect(slides[4]?.figure?.id).toBe('table-1');
    expect(slides[2]?.figure?.id).toBe('fsync-first');
  });

  it('opens a slide from any id a link may carry', () => {
    const { content, header, lead } = article();
    const slides = buildDeck({ title: [header, lead], content });
    const keyOf = (id: string) => slides[slideIndexForId(slides, id)]?.key;
    // A subheading opens the first figure under it; one after the last figure, the last.
    expect(keyOf('mutex')).toBe('broke');
    expect(keyOf('notes')).toBe('maths');
    // A section whose first slide is a calculator: the section's heading opens it.
    expect(keyOf('calculator')).toBe('group-commit-calculator');
    expect(keyOf('table-2')).toBe('counts');
    expect(slideIndexForId(slides, 'nothing')).toBe(-1);
    // Every key is unique.
    expect(new Set(slides.map((slide) => slide.key)).size).toBe(slides.length);
  });

  it('keys figures that share a subheading by the section and their place in it', () => {
    document.body.innerHTML = `
      <div class="theme-doc-markdown">
        <h2 id="tables">Tables</h2>
        <div data-markdown-table=""><table></table></div>
        <div data-markdown-table=""><table></table></div>
        <div data-markdown-table=""><table></table></div>
        <h2>No id</h2>
      </div>`;
    const content = document.querySelector<HTMLElement>('.theme-doc-markdown');
    if (!content) throw new Error('fixture');
    const slides = buildDeck({ title: [], content });
    expect(slides.map((slide) => slide.key)).toEqual([
      '',
      'tables',
      'tables-2',
      'tables-3',
      'slide-5',
    ]);
  });

  it('finds figures inside other blocks, but not a table inside a chart', () => {
    const { content } = article();
    const chart = content.querySelector<HTMLElement>('[data-dataset-chart]');
    if (!chart) throw new Error('fixture');
    expect(figuresIn(chart)).toEqual([chart]);
    const wrapper = document.createElement('div');
    wrapper.innerHTML =
      '<details><div data-markdown-table=""></div></details><div data-presentable="c"><div data-markdown-table=""></div></div>';
    expect(figuresIn(wrapper).map((figure) => figure.getAttribute('data-presentable'))).toEqual([
      null,
      'c',
    ]);
  });
});
