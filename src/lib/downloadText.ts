/**
 * Starts a download of text built in the page (a dataset as CSV, a reader's
 * comparison as JSON): a temporary object URL behind a clicked link, revoked
 * once the click has handed it to the browser. Nothing leaves the browser.
 */
export function downloadText(content: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  window.setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 0);
}
