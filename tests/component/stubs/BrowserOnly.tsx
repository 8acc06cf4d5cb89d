/** Stand-in for `@docusaurus/BrowserOnly`: the tests run after hydration, in a browser-like DOM. */
import type { ReactNode } from 'react';

export default function BrowserOnly({ children }: { children: () => ReactNode }): ReactNode {
  return children();
}
