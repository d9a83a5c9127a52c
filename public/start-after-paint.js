// A page whose first screen the server drew starts its JavaScript once that screen is on show: the
// stylesheet, the fonts and the article's image get the connection first, and the modules follow one frame
// later (docs/decisions/0145-server-rendered-first-screen.md). The server moves the page's module script and
// module preloads here: data-entry names the entry module, data-preload the modules it will ask for.
(() => {
  const self = document.currentScript;
  const start = () => {
    for (const href of (self.dataset.preload ?? '').split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = 'anonymous';
      link.href = href;
      document.head.append(link);
    }
    const entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = 'anonymous';
    entry.src = self.dataset.entry;
    document.head.append(entry);
  };
  // The callback runs just before the next frame is drawn, the timeout just after it. A hidden tab draws no
  // frames, so it starts at once.
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(() => setTimeout(start, 0));
})();
