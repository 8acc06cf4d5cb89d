/**
 * Runs before every component test file: unmounts what a test rendered and
 * puts the page back at a neutral URL and the Japanese locale, so no test
 * sees another's URL state.
 */
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { setLocale } from './stubs/siteLocale';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
  setLocale('ja');
});
