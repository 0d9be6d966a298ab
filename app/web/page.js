// zcity's page script: the DOM half of the page's shell (app/web/PageViewer.cpp is the other).
// It turns the page's events into the viewer core's input — the keys by SDL's names, as the
// action table is written, the mouse, touch and the buttons — drives the frames from
// requestAnimationFrame, and shows what the core says: the title twice a second, the help and
// the status line as HTML, the messages, the link in the address bar. It never decides what a
// key does, where the camera goes or what is drawn: that is the same C++ as the program's.
'use strict';

const kTitleIntervalMs = 500;     // "Every half second, GameDraw puts the counts in the window title"
const kLinkIntervalMs = 1000;     // the address bar follows the camera, at most once a second
const kOverlayIntervalMs = 100;   // the status line and messages, ten times a second

// The times since navigation start, for the benchmark: module ready, viewer made, first frame.
// loadingSteps: what the loading screen said, in order.
const page = { viewer: null, ready: false, moduleReadyMs: null, viewerReadyMs: null, firstFrameMs: null, problem: '',
               pictures: 0, loadingSteps: [] };
window.zcityPage = page;  // for the tests and the curious

function $(id) { return document.getElementById(id); }

// The red banner. A problem the page cannot get past (no WebGL 2, the context lost) stays; one
// that a person's next good action answers (a bad link, a bad seed) `clears` with that action.
function showProblem(text, { clears = false } = {}) {
  page.problem = text;
  page.problemClears = clears;
  $('problem').textContent = text;
  $('problem').hidden = !text;
}
function clearAnsweredProblem() {
  if (page.problem && page.problemClears) showProblem('');
}

// The loading screen: what this is and how far along, until the first frame.
function loadingStep(text, done = null, total = null) {
  $('loading-step').textContent = text;
  page.loadingSteps.push(text);
  const bar = $('loading-progress');
  bar.hidden = done === false;  // false: stopped, no bar
  if (typeof done === 'number' && total) { bar.max = total; bar.value = done; } else bar.removeAttribute('value');
}

// How to turn and fly, once per browser (localStorage), until the first press or for 10 s.
const kHintKey = 'zcity-hinted';
function showHintOnce() {
  try {
    if (localStorage.getItem(kHintKey)) return;
    localStorage.setItem(kHintKey, '1');
  } catch {
    // storage refused (a sandboxed frame): the hint shows each time
  }
  const touch = matchMedia('(pointer: coarse)').matches;
  $('hint').textContent = touch ? 'Drag to look around: a finger down flies forwards.'
                                : 'Drag to look around: the left button flies forwards, the right back. ' +
                                  'W A S D fly too; F1 lists every key.';
  $('hint').hidden = false;
  page.hintTimer = setTimeout(hideHint, 10000);
}
function hideHint() {
  $('hint').hidden = true;
  clearTimeout(page.hintTimer);
}

// DOM key values as SDL names them (the action table's names): letters upper case, the rest
// where they differ. Keys not listed keep the DOM's name ("F1", "PageUp", "Tab").
const kSdlNames = { Enter: 'Return', ' ': 'Space', ArrowUp: 'Up', ArrowDown: 'Down', ArrowLeft: 'Left',
                    ArrowRight: 'Right' };
function sdlKeyName(event) {
  if (event.key.length === 1) return event.key.toUpperCase();
  return kSdlNames[event.key] || event.key;
}

// The keyboard flight, held: the window's WASD or arrows, E or Space up, Q or C down, Shift faster.
const kFlightBits = { KeyW: 1, ArrowUp: 1, KeyS: 2, ArrowDown: 2, KeyA: 4, ArrowLeft: 4, KeyD: 8,
                      ArrowRight: 8, KeyE: 16, Space: 16, KeyQ: 32, KeyC: 32, ShiftLeft: 64, ShiftRight: 64 };
const held = new Set();
function heldBits() {
  let bits = 0;
  for (const code of held) bits |= kFlightBits[code] || 0;
  return bits;
}

