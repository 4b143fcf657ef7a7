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
  // A tab opened in the background gets no frames: it starts at once, and a stalled frame never holds the app back for long.
  if (document.visibilityState === 'hidden') go();
  else {
    requestAnimationFrame(() => setTimeout(go, 0));
    setTimeout(go, 3000);
  }
})();
