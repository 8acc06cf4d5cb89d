import type { ReactNode } from 'react';

/** Stands in for @docusaurus/theme-mermaid's component (`@theme-original/Mermaid`): Mermaid itself needs a real browser. */
export default function ClientMermaid({ value }: { value: string }): ReactNode {
  return <pre data-client-mermaid="">{value}</pre>;
}