function wireKeys() {
  document.addEventListener('keydown', (event) => {
    if (event.target === $('seed')) {
      if (event.key === 'Escape') $('seed').blur();
      return;  // typing a seed: the form's submit grows it
    }
    if (event.ctrlKey || event.metaKey || event.altKey) return;  // the browser's own shortcuts
    if (kFlightBits[event.code]) held.add(event.code);
    if (event.key === 'Escape') return;  // the browser's: gives the pointer back (a page does not quit)
    hideHint();
    if (!event.repeat) {
      page.viewer.press(sdlKeyName(event));
      runEvents();  // now, inside the key's event: full screen is only granted to a gesture
      clearAnsweredProblem();
    }
    if (event.key.startsWith('F') && event.key.length > 1 || kFlightBits[event.code] || event.key.startsWith('Page') ||
        event.key === 'Enter' || event.key === '/' || event.key === '?') {
      event.preventDefault();  // F1's browser help, Space's scroll, / 's quick find
    }
  });
  document.addEventListener('keyup', (event) => held.delete(event.code));
  window.addEventListener('blur', () => { held.clear(); page.viewer && page.viewer.thrust(0); });
}

// The left button flies forwards and the right backwards while held, as in the window and the
// originals' ports; the mouse turns while a button pressed on the canvas is held (a drag), or
// while the pointer is locked; a finger down flies forwards and dragging it turns. The ports
// turned with the mouse merely over their canvas, a box in an article; here the canvas is the
// whole page, so a hover turned the view on the way to the bar (one move to the centre: 128°).
function wirePointer() {
  const canvas = $('canvas');
  let buttons = 0;
  const turnBy = (event) => {
    if (buttons || document.pointerLockElement === canvas) page.viewer.turn(event.movementX, event.movementY);
  };
  window.addEventListener('mousemove', turnBy);
  canvas.addEventListener('mousedown', (event) => {
    canvas.focus();
    hideHint();
    if (event.button === 0) { buttons |= 1; page.viewer.thrust(1); }
    if (event.button === 2) { buttons |= 2; page.viewer.thrust(-1); }
  });
  window.addEventListener('mouseup', (event) => {
    if (event.button === 0 || event.button === 2) { buttons = 0; page.viewer.thrust(0); }
  });
  canvas.addEventListener('contextmenu', (event) => event.preventDefault());

  let last = null;
  canvas.addEventListener('touchstart', (event) => {
    event.preventDefault();
    hideHint();
    const t = event.touches[0];
    last = { x: t.clientX, y: t.clientY };
    page.viewer.thrust(1);
  }, { passive: false });
  canvas.addEventListener('touchmove', (event) => {
    event.preventDefault();
    const t = event.touches[0];
    if (last) page.viewer.turn(t.clientX - last.x, t.clientY - last.y);
    last = { x: t.clientX, y: t.clientY };
  }, { passive: false });
  const lift = (event) => {
    if (event.touches.length === 0) { last = null; page.viewer.thrust(0); }
  };
  canvas.addEventListener('touchend', lift);
  canvas.addEventListener('touchcancel', lift);
}

function wireBar() {
  $('bar').addEventListener('submit', (event) => {
    event.preventDefault();
    const problem = page.viewer.typeSeed($('seed').value.trim());
    if (!problem) { $('seed').blur(); $('canvas').focus(); }
    else showProblem(problem, { clears: true });
  });
  $('random').addEventListener('click', () => {
    const seed = crypto.getRandomValues(new Uint32Array(1))[0];
    $('seed').value = '0x' + seed.toString(16).toUpperCase().padStart(8, '0');
    page.viewer.typeSeed($('seed').value);
  });
  $('previous').addEventListener('click', () => page.viewer.previousSeed());
  $('next-scene').addEventListener('click', () => { page.viewer.press('V'); runEvents(); });
  $('picture').addEventListener('click', () => { page.viewer.press('P'); runEvents(); });
  $('help-button').addEventListener('click', () => { page.viewer.press('F1'); runEvents(); });
  $('lock').addEventListener('click', () => $('canvas').requestPointerLock());
  // After a button, the keys fly again (a focused button would take Space and Enter), and the
  // banner's answered problem goes (Grow's submit, which comes after this, says a new one).
  $('bar').addEventListener('click', (event) => {
    if (event.target.tagName !== 'BUTTON') return;
    clearAnsweredProblem();
    $('canvas').focus();
  });
}

