import { describe, expect, it } from 'vitest';
import {
  MERMAID_OPTIONS,
  MERMAID_THEMES,
  diagramKey,
  diagramSvgId,
  mermaidBlocks,
  normalizeSource,
} from '../../../src/diagrams/diagramCache';

const SOURCE = 'flowchart LR\n  A[Client] --> B[(InnoDB)]';

describe('diagramKey', () => {
  const base = { source: SOURCE, mermaidVersion: '11.17.2' };

  it('is 16 hex digits and the same for the same input', () => {
    expect(diagramKey(base)).toMatch(/^[0-9a-f]{16}$/);
    expect(diagramKey({ ...base, themes: MERMAID_THEMES, options: MERMAID_OPTIONS })).toBe(
      diagramKey(base),
    );
  });

  it('changes with the source, the themes, the Mermaid version and the options', () => {
    const keys = [
      diagramKey(base),
      diagramKey({ ...base, source: `${SOURCE} --> C` }),
      diagramKey({ ...base, themes: { light: 'default', dark: 'dark' } }),
      diagramKey({ ...base, themes: { light: 'neutral', dark: 'forest' } }),
      diagramKey({ ...base, mermaidVersion: '11.17.3' }),
      diagramKey({ ...base, options: { ...MERMAID_OPTIONS, htmlLabels: true } }),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('ignores line endings and trailing blanks, not indentation', () => {
    expect(diagramKey({ ...base, source: `${SOURCE.replace('\n', '\r\n')}  \n\n` })).toBe(
      diagramKey(base),
    );
    expect(diagramKey({ ...base, source: SOURCE.replace('  A', '    A') })).not.toBe(
      diagramKey(base),
    );
  });

  it('names the SVG of each colour mode apart', () => {
    const key = diagramKey(base);
    expect(diagramSvgId(key, 'light')).not.toBe(diagramSvgId(key, 'dark'));
    expect(diagramSvgId(key, 'dark')).toContain(key);
  });
});

describe('mermaidBlocks', () => {
  it('reads each ```mermaid block, in order, and no other code block', () => {
    const markdown = [
      '# Title',
      '',
      '```mermaid',
      'sequenceDiagram',
      '  A->>B: hi',
      '```',
      '',
      '```sql',
      'SELECT 1;',
      '```',
      '',
      '1. A step:',
      '',
      '   ```mermaid',
      '   flowchart TD',
      '     X --> Y',
      '   ```',
      '',
    ].join('\r\n');
    expect(mermaidBlocks(markdown)).toEqual([
      'sequenceDiagram\n  A->>B: hi',
      'flowchart TD\n  X --> Y',
    ]);
  });

  it('normalizes as the key does', () => {
    expect(mermaidBlocks('```mermaid\nflowchart LR\n  A --> B   \n\n```\n')).toEqual([
      normalizeSource('flowchart LR\n  A --> B\n'),
    ]);
  });
});
