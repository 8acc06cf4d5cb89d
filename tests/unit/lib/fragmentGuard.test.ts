import { describe, expect, it } from 'vitest';
import type { ClientModule } from '@docusaurus/types';
import fragmentGuard from '../../../src/clientModules/fragmentGuard';

type Location = Parameters<NonNullable<ClientModule['onRouteUpdate']>>[0]['location'];

function location(hash: string): Location {
  return { pathname: '/calculators/hit-ratio', search: '?present', hash, state: null };
}

/** What Docusaurus 3.10's scroll-after-navigation does with the hash, unguarded. */
function docusaurusScrollTarget(hash: string): string {
  return decodeURIComponent(hash.substring(1));
}

describe('fragmentGuard client module', () => {
  it('rewrites a malformed hash before the scroll, to one naming its text as written', () => {
    for (const [hash, id] of [
      ['#%E0%A4%A', '%E0%A4%A'],
      ['#%E8%A8%88%E7%AE', '%E8%A8%88%E7%AE'],
      ['#100%', '100%'],
    ] as const) {
      const next = location(hash);
      expect(() => docusaurusScrollTarget(next.hash)).toThrow(URIError);
      fragmentGuard.onRouteUpdate?.({ previousLocation: location(''), location: next });
      expect(docusaurusScrollTarget(next.hash)).toBe(id);
    }
  });

  it('leaves a well-formed hash, and the rest of the location, alone', () => {
    for (const hash of ['', '#sources', '#%E8%A8%88%E7%AE%97']) {
      const next = location(hash);
      fragmentGuard.onRouteUpdate?.({ previousLocation: null, location: next });
      expect(next).toEqual(location(hash));
    }
  });
});
