/**
 * Runs before every component test file: unmounts what a test rendered and
 * puts the page back at a neutral URL and the Japanese locale, so no test
 * sees another's URL state, and forgets the charts, calculators and search
 * bundles loaded (src/lib/loadCache.ts), as a new page would.
 */
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { forgetAllLoads } from '../../src/lib/loadCache';
import { syncFromLocation } from '../../src/presentation/presentationStore';
import { setLocale } from './stubs/siteLocale';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
  // The presentation store follows the URL on events a replaceState does not
  // send: a test's ?present or ?embed stayed in it for the next file's parts.
  syncFromLocation();
  setLocale('ja');
  forgetAllLoads();
});
