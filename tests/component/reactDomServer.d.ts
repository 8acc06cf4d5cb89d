// The one function of react-dom/server the component tests use (the project
// has no @types/react-dom): rendering a page's HTML as the server does.
declare module 'react-dom/server' {
  import type { ReactElement } from 'react';

  export function renderToString(element: ReactElement): string;
}
