// Applies the saved theme (localStorage key 'theme', SPEC.md §4) before first paint so dark readers see no flash.
try {
  if (localStorage.getItem('theme') === 'dark') document.documentElement.classList.add('dark');
} catch (e) {
  /* storage may be blocked; light is the default */
}
