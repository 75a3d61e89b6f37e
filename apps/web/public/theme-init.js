/* global window, document */
// Runs before the app loads so the page never flashes the wrong theme.
// Mirrors src/lib/theme.ts: a stored manual choice wins, otherwise the system preference.
(function () {
  try {
    var manual = localStorage.getItem('stash_manual_theme_preference') === 'true';
    var stored = localStorage.getItem('stash_theme');
    var dark =
      manual && (stored === 'dark' || stored === 'light')
        ? stored === 'dark'
        : window.matchMedia('(prefers-color-scheme: dark)').matches;
    document.documentElement.classList.toggle('dark', dark);
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
  } catch {
    // Storage can be blocked (private mode); the app applies the theme itself once it starts.
  }
})();