// The help panel: the same rows as `zcity --help` and the window's F1 panel.
function buildHelp(module) {
  const table = $('help-rows');
  for (const rows of [module.mouseHelp(), module.keyHelp()]) {
    for (const row of rows) {
      const tr = table.insertRow();
      tr.insertCell().textContent = row.keys;
      tr.insertCell().textContent = row.meaning;
    }
  }
}

// A PNG's tEXt chunk, inserted after its IHDR: the picture says what makes it again, as the
// program's do.
const crcTable = new Uint32Array(256).map((_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xEDB88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes) {
  let c = 0xFFFFFFFF;
  for (const b of bytes) c = crcTable[(c ^ b) & 0xFF] ^ (c >>> 8);
  return (c ^ 0xFFFFFFFF) >>> 0;
}
function textChunk(keyword, text) {
  const body = new TextEncoder().encode(keyword + '\0' + text);  // ASCII in practice: Latin-1's subset
  const chunk = new Uint8Array(12 + body.length);
  const view = new DataView(chunk.buffer);
  view.setUint32(0, body.length);
  chunk.set([0x74, 0x45, 0x58, 0x74], 4);  // "tEXt"
  chunk.set(body, 8);
  view.setUint32(8 + body.length, crc32(chunk.subarray(4, 8 + body.length)));
  return chunk;
}
async function pictureBlob() {
  const v = page.viewer;
  const width = v.pictureWidth(), height = v.pictureHeight();
  const pixels = new Uint8ClampedArray(v.picturePixels());  // a copy: the view is into wasm memory
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  canvas.getContext('2d').putImageData(new ImageData(pixels, width, height), 0, 0);
  const png = new Uint8Array(await (await new Promise((done) => canvas.toBlob(done, 'image/png'))).arrayBuffer());
  const ihdrEnd = 8 + 25;  // the signature, then IHDR (13 bytes of data, 12 of length, type and CRC)
  const chunks = v.pictureText().map(([keyword, text]) => textChunk(keyword, text));
  return new Blob([png.subarray(0, ihdrEnd), ...chunks, png.subarray(ihdrEnd)], { type: 'image/png' });
}
async function savePicture() {
  const blob = await pictureBlob();
  const seed = (page.viewer.fragment().match(/seed=0x([0-9A-Fa-f]+)/) || [, 'picture'])[1];
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = `zcity-${seed}-${++page.pictures}.png`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 10000);
  page.lastPicture = blob;
}

// What the core asked of the page since the last call.
function runEvents() {
  for (const event of page.viewer.events()) {
    if (event === 'fullscreen') {
      if (document.fullscreenElement) document.exitFullscreen();
      else document.documentElement.requestFullscreen().catch(() => {});
    } else if (event.startsWith('seedbox ')) {
      $('seed').value = event.slice(8);
      $('seed').focus();
      $('seed').select();
    } else if (event === 'seedbox-close') {
      $('seed').blur();
    } else if (event === 'picture') {
      savePicture();
    }
  }
}

function showOverlay() {
  const o = page.viewer.overlay();
  $('help').hidden = !o.help;
  if (o.help) {  // under the bar, however many lines it wraps to (its Help button stays in reach)
    const top = $('bar').offsetTop + $('bar').offsetHeight + 6;
    $('help').style.top = `${top}px`;
    $('help').style.maxHeight = `calc(100% - ${top + 64}px)`;
  }
  $('status').textContent = o.status ? o.statusLine + (o.loading ? '\n' + o.loading : '') : '';
  const messages = $('messages');
  messages.replaceChildren(...o.messages.map((m) => {
    const div = document.createElement('div');
    div.textContent = m.text;
    div.style.opacity = m.alpha;
    return div;
  }));
}

