import { describe, expect, it } from 'vitest';
import {
  SERVER_MARKUP_ATTRIBUTE,
  attributeSelector,
  serverMarkup,
} from '../../../src/lib/serverMarkup';

/** A document stand-in holding elements by their exact selector. */
function rootWith(parts: Record<string, string>) {
  const asked: string[] = [];
  return {
    asked,
    querySelector: (selectors: string) => {
      asked.push(selectors);
      const html = parts[selectors];
      return html === undefined ? null : { innerHTML: html };
    },
  };
}

describe('serverMarkup', () => {
  it("reads the inner HTML of the part named by React's id", () => {
    const id = '_R_1b5_';
    const root = rootWith({ [`[${SERVER_MARKUP_ATTRIBUTE}="${id}"]`]: '<figure>chart</figure>' });
    expect(serverMarkup(root, id)).toBe('<figure>chart</figure>');
  });

  it('is null where the server rendered no such part, or there is no document', () => {
    expect(serverMarkup(rootWith({}), '«r3»')).toBeNull();
    expect(serverMarkup(undefined, '«R3»')).toBeNull();
  });

  it('quotes any id, so no id reads another part or breaks the selector', () => {
    expect(attributeSelector('data-x', 'a"b\\c')).toBe('[data-x="a\\"b\\\\c"]');
    expect(attributeSelector('data-x', '«R1»')).toBe('[data-x="«R1»"]');
  });
});
