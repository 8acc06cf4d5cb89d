import { Prism } from 'prism-react-renderer';
import { describe, expect, it } from 'vitest';
import type { Code, Root } from 'mdast';
import highlightCode, { tokenizeCode } from '../../../src/remark/highlightCode';
import { codeOfLines, parseCodeLines, type CodeLines } from '../../../src/lib/codeTokens';
import { ADDITIONAL_PRISM_LANGUAGES } from '../../../config/prism';
import { CODE_BLOCK_SAMPLES } from '../../fixtures/codeBlockSamples';

/** The shared samples, and a language named in capitals. */
const SAMPLES = [...CODE_BLOCK_SAMPLES, { lang: 'SQL', value: 'select 1' }];

function tokensOf(sample: { lang: string | null; value: string }): CodeLines {
  const node: Code = { type: 'code', lang: sample.lang, value: sample.value };
  const tree: Root = { type: 'root', children: [node] };
  highlightCode({ languages: ADDITIONAL_PRISM_LANGUAGES })(tree, {});
  const property = node.data?.hProperties?.highlightedTokens;
  if (typeof property !== 'string') throw new Error('no highlightedTokens property');
  return parseCodeLines(property);
}

describe('highlightCode (build-time tokens)', () => {
  it.each(SAMPLES.map((sample) => [sample.lang ?? 'no language', sample] as const))(
    '%s: the stored tokens spell the code and survive serialising',
    (_name, sample) => {
      const lines = tokensOf(sample);
      expect(codeOfLines(lines)).toBe(sample.value);
      expect(lines).toEqual(
        tokenizeCode(Prism, sample.value, (sample.lang ?? 'text').toLowerCase()),
      );
    },
  );

  it('loads the grammars prism-react-renderer lacks: ini keys and bash shebangs are tokens', () => {
    const typesOf = (index: number) =>
      tokensOf(SAMPLES[index]!)
        .flat()
        .flatMap((token) => token.types);
    expect(typesOf(1)).toContain('attr-name');
    expect(typesOf(2)).toContain('shebang');
  });

  it('leaves Mermaid blocks alone and refuses magic comments', () => {
    const mermaid: Code = { type: 'code', lang: 'mermaid', value: 'graph TD; a-->b' };
    highlightCode({ languages: [] })({ type: 'root', children: [mermaid] }, {});
    expect(mermaid.data).toBeUndefined();
    const magic: Code = { type: 'code', lang: 'sql', value: '-- highlight-next-line\nSELECT 1' };
    expect(() => {
      highlightCode({ languages: [] })({ type: 'root', children: [magic] }, { path: 'x.md' });
    }).toThrow(/x\.md: a magic comment/);
  });
});
