import React, { type ReactNode } from 'react';
import { render } from '@testing-library/react';
import { Highlight, type PrismTheme } from 'prism-react-renderer';
import { describe, expect, it } from 'vitest';
import type { Code, Root } from 'mdast';
import highlightCode from '../../src/remark/highlightCode';
import {
  lineProps,
  parseCodeLines,
  themeDictionary,
  tokenProps,
  type CodeLines,
  type LineInput,
  type TokenInput,
} from '../../src/lib/codeTokens';
import { ADDITIONAL_PRISM_LANGUAGES, darkCodeTheme, lightCodeTheme } from '../../config/prism';
import { CODE_BLOCK_SAMPLES } from '../fixtures/codeBlockSamples';

/**
 * src/theme/CodeBlock/Content draws build-time tokens (src/remark/highlightCode.ts)
 * with src/lib/codeTokens.ts; the markup must be what prism-react-renderer's
 * Highlight drew in the browser before, in both colour modes.
 */
const SAMPLES = CODE_BLOCK_SAMPLES;

function tokensOf({ lang, value }: { lang: string | null; value: string }): CodeLines {
  const node: Code = { type: 'code', lang, value };
  const tree: Root = { type: 'root', children: [node] };
  highlightCode({ languages: ADDITIONAL_PRISM_LANGUAGES })(tree, {});
  const property = node.data?.hProperties?.highlightedTokens;
  if (typeof property !== 'string') throw new Error('no highlightedTokens property');
  return parseCodeLines(property);
}

/** Lines and tokens as Docusaurus's CodeBlock/Line draws them. */
function Lines({
  lines,
  getLineProps,
  getTokenProps,
}: {
  lines: CodeLines;
  getLineProps: (input: LineInput) => object;
  getTokenProps: (input: TokenInput) => object;
}): ReactNode {
  return lines.map((line, i) => (
    <div key={i} {...getLineProps({ line })}>
      {line.map((token, j) => (
        <span key={j} {...getTokenProps({ token })} />
      ))}
    </div>
  ));
}

function drawnByHighlight(theme: PrismTheme, code: string, language: string): string {
  return render(
    <Highlight theme={theme} code={code} language={language}>
      {({ className, style, tokens, getLineProps, getTokenProps }) => (
        <pre className={className} style={style}>
          <Lines lines={tokens} getLineProps={getLineProps} getTokenProps={getTokenProps} />
        </pre>
      )}
    </Highlight>,
  ).container.innerHTML;
}

function drawnFromTokens(theme: PrismTheme, lines: CodeLines, language: string): string {
  const dictionary = themeDictionary(theme, language);
  return render(
    <pre className={`prism-code language-${language}`} style={dictionary.root}>
      <Lines
        lines={lines}
        getLineProps={(input) => lineProps(dictionary, input)}
        getTokenProps={(input) => tokenProps(dictionary, input)}
      />
    </pre>,
  ).container.innerHTML;
}

describe('code blocks drawn from build-time tokens', () => {
  it.each(SAMPLES.map((sample) => [sample.lang ?? 'no language', sample] as const))(
    '%s: the markup prism-react-renderer drew, light and dark',
    (_name, sample) => {
      const lines = tokensOf(sample);
      const language = (sample.lang ?? 'text').toLowerCase();
      for (const theme of [lightCodeTheme, darkCodeTheme]) {
        const drawn = drawnFromTokens(theme, lines, language);
        expect(drawn).toContain('class="token');
        expect(drawn).toBe(drawnByHighlight(theme, sample.value, language));
      }
    },
  );
});
