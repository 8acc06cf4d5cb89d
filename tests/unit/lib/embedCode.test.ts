import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  EMBED_HEIGHT_MESSAGE_TYPE,
  MAX_EMBED_HEIGHT,
  embedCode,
  embedHeightMessage,
  embedUrl,
  isEmbedHeightMessage,
  resizeSnippet,
  suggestedEmbedHeight,
} from '../../../src/presentation/embedCode';
import { readModes } from '../../../src/presentation/modeUrl';

const ORIGIN = 'https://guide.example.org';
const PAGE = `${ORIGIN}/calculators/hit-ratio`;

/** A stand-in iframe: the window it shows, and the style the snippet writes. */
interface FakeFrame {
  readonly contentWindow: object;
  readonly style: { height: string };
}

/**
 * Runs the snippet's script (the text between its tags, as a host page would)
 * against a stand-in page with two iframes; returns a function that delivers
 * one `message` event, and the frames.
 */
function hostPage(origin: string): {
  deliver: (event: { origin: string; source: object; data: unknown }) => void;
  frames: readonly FakeFrame[];
} {
  const frames: FakeFrame[] = [
    { contentWindow: {}, style: { height: '' } },
    { contentWindow: {}, style: { height: '' } },
  ];
  const listeners: ((event: unknown) => void)[] = [];
  const window = {
    addEventListener: (type: string, listener: (event: unknown) => void) => {
      if (type === 'message') listeners.push(listener);
    },
  };
  const document = {
    querySelectorAll: (selector: string) => (selector === 'iframe' ? frames : []),
  };
  const script = /<script>\n([\s\S]*)\n<\/script>/.exec(resizeSnippet(origin))?.[1] ?? '';
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the snippet ships as text for other sites' pages; running that exact text is the test
  const run = new Function('window', 'document', script) as (w: unknown, d: unknown) => void;
  run(window, document);
  return {
    deliver: (event) => {
      for (const listener of listeners) listener(event);
    },
    frames,
  };
}

describe('the height message', () => {
  it('is a namespaced type and a whole, bounded number of pixels', () => {
    expect(embedHeightMessage(812.2)).toEqual({ type: EMBED_HEIGHT_MESSAGE_TYPE, height: 813 });
    expect(embedHeightMessage(-5).height).toBe(0);
    expect(embedHeightMessage(Number.NaN).height).toBe(0);
    expect(embedHeightMessage(Number.POSITIVE_INFINITY).height).toBe(0);
    expect(embedHeightMessage(1e9).height).toBe(MAX_EMBED_HEIGHT);
  });

  it('every message posted for a real height is one the host accepts', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.001, max: 1e7, noNaN: true }), (height) => {
        expect(isEmbedHeightMessage(embedHeightMessage(height))).toBe(true);
      }),
    );
  });
});

describe('the resize snippet', () => {
  it('is about ten lines of plain script naming the origin it trusts', () => {
    const snippet = resizeSnippet(ORIGIN);
    expect(snippet.split('\n').length).toBeLessThanOrEqual(12);
    expect(snippet).toContain(`event.origin !== "${ORIGIN}"`);
    expect(snippet).toContain(EMBED_HEIGHT_MESSAGE_TYPE);
  });

  it('is the one the README shows', () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    expect(readme).toContain(`\`\`\`html\n${resizeSnippet('https://example.org')}\n\`\`\``);
  });

  it("resizes only the iframe that sent the message, and only from the site's origin", () => {
    const { deliver, frames } = hostPage(ORIGIN);
    const [first, second] = frames;
    if (!first || !second) throw new Error('two frames expected');
    deliver({ origin: ORIGIN, source: second.contentWindow, data: embedHeightMessage(733) });
    expect(second.style.height).toBe('733px');
    expect(first.style.height).toBe('');

    // Another origin (any page can post to a window), or a message of another kind.
    deliver({
      origin: 'https://evil.example',
      source: first.contentWindow,
      data: embedHeightMessage(9),
    });
    deliver({ origin: ORIGIN, source: first.contentWindow, data: { type: 'resize', height: 9 } });
    deliver({ origin: ORIGIN, source: {}, data: embedHeightMessage(9) });
    expect(first.style.height).toBe('');
    expect(second.style.height).toBe('733px');
  });

  it('acts on exactly the messages isEmbedHeightMessage accepts', () => {
    const data = fc.oneof(
      fc.anything(),
      fc.record({
        type: fc.constantFrom(EMBED_HEIGHT_MESSAGE_TYPE, 'other'),
        height: fc.oneof(
          fc.double(),
          fc.integer({ min: -10, max: MAX_EMBED_HEIGHT + 10 }),
          fc.string(),
          fc.constant(null),
        ),
      }),
    );
    fc.assert(
      fc.property(data, (message) => {
        const { deliver, frames } = hostPage(ORIGIN);
        const frame = frames[0];
        if (!frame) throw new Error('a frame expected');
        deliver({ origin: ORIGIN, source: frame.contentWindow, data: message });
        expect(frame.style.height !== '').toBe(isEmbedHeightMessage(message));
      }),
    );
  });
});

describe('the embed code', () => {
  it('frames the current state with embed, lazily, titled, with the snippet for its origin', () => {
    const src = embedUrl(`${PAGE}?hit=80&miss=100#hit-ratio-calculator`);
    expect(src).toBe(`${PAGE}?hit=80&miss=100&embed#hit-ratio-calculator`);
    expect(readModes(new URL(src).search, new URL(src).pathname).embed).toBe(true);
    expect(embedUrl(PAGE, true)).toBe(`${PAGE}?embed=compact`);

    const code = embedCode({ src, title: 'Hit ratio → throughput', height: 900 });
    const iframe = code.split('\n')[0] ?? '';
    expect(iframe).toMatch(/^<iframe .*><\/iframe>$/);
    expect(iframe).toContain(`src="${PAGE}?hit=80&amp;miss=100&amp;embed#hit-ratio-calculator"`);
    expect(iframe).toContain('title="Hit ratio → throughput"');
    expect(iframe).toContain('width="100%"');
    expect(iframe).toContain('height="900"');
    expect(iframe).toContain('loading="lazy"');
    expect(code).toContain(resizeSnippet(ORIGIN));
  });

  it('escapes the title, whatever it holds', () => {
    const code = embedCode({ src: PAGE, title: 'a "b" <c> & d', height: 640 });
    expect(code).toContain('title="a &quot;b&quot; &lt;c&gt; &amp; d"');
    fc.assert(
      fc.property(fc.string(), (title) => {
        const code = embedCode({ src: PAGE, title, height: 640 });
        const quoted = /title="([^"]*)"/.exec(code)?.[1];
        expect(quoted).toBeDefined();
        expect(quoted).not.toMatch(/[<>]/);
      }),
    );
  });

  it('starts the iframe at the measured height plus the link bar, within bounds', () => {
    expect(suggestedEmbedHeight(1000)).toBe(1040);
    expect(suggestedEmbedHeight(1001)).toBe(1050);
    expect(suggestedEmbedHeight(100)).toBe(320);
    expect(suggestedEmbedHeight(50_000)).toBe(3000);
    expect(suggestedEmbedHeight(0)).toBe(640);
    expect(suggestedEmbedHeight(Number.NaN)).toBe(640);
  });
});
