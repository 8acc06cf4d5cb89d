/**
 * A note both search boxes insert beside the plugin's own markup (it has no
 * slot for one), marked with a data attribute so it can be found and
 * replaced: the shortened-query note and the index-unavailable note.
 */
export function searchNoteElement(
  marker: 'data-search-shortened' | 'data-search-unavailable',
  role: 'status' | 'alert',
  text: string,
  tagName: 'div' | 'p',
  className: string,
): HTMLElement {
  const element = document.createElement(tagName);
  element.setAttribute(marker, '');
  element.setAttribute('role', role);
  element.className = className;
  element.textContent = text;
  return element;
}
