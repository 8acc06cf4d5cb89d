/** Stand-in for `@docusaurus/router`: `useHistory().push` moves the test page's URL. */
export function useHistory(): { push: (to: string) => void } {
  return {
    push: (to) => {
      window.history.pushState(null, '', to);
    },
  };
}
