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
  const touch = document.body.classList.contains('touch');
  $('hint').textContent = touch ? 'Drag to look around; hold the pad\'s arrows to fly. Help lists every action: tap one to do it.'
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
// KeyboardEvent.code to its bit, and a direction's name to its bit: the held-key table's
// (app/viewer/HeldKeys.hpp), learnt once the module is in (learnHeldKeys).
const kFlightBits = {};
const kHeldBits = {};
function learnHeldKeys(module) {
  for (const row of module.heldKeys()) {
    kHeldBits[row.name] = row.bit;
    for (const code of row.codes) kFlightBits[code] = row.bit;
  }
}
const held = new Set();
const pad = { bits: 0 };  // the on-screen pad's buttons held, in the same bits
function heldBits() {
  let bits = pad.bits;
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
    if ($('settings').contains(event.target) && event.key !== 'F2') return;  // a list's arrows are the list's
    if (kFlightBits[event.code]) held.add(event.code);
    if (event.key === 'Escape') return;  // the browser's: gives the pointer back (a page does not quit)
    hideHint();
    if (event.key === 'F2') {  // the page's own panel (the viewer's F2 is the window's)
      event.preventDefault();
      if (!event.repeat) toggleSettings();
      return;
    }
    if (!event.repeat) {
      page.viewer.press(sdlKeyName(event));
      runEvents();  // now, inside the key's event: full screen is only granted to a gesture
      clearAnsweredProblem();
      if (!$('settings').hidden) buildSettings();  // a look's key: the panel shows it
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

  // A finger (or a pen) turns while dragged; the pad flies. Pointer events, so a finger on the
  // pad and one turning are two pointers, each followed by its id; preventDefault keeps the
  // browser from making mouse presses (which would fly) of them.
  let finger = null;
  canvas.addEventListener('pointerdown', (event) => {
    if (event.pointerType === 'mouse') return;
    event.preventDefault();
    usedTouch();
    hideHint();
    if (page.viewer.overlay().help) { toggleHelp(); return; }  // a tap beside the help closes it
    if (finger) return;
    canvas.setPointerCapture(event.pointerId);
    finger = { id: event.pointerId, x: event.clientX, y: event.clientY };
  });
  canvas.addEventListener('pointermove', (event) => {
    if (!finger || event.pointerId !== finger.id) return;
    page.viewer.turn(event.clientX - finger.x, event.clientY - finger.y);
    finger.x = event.clientX;
    finger.y = event.clientY;
  });
  const lift = (event) => { if (finger && event.pointerId === finger.id) finger = null; };
  canvas.addEventListener('pointerup', lift);
  canvas.addEventListener('pointercancel', lift);
}

// Touch devices get the pad and the touch layout: from the start where the main pointer is
// coarse, or from the first touch on a device that also has a mouse.
function usedTouch() { document.body.classList.add('touch'); }

// The pad: fly forwards, back, up and down while a button is held, as the keys' bits (each button
// names its row of the held-key table: data-held).
function wirePad() {
  for (const button of $('pad').querySelectorAll('button')) {
    const bit = kHeldBits[button.dataset.held];
    const release = () => { pad.bits &= ~bit; button.classList.remove('held'); };
    button.addEventListener('pointerdown', (event) => {
      event.preventDefault();
      hideHint();
      button.setPointerCapture(event.pointerId);
      pad.bits |= bit;
      button.classList.add('held');
    });
    button.addEventListener('pointerup', release);
    button.addEventListener('pointercancel', release);
    button.addEventListener('lostpointercapture', release);
    button.addEventListener('contextmenu', (event) => event.preventDefault());  // a long press
  }
}

// The settings panel: the rows of the settings table (the window's F2 panel's), each a checkbox,
// a list or a slider, made again from the viewer's values after every change.
function toggleSettings() {
  const panel = $('settings');
  panel.hidden = !panel.hidden;
  if (!panel.hidden) buildSettings();
}
function buildSettings() {
  const box = $('settings-rows');
  box.textContent = '';
  for (const row of page.viewer.settings()) {
    const label = document.createElement('label');
    label.dataset.setting = row.name;
    let input;
    if (row.kind === 'toggle') {
      input = document.createElement('input');
      input.type = 'checkbox';
      input.checked = row.value === '1';
      input.addEventListener('change', () => setSetting(row.name, input.checked ? '1' : '0'));
      label.append(input, row.label);
    } else if (row.kind === 'choice') {
      input = document.createElement('select');
      for (const choice of row.choices) input.add(new Option(choice || 'choose…', choice, false, choice === row.value));
      input.addEventListener('change', () => { if (input.value) setSetting(row.name, input.value); });
      label.append(row.label, input);
    } else if (row.kind === 'text') {  // the sign's own text: set on Enter or on leaving the field
      input = document.createElement('input');
      input.type = 'text';
      input.maxLength = 14;
      input.value = row.value;
      input.placeholder = 'your sign';
      input.addEventListener('change', () => setSetting(row.name, input.value.trim()));
      label.append(row.label, input);
    } else {  // degrees: 0 is the scene's own lens; below the row's least is no lens, so those go to the least
      input = document.createElement('input');
      input.type = 'range';
      input.min = 0; input.max = row.high; input.step = 1;
      input.value = row.value;
      const shown = document.createElement('span');
      const say = () => { shown.textContent = Number(input.value) ? `${input.value}°` : "the scene's lens"; };
      say();
      input.addEventListener('input', say);
      input.addEventListener('change', () => {
        const degrees = Number(input.value);
        setSetting(row.name, String(degrees > 0 && degrees < row.low ? row.low : degrees));
      });
      label.append(row.label, input, shown);
    }
    box.append(label);
  }
}
function setSetting(name, value) {
  page.viewer.setSetting(name, value);
  buildSettings();
  showOverlay();
}

function toggleHelp() {
  page.viewer.press('F1');
  runEvents();
  showOverlay();
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
  $('help-button').addEventListener('click', toggleHelp);
  $('help-close').addEventListener('click', toggleHelp);
  $('settings-button').addEventListener('click', toggleSettings);
  $('settings-close').addEventListener('click', toggleSettings);
  $('help-settings').addEventListener('click', () => { toggleHelp(); toggleSettings(); });
  $('lock').addEventListener('click', () => $('canvas').requestPointerLock());
  // After a button, the keys fly again (a focused button would take Space and Enter), and the
  // banner's answered problem goes (Grow's submit, which comes after this, says a new one).
  $('bar').addEventListener('click', (event) => {
    if (event.target.tagName !== 'BUTTON') return;
    clearAnsweredProblem();
    $('canvas').focus();
  });
}

// The help panel: the same rows as `zcity --help` and the window's F1 panel. A row that an
// action does is also its button: a tap or a click does it and closes the help (the menu a
// touch screen has no keys for), so every action is in reach without a keyboard.
function buildHelp(module) {
  const table = $('help-rows');
  for (const rows of [module.mouseHelp(), module.keyHelp()]) {
    for (const row of rows) {
      const tr = table.insertRow();
      tr.insertCell().textContent = row.keys;
      tr.insertCell().textContent = row.meaning;
      if (!row.press) continue;
      tr.className = 'action';
      tr.tabIndex = 0;
      tr.setAttribute('role', 'button');
      tr.dataset.press = row.press;
      tr.addEventListener('click', () => doHelpRow(row.press));
      tr.addEventListener('keydown', (event) => {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        event.stopPropagation();  // the row's key, not Enter's seed box
        doHelpRow(row.press);
      });
    }
  }
}
function doHelpRow(key) {
  page.viewer.press(key);
  if (page.viewer.overlay().help) page.viewer.press('F1');  // done: the view, not the list
  runEvents();  // inside the tap: full screen is only granted to a gesture
  clearAnsweredProblem();
  showOverlay();
  if (document.activeElement !== $('seed')) $('canvas').focus();
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
  const lines = o.status ? [o.statusLine, o.loading, resolution.note()] : [];
  $('status').textContent = lines.filter(Boolean).join('\n');
  if (o.help) {  // under the bar, however many lines it wraps to (its Help button stays in reach),
    const top = $('bar').offsetTop + $('bar').offsetHeight + 6;  // and above the status line
    const bottom = lines.length ? $('status').offsetTop - 6 : window.innerHeight - 6;
    $('help').style.top = `${top}px`;
    $('help').style.maxHeight = `${Math.max(80, bottom - top)}px`;
  }
  const messages = $('messages');
  messages.replaceChildren(...o.messages.map((m) => {
    const div = document.createElement('div');
    div.textContent = m.text;
    div.style.opacity = m.alpha;
    return div;
  }));
}

// How many pixels the canvas draws per CSS pixel: the screen's, or the link's scale= of it, or,
// with no scale= in the link, fewer while frames are slow. Every second and 6 frames at least
// (the window's first dropped: after a change it is the frame that resized the canvas), the
// median frame interval over kSlowFrameMs steps down, to the level at which, if time goes
// with the pixels drawn, frames take kAimFrameMs. Where that gains too little (frames are
// bound by something else: SwiftShader's vertices in Pixel City) it steps back and stays for
// 30 s; one that would stay under kSlowFrameMs at the level above steps back up, unless that
// level was slow in the last 30 s.
const kSlowFrameMs = 50;  // 20 fps: the least the issue asks of a phone
const kAimFrameMs = 33;
const kGainWorthIt = 0.85;  // a step down must make frames at least 15% shorter to stay
const kHoldMs = 30000;
const kRatios = [3, 2, 1.5, 1, 0.75, 0.5];  // under half a CSS pixel a phone shows mush, and night frames gain little
const resolution = {
  screen: 1, fixed: 0, levels: [1], level: 0, samples: [], since: 0, slowAt: [], stepped: null, floor: null,
  start(fixedScale) {
    this.screen = window.devicePixelRatio || 1;
    this.fixed = fixedScale;
    this.levels = [this.screen, ...kRatios.filter((r) => r < this.screen)];
    this.level = 0;
  },
  ratio() { return this.fixed ? this.screen * this.fixed : this.levels[this.level]; },
  note() {
    const share = Math.round(this.ratio() * 100 / this.screen);
    if (share >= 100) return '';
    return this.fixed ? `drawn at ${share}% (the link's scale=)` : `drawn at ${share}%: frames were slow`;
  },
  // One frame's interval; true when the drawing ratio changed.
  sample(intervalMs, now) {
    if (this.fixed || document.hidden || intervalMs > 2000) return false;  // a hidden tab's pauses say nothing
    if (this.samples.length === 0 && this.since === 0) this.since = now;
    this.samples.push(intervalMs);
    if (now - this.since < 1000 || this.samples.length < 6) return false;
    this.samples.shift();
    const sorted = this.samples.sort((a, b) => a - b), median = sorted[sorted.length >> 1];
    this.samples = [];
    this.since = now;
    const stepped = this.stepped;
    this.stepped = null;
    if (stepped && median > kGainWorthIt * stepped.ms) {  // fewer pixels did not help: back, and stay
      this.level = stepped.from;
      this.floor = { level: stepped.from, until: now + kHoldMs };
      return true;
    }
    const held = this.floor && now < this.floor.until && this.level >= this.floor.level;
    if (median > kSlowFrameMs && this.level < this.levels.length - 1 && !held) {
      this.slowAt[this.level] = now;
      this.stepped = { from: this.level, ms: median };
      const aim = this.ratio() * Math.sqrt(kAimFrameMs / median);
      do this.level++; while (this.level < this.levels.length - 1 && this.levels[this.level] > aim);
      return true;
    }
    if (this.level > 0 && !(now - (this.slowAt[this.level - 1] ?? -Infinity) < kHoldMs)) {
      const up = this.levels[this.level - 1];
      if (median * (up / this.ratio()) ** 2 < kSlowFrameMs) { this.level--; return true; }
    }
    return false;
  },
};
page.resolution = resolution;

// The canvas at `ratio` device pixels to its CSS pixel (at least 1 by 1). A WebGL canvas resized
// makes its drawing buffer again, and chromium then asks its GPU process whether that worked: a
// wait for every command sent before. Sized first in the first frame, it waited 84 ms for the
// night city's uploads; the page sizes it while zcity.wasm downloads, when nothing is waiting.
function sizeCanvas(canvas, ratio) {
  const width = Math.max(1, Math.round(canvas.clientWidth * ratio));
  const height = Math.max(1, Math.round(canvas.clientHeight * ratio));
  if (canvas.width !== width || canvas.height !== height) { canvas.width = width; canvas.height = height; }
}

function run() {
  const canvas = $('canvas');
  let last = performance.now(), titleAt = -Infinity, linkAt = -Infinity, overlayAt = -Infinity, frames = 0, link = '';
  resolution.start(page.viewer.scale());
  const frame = (now) => {
    sizeCanvas(canvas, resolution.ratio());
    const full = (size) => Math.max(1, Math.round(size * resolution.screen));  // P's picture: every pixel
    page.viewer.frame(Math.max(0, now - last), canvas.width, canvas.height, heldBits(), full(canvas.clientWidth), full(canvas.clientHeight));
    if (page.firstFrameMs !== null && resolution.sample(now - last, now)) overlayAt = -Infinity;
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

// zcity.wasm, compiled while it downloads (streaming compilation), its progress counted on a
// second branch of the same stream; the module goes to zcity.js through instantiateWasm. Without
// a Content-Length the bar runs and the megabytes show.
async function compileWasmWithProgress() {
  const response = await fetch('zcity.wasm', { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`zcity.wasm: HTTP ${response.status}`);
  const total = Number(response.headers.get('Content-Length')) || 0;
  const [counted, compiled] = response.body.tee();
  const wasm = WebAssembly.compileStreaming(new Response(compiled, { headers: { 'Content-Type': 'application/wasm' } }));
  const reader = counted.getReader();
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.length;
    const megabytes = (received / 1048576).toFixed(1);
    loadingStep(total ? `Loading the program: ${Math.round(received * 100 / total)}%` : `Loading the program: ${megabytes} MB`,
                received, total);
  }
  return wasm;
}

// The browser paints what the page says before the next long task (growing the city) begins.
const painted = () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));

// The page's scripts have all run (zcity.js comes after this one, so that the compile of
// zcity.wasm that start() begins runs while the browser parses zcity.js).
const scriptsRun = new Promise((done) => {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', done);
  else done();
});

async function start() {
  if (location.protocol === 'file:') {
    showProblem('zcity: this page was opened from a file, and a browser runs its WebAssembly and threads only ' +
                'from a web server: serve this folder with scripts/web.sh and open the address it prints (docs/web.md)');
    return;
  }
  if (!(await isolated())) {
    showProblem('zcity: this page needs its server to send Cross-Origin-Opener-Policy and -Embedder-Policy ' +
                '(its threads need them): serve it with scripts/web.sh, or see docs/web.md');
    return;
  }
  sessionStorage.removeItem('zcity-isolating');
  if (matchMedia('(pointer: coarse)').matches) usedTouch();
  // The program downloads and compiles (off this thread) while the canvas's WebGL context is made
  // here, the test for WebGL 2 too: one context, made once (the C++'s makeContext asks for it
  // with the same attributes and gets this one). Made with the page, it held the start back
  // by the time SwiftShader takes to start, about 0.1 s.
  const compiling = compileWasmWithProgress();
  compiling.catch(() => {});  // awaited below, unless there is no WebGL 2
  if (!$('canvas').getContext('webgl2', { alpha: false, antialias: false, depth: true, stencil: false,
                                          preserveDrawingBuffer: false })) {
    showProblem('zcity: this browser has no WebGL 2, which zcity draws with (try a current Firefox, Chrome or Safari)');
    return;
  }
  sizeCanvas($('canvas'), window.devicePixelRatio || 1);  // as the first frame draws it (sizeCanvas)
  const wasm = await compiling;
  await scriptsRun;  // zcity.js, after this script in the page, defines createZcity
  loadingStep('Starting the program…');
  const module = await createZcity({
    instantiateWasm(imports, receive) {
      WebAssembly.instantiate(wasm, imports).then((instance) => receive(instance, wasm))
        .catch((error) => showProblem('zcity: the page could not start: ' + error));
      return {};  // the exports come later, through receive
    },
  });
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
  learnHeldKeys(module);  // before the keys and the pad are wired: their bits are the table's
  wireKeys();
  wirePointer();
  wirePad();
  wireBar();
  $('canvas').focus();
  run();
}

start()
  .catch((error) => showProblem('zcity: the page could not start: ' + error))
  .finally(() => { if (!page.viewer) loadingStep('Not started: the line below says why.', false); });
