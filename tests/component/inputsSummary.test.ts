import { describe, expect, it } from 'vitest';
import { readInputsSummary, sameSummary } from '../../src/components/CalculatorFrame/inputsSummary';

/** A form as the calculators' fields render it (Field, NumberField, ChoiceField). */
function form(html: string): HTMLFormElement {
  document.body.innerHTML = `<form>${html}</form>`;
  const element = document.querySelector('form');
  if (!element) throw new Error('no form');
  return element;
}

describe('readInputsSummary', () => {
  it('reads each labelled control with the value it shows and its unit', () => {
    const summary = readInputsSummary(
      form(`
        <div><label for="hit">Hit ratio</label>
          <div><input id="hit" value=" 95 "><span data-field-unit>%</span></div></div>
        <div><label for="mode">Cost as</label>
          <select id="mode"><option value="r">Relative</option>
            <option value="l" selected>Latency (ms)</option></select></div>
        <div><label for="name">Name</label><input id="name" placeholder="web"></div>`),
    );
    expect(summary).toEqual([
      { label: 'Hit ratio', value: '95 %' },
      { label: 'Cost as', value: 'Latency (ms)' },
      // An empty field shows its placeholder, and so does the summary.
      { label: 'Name', value: 'web' },
    ]);
  });

  it('leaves out disabled, empty and unchecked controls, and labels of controls elsewhere', () => {
    const element = form(`
      <label for="off">Off</label><input id="off" value="1" disabled>
      <label for="empty">Empty</label><input id="empty" value="">
      <label for="box">Box</label><input id="box" type="checkbox">
      <label for="outside">Outside</label>`);
    document.body.insertAdjacentHTML('beforeend', '<input id="outside" value="1">');
    expect(readInputsSummary(element)).toEqual([]);
  });

  it('cuts a long value (a pasted SHOW STATUS) with an ellipsis', () => {
    const long = 'Variable_name Value '.repeat(20);
    const [item] = readInputsSummary(
      form(`<label for="status">Status</label><textarea id="status">${long}</textarea>`),
    );
    expect(item?.value.endsWith('…')).toBe(true);
    expect(item?.value.length).toBeLessThanOrEqual(28);
    expect(long.startsWith(item?.value.slice(0, -1) ?? '')).toBe(true);
  });
});

describe('sameSummary', () => {
  it('tells equal summaries from different ones', () => {
    const a = [{ label: 'Hit ratio', value: '95 %' }];
    expect(sameSummary(a, [{ label: 'Hit ratio', value: '95 %' }])).toBe(true);
    expect(sameSummary(a, [{ label: 'Hit ratio', value: '80 %' }])).toBe(false);
    expect(sameSummary(a, [])).toBe(false);
  });
});
