/** Loads Pagefind's default UI (script and stylesheet) once. */
let loading;
export function loadPagefindUi(bundlePath) {
  loading ??= new Promise((resolve, reject) => {
    const style = document.createElement('link');
    style.rel = 'stylesheet';
    style.href = `${bundlePath}pagefind-ui.css`;
    document.head.append(style);
    const script = document.createElement('script');
    script.src = `${bundlePath}pagefind-ui.js`;
    script.onload = () => resolve(window.PagefindUI);
    script.onerror = reject;
    document.head.append(script);
  });
  return loading;
}
