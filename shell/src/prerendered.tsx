/**
 * The HTML the edge put in #root (the page as its remote rendered it at build time), read before React
 * takes the element over. Until the first remote screen is on screen, loading states show this same HTML,
 * so the first paint needs no JavaScript and nothing moves when the real components arrive.
 */
const initial = document.getElementById('root')?.innerHTML.trim() ?? '';
let shown = initial === '';

export function markFirstScreenShown(): void {
  shown = true;
}

export function LoadingFallback() {
  if (!shown) return <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: initial }} />;
  return <div className="shell-loading" aria-busy="true" />;
}
