/** Stand-in for `@docusaurus/useIsBrowser`: components are tested as hydrated. */
export default function useIsBrowser(): boolean {
  return true;
}
