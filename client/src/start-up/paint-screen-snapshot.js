// Paints the start-up copy of the screen this person last saw (screen-snapshot.ts: the dashboard
// saves it) in front of a hidden #root, at once, while the app starts behind it; the live screen
// takes its place when it has its data. Only after a signed-in session, at the same path, with the
// same stylesheet. Inert and hidden from assistive technology (which hears "Loading..." instead):
// nothing in the copy can be used. index.html runs it inline, right after #root, before any other
// script (scripts/vite-inline-script.ts puts it there), so it paints before the app's code arrives.
(function () {
  try {
    if (localStorage.getItem('paydown:signed-in') !== '1') return;
    const saved = JSON.parse(localStorage.getItem('paydown:screen-snapshot') || 'null');
    const sheet = document.querySelector('link[rel="stylesheet"]');
    if (!saved || typeof saved.html !== 'string' || !sheet) return;
    if (saved.path !== location.pathname || saved.stylesheet !== sheet.getAttribute('href')) return;
    const root = document.getElementById('root');
    const copy = document.createElement('div');
    copy.id = 'screen-snapshot';
    const still = document.createElement('div');
    still.setAttribute('inert', '');
    still.setAttribute('aria-hidden', 'true');
    still.innerHTML = saved.html;
    // What assistive technology hears meanwhile, as with the loading screen.
    const status = document.createElement('p');
    status.className = 'visually-hidden';
    status.setAttribute('role', 'status');
    status.textContent = 'Loading...';
    copy.appendChild(still);
    copy.appendChild(status);
    root.parentNode.insertBefore(copy, root);
    root.style.display = 'none';
  } catch {
    // No copy: the app starts with its loading screen, as it would anyway.
  }
})();
