// A service worker for hosts that cannot send headers (GitHub Pages): it adds the two that make
// the page cross-origin isolated, which its threads (SharedArrayBuffer) need. page.js registers
// it only where the page is not isolated already; scripts/web.sh's server needs none.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('fetch', (event) => {
  if (event.request.cache === 'only-if-cached' && event.request.mode !== 'same-origin') return;
  event.respondWith(fetch(event.request).then((response) => {
    if (response.status === 0) return response;  // opaque: nothing to add to
    const headers = new Headers(response.headers);
    headers.set('Cross-Origin-Embedder-Policy', 'require-corp');
    headers.set('Cross-Origin-Opener-Policy', 'same-origin');
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }));
});
