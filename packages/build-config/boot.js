// The shell's page script (see PaintFirstPlugin in index.mjs). The build replaces __SHELL_ENTRY__ with the
// entry's URL; the edge writes the route's scripts into #boot-preloads.
(() => {
  let done = false;
  const go = () => {
    if (done) return;
    done = true;
    const list = JSON.parse(document.getElementById('boot-preloads')?.textContent || '[]');
    for (const href of list) {
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = href;
      document.head.appendChild(link);
    }
    const entry = document.createElement('script');
    entry.src = '__SHELL_ENTRY__';
    document.head.appendChild(entry);
  };
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  const prerendered = !!document.getElementById('root')?.firstElementChild;
  // A tab opened in the background gets no frames: it starts at once.
  if (document.visibilityState === 'hidden') go();
  // The prerendered page is shown first: the scripts start once the browser reports its first contentful
  // paint. A frame alone is not enough, as a browser may run frames and still hold the paint back (Chromium
  // does for a new navigation, up to a second).
  else if (prerendered && !painted() && window.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
    const observer = new PerformanceObserver(() => {
      if (!painted()) return;
      observer.disconnect();
      setTimeout(go, 0);
    });
    observer.observe({ type: 'paint' });
  } else requestAnimationFrame(() => setTimeout(go, 0));
  // Whatever the browser reports, the app never waits longer than this.
  setTimeout(go, 3000);
})();
