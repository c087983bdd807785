// Runs before the first paint: sets the light/dark class from localStorage 'theme'
// ('light' | 'dark' | 'system', default system) so the page never flashes the wrong theme.
(function () {
  var saved;
  try {
    saved = localStorage.getItem('theme');
  } catch (e) {
    saved = null;
  }
  var choice = saved === 'light' || saved === 'dark' ? saved : 'system';
  var dark = choice === 'dark' || (choice === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  var root = document.documentElement;
  root.classList.remove(dark ? 'light' : 'dark');
  root.classList.add(dark ? 'dark' : 'light');
  root.style.colorScheme = dark ? 'dark' : 'light';
})();
