import { describe, expect, it } from 'vitest';
import {
  controlKeys,
  controlStates,
  editedControls,
  type ControlLike,
} from '../../../src/lib/earlyInput';

const text = (name: string, value: string): ControlLike => ({
  tagName: 'INPUT',
  type: 'text',
  name,
  value,
});

describe('earlyInput', () => {
  it('keys a control by its tag, type and name, and which of the controls so named it is', () => {
    expect(
      controlKeys([
        text('hit', '95'),
        { tagName: 'SELECT', name: 'skew', value: 'zipf' },
        { tagName: 'INPUT', type: 'radio', name: 'unit', value: 'rate' },
        { tagName: 'INPUT', type: 'radio', name: 'unit', value: 'latency' },
      ]),
    ).toEqual(['input:text:hit#0', 'select::skew#0', 'input:radio:unit#0', 'input:radio:unit#1']);
  });

  it('never carries a file, hidden or button input', () => {
    for (const type of ['file', 'hidden', 'submit', 'button']) {
      expect(controlKeys([{ tagName: 'INPUT', type, name: 'x', value: 'v' }]), type).toEqual([
        null,
      ]);
    }
    const states = controlStates([
      { tagName: 'INPUT', type: 'file', value: '' },
      text('hit', '95'),
    ]);
    expect(states.map((state) => state.key)).toEqual(['input:text:hit#0']);
  });

  it("finds the fields whose value or check the reader changed, and only the server's fields", () => {
    const server = controlStates([
      text('hit', '95'),
      text('disk', '10'),
      { tagName: 'INPUT', type: 'checkbox', name: 'log', value: 'on', checked: false },
    ]);
    const current = controlStates([
      text('hit', '80'),
      text('disk', '10'),
      { tagName: 'INPUT', type: 'checkbox', name: 'log', value: 'on', checked: true },
      text('added', 'x'),
    ]);
    expect(editedControls(server, current)).toEqual([
      { key: 'input:text:hit#0', value: '80', checked: false },
      { key: 'input:checkbox:log#0', value: 'on', checked: true },
    ]);
    expect(editedControls(server, server)).toEqual([]);
  });

  it('matches a field by its name wherever the live part puts it', () => {
    const server = controlStates([text('hit', '95'), text('disk', '10')]);
    // The live part has a field more before them: the edit still names `disk`.
    const current = controlStates([text('mode', 'a'), text('hit', '95'), text('disk', '50')]);
    expect(editedControls(server, current)).toEqual([
      { key: 'input:text:disk#0', value: '50', checked: false },
    ]);
  });
});
