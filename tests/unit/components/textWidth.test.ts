import { describe, expect, it } from 'vitest';
import { estimateTextWidth } from '../../../src/components/LineChart/textWidth';

describe('estimateTextWidth', () => {
  it('counts Japanese characters wider than Latin ones', () => {
    expect(estimateTextWidth('出典')).toBeGreaterThan(estimateTextWidth('ab'));
    expect(estimateTextWidth('')).toBe(0);
  });

  it('grows with every character', () => {
    expect(estimateTextWidth('4 TB：¥600万')).toBeGreaterThan(estimateTextWidth('4 TB：¥600'));
  });
});
