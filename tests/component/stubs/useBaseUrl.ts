/** Stand-in for `@docusaurus/useBaseUrl`. */
import { withLocaleBase } from './baseUrl';

export default function useBaseUrl(path: string): string {
  return withLocaleBase(path);
}