function run() {
  const canvas = $('canvas');
  let last = performance.now(), titleAt = -Infinity, linkAt = -Infinity, overlayAt = -Infinity, frames = 0, link = '';
  const frame = (now) => {
    const ratio = window.devicePixelRatio || 1;
    const width = Math.max(1, Math.round(canvas.clientWidth * ratio));
    const height = Math.max(1, Math.round(canvas.clientHeight * ratio));
    if (canvas.width !== width || canvas.height !== height) { canvas.width = width; canvas.height = height; }
    page.viewer.frame(Math.max(0, now - last), width, height, heldBits());
    last = now;
    frames++;
    runEvents();
    if (page.firstFrameMs === null) {
      page.firstFrameMs = performance.now();
      page.ready = true;
      $('loading').hidden = true;
      if (page.viewer.ui()) showHintOnce();
    }
    if (now - titleAt >= kTitleIntervalMs) {
      document.title = page.viewer.title(titleAt > 0 ? frames * 1000 / (now - titleAt) : 0);
      titleAt = now;
      frames = 0;
    }
    if (now - overlayAt >= kOverlayIntervalMs) { showOverlay(); overlayAt = now; }
    if (now - linkAt >= kLinkIntervalMs) {
      const fragment = page.viewer.fragment();
      if (fragment !== link) { history.replaceState(null, '', '#' + fragment); link = fragment; }
      // The seed box shows the seed shown, unless someone is typing in it.
      if (document.activeElement !== $('seed')) $('seed').value = fragment.match(/seed=([^&]*)/)[1];
      linkAt = now;
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

// A page with threads must be cross-origin isolated. scripts/web.sh's server sends the headers;
// a host that cannot (GitHub Pages) gets them from sw.js, a service worker, after one reload.
async function isolated() {
  if (window.crossOriginIsolated) return true;
  if (!('serviceWorker' in navigator) || sessionStorage.getItem('zcity-isolating')) return false;
  sessionStorage.setItem('zcity-isolating', '1');
  try {
    await navigator.serviceWorker.register('sw.js');
  } catch {
    return false;  // a host where service workers are refused: the server must send the headers
  }
  await navigator.serviceWorker.ready;
  location.reload();
  return new Promise(() => {});  // the reload takes over
}

// zcity.wasm, read with its progress shown (streaming compilation gives none): the bytes go to
// the module as wasmBinary. Without a Content-Length the bar runs and the megabytes show.
async function wasmWithProgress() {
  const response = await fetch('zcity.wasm', { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`zcity.wasm: HTTP ${response.status}`);
  const total = Number(response.headers.get('Content-Length')) || 0;
  const reader = response.body.getReader();
  const chunks = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.length;
    const megabytes = (received / 1048576).toFixed(1);
    loadingStep(total ? `Loading the program: ${Math.round(received * 100 / total)}%` : `Loading the program: ${megabytes} MB`,
                received, total);
  }
  return new Blob(chunks).arrayBuffer();
}

// The browser paints what the page says before the next long task (growing the city) begins.
const painted = () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));

async function start() {
  if (location.protocol === 'file:') {
    showProblem('zcity: this page was opened from a file, and a browser runs its WebAssembly and threads only ' +
                'from a web server: serve this folder with scripts/web.sh and open the address it prints (docs/web.md)');
    return;
  }
  if (!document.createElement('canvas').getContext('webgl2')) {
    showProblem('zcity: this browser has no WebGL 2, which zcity draws with (try a current Firefox, Chrome or Safari)');
    return;
  }
  if (!(await isolated())) {
    showProblem('zcity: this page needs its server to send Cross-Origin-Opener-Policy and -Embedder-Policy ' +
                '(its threads need them): serve it with scripts/web.sh, or see docs/web.md');
    return;
  }
  sessionStorage.removeItem('zcity-isolating');
  const wasmBinary = await wasmWithProgress();
  loadingStep('Starting the program…');
  const module = await createZcity({ wasmBinary });
  page.module = module;
  page.moduleReadyMs = performance.now();
  loadingStep('Growing the city…');
  await painted();
  // The link as the address bar has it: parseLink decodes it, once (a second decode turned
  // look=fog%26scene=redux into two options, and a lone % threw).
  page.viewer = new module.PageViewer('#canvas', location.hash);
  page.viewerReadyMs = performance.now();  // the scene grown, its view made, the shaders compiled
  document.body.classList.toggle('no-ui', !page.viewer.ui());
  showProblem(page.viewer.problem(), { clears: true });
  $('canvas').addEventListener('webglcontextlost', () =>
    showProblem('zcity: the browser took the page\'s WebGL context away (the GPU ran out of memory, or was reset); reload the page'));
  buildHelp(module);
  wireKeys();
  wirePointer();
  wireBar();
  $('canvas').focus();
  run();
}

start()
  .catch((error) => showProblem('zcity: the page could not start: ' + error))
  .finally(() => { if (!page.viewer) loadingStep('Not started: the line below says why.', false); });
