import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  htmlWithIdentifierBreaks,
  splitAfterUnderscores,
} from '../../../src/theme/Heading/identifierBreaks';

describe('splitAfterUnderscores', () => {
  it('cuts a name after each underscore, keeping the underscore with the part before', () => {
    expect(splitAfterUnderscores('innodb_autoinc_lock_mode の3つのモード')).toEqual([
      'innodb_',
      'autoinc_',
      'lock_',
      'mode の3つのモード',
    ]);
  });

  it('leaves text without joined names alone', () => {
    expect(splitAfterUnderscores('AUTO-INC locks')).toEqual(['AUTO-INC locks']);
    expect(splitAfterUnderscores('_private and trailing_ and a _ b')).toEqual([
      '_private and trailing_ and a _ b',
    ]);
  });

  it('always gives the text back when joined', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', '_', ' ', '日', '1', '-') }), (text) => {
        expect(splitAfterUnderscores(text).join('')).toBe(text);
      }),
    );
  });
});

describe('htmlWithIdentifierBreaks', () => {
  it('adds <wbr> in text and code, never inside a tag', () => {
    expect(
      htmlWithIdentifierBreaks('<code class="x_y">sync_binlog</code> と innodb_flush_log'),
    ).toBe('<code class="x_y">sync_<wbr>binlog</code> と innodb_<wbr>flush_<wbr>log');
  });
});
