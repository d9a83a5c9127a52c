// A page whose first screen the server drew starts its JavaScript once that screen is on show: the
// stylesheet, the fonts and the article's image get the connection first, and the modules follow one frame
// later (docs/decisions/0145-server-rendered-first-screen.md). The server moves the page's module script and
// module preloads here: data-entry names the entry module, data-preload the modules it will ask for.
(() => {
  const starter = document.currentScript;
  const start = () => {
    // Built apart and added at once: the page takes one change instead of one per module.
    const modules = document.createDocumentFragment();
    for (const href of (starter.dataset.preload ?? '').split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = 'anonymous';
      link.href = href;
      modules.append(link);
    }
    const entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = 'anonymous';
    entry.src = starter.dataset.entry;
    modules.append(entry);
    document.head.append(modules);
  };
  // The callback runs just before the next frame is drawn, the timeout just after it. A hidden tab draws no
  // frames, so it starts at once.
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(() => setTimeout(start, 0));
})();
