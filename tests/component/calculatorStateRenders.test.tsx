import React, { type ReactNode } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCalculatorState } from '../../src/hooks/useCalculatorState';
import type { ParamSpecs } from '../../src/calculators/shared/queryParams';
import { renderCalculator } from './renderCalculator';

/**
 * useCalculatorState reads the URL after mount. When the URL holds none of
 * the calculator's parameters it must not change state: a state change there
 * re-rendered the whole calculator in the first task after hydration (319
 * components on /calculators/snowflake). A URL that does hold some still
 * fills the fields, and an edit is still written back.
 */
const SPECS = {
  size: { kind: 'number', min: 1, max: 100, defaultValue: 10, integer: true },
} satisfies ParamSpecs;

let renders = 0;

function Probe(): ReactNode {
  renders += 1;
  const { texts, setText } = useCalculatorState(SPECS);
  return (
    <label>
      size
      <input
        value={texts.size}
        onChange={(event) => {
          setText('size', event.target.value);
        }}
      />
    </label>
  );
}

describe('useCalculatorState after mount', () => {
  it('renders once when the URL holds none of its parameters', async () => {
    renders = 0;
    const view = renderCalculator(<Probe />, { search: '?other=1' });
    await act(async () => {});
    expect(screen.getByLabelText('size')).toHaveProperty('value', '10');
    expect(renders).toBe(1);
    // The page's other parameters stay, and an edit is written back.
    fireEvent.change(screen.getByLabelText('size'), { target: { value: '42' } });
    expect(view.param('size')).toBe('42');
    expect(view.param('other')).toBe('1');
  });

  it('takes a value from the URL, with one more render', async () => {
    renders = 0;
    const view = renderCalculator(<Probe />, { search: '?size=7' });
    await act(async () => {});
    expect(screen.getByLabelText('size')).toHaveProperty('value', '7');
    expect(renders).toBe(2);
    expect(view.param('size')).toBe('7');
  });

  it('still takes a rejected value out of the link', async () => {
    renders = 0;
    const view = renderCalculator(<Probe />, { search: '?size=1000&other=1' });
    await act(async () => {});
    expect(view.param('size')).toBeNull();
    expect(view.param('other')).toBe('1');
  });
});
