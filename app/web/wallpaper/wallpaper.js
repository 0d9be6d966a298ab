// zcity's web wallpaper: the page's program (zcity.js, built without threads) drawing the city
// alone, flown by the automatic camera, for Lively and Wallpaper Engine. Their property panels
// are the setting table's wallpaper rows (module.wallpaperRows(), written into LivelyProperties.json
// and project.json by package.mjs); a host's value becomes the row's text, and the rows with a
// link make the page's link (the same link a person's page opens). It draws only while seen:
// the hosts' pause calls and the page hidden stop its frames, and none is drawn faster than the
// frame-rate cap (the row's, or Wallpaper Engine's own limit where lower). It takes no input.
'use strict';

const kApplyDelayMs = 50;  // Lively sends each property in its own call: one city for all of them

const wallpaper = {
  module: null, viewer: null, rows: [], values: {}, good: null, pending: [], link: null, problem: '',
  hostPaused: false, hostFps: 0, frames: 0, drawnAt: 0, looping: false, applyTimer: 0, ready: false,
};
window.zcityWallpaper = wallpaper;  // for the tests and the curious

function showProblem(text) {
  wallpaper.problem = text;
  const banner = document.getElementById('problem');
  banner.textContent = text;
  banner.hidden = !text;
}

// A host's value as the row's text: Lively gives a list's index, Wallpaper Engine its value;
// sliders give numbers, rounded to the step's hundredths as the rows' tests read them.
function rowText(row, value, host) {
  if (row.kind === 'choice') {
    if (host === 'lively') return row.values[Number(value)] ?? null;
    return row.values.includes(String(value)) ? String(value) : null;
  }
  if (row.kind === 'number') {
    const number = Number(value);
    return Number.isFinite(number) ? String(Math.round(number * 100) / 100) : null;
  }
  return String(value ?? '').trim();
}

// A host's property, by its key; kept until the rows are known, then applied with the others.
function setProperty(key, value, host) {
  if (!wallpaper.rows.length) { wallpaper.pending.push([key, value, host]); return; }
  const row = wallpaper.rows.find((r) => r.key === key);
  if (!row) return;  // a key of the host's own
  const text = rowText(row, value, host);
  if (text === null) return;
  wallpaper.values[row.name] = text;
  clearTimeout(wallpaper.applyTimer);
  wallpaper.applyTimer = setTimeout(apply, kApplyDelayMs);
}

// The page's link from the rows: the automatic camera, no page controls, each linked row that
// says something ("" is the row's default).
function linkOf() {
  const items = ['camera-mode=automatic', 'ui=0'];
  for (const row of wallpaper.rows) {
    const text = wallpaper.values[row.name];
    if (row.inLink && text) items.push(`${row.name}=${encodeURIComponent(text)}`);
  }
  return '#' + items.join('&');
}

// The city the values say, grown again only when they say another. A value the row refuses (a
// seed that is none) is said in one line and the city before it stays: the values go back to
// the last that were good (the rows' defaults at first), and no city is grown for the link
// refused (the program reads the link without growing one: linkProblem).
function apply() {
  if (!wallpaper.module) return;
  let link = linkOf();
  const problem = wallpaper.module.linkProblem(link);
  if (problem) {
    wallpaper.values = { ...wallpaper.good };
    link = linkOf();
  } else {
    wallpaper.good = { ...wallpaper.values };
  }
  if (link !== wallpaper.link) {
    if (wallpaper.viewer) wallpaper.viewer.delete();  // its GL objects and context go first
    wallpaper.viewer = new wallpaper.module.PageViewer('#canvas', link);
    wallpaper.link = link;
  }
  showProblem(problem);
  run();
}

function capFps() {
  const own = Number(wallpaper.values['max-fps']) || 0;
  return wallpaper.hostFps > 0 && (own === 0 || wallpaper.hostFps < own) ? wallpaper.hostFps : own;
}

const paused = () => wallpaper.hostPaused || document.hidden;

// One frame when the cap allows; the loop ends while paused and starts again with run().
function frame(now) {
  if (paused() || !wallpaper.viewer) { wallpaper.looping = false; return; }
  requestAnimationFrame(frame);
  const cap = capFps();
  const elapsed = now - wallpaper.drawnAt;
  if (cap > 0 && elapsed + 2 < 1000 / cap) return;  // 2 ms: a 60 Hz display's frames come a little early
  const canvas = document.getElementById('canvas');
  const ratio = (window.devicePixelRatio || 1) * (wallpaper.viewer.scale() || 1);
  const width = Math.max(1, Math.round(canvas.clientWidth * ratio));
  const height = Math.max(1, Math.round(canvas.clientHeight * ratio));
  if (canvas.width !== width || canvas.height !== height) { canvas.width = width; canvas.height = height; }
  // The time since the last frame drawn (the core caps a step at 200 ms); after a pause, since
  // run() started the loop again.
  wallpaper.viewer.frame(wallpaper.frames === 0 ? 0 : elapsed, width, height, 0, width, height);  // no pictures taken
  wallpaper.viewer.events();  // what only a page with controls does: none here
  wallpaper.drawnAt = now;
  wallpaper.frames++;
  wallpaper.ready = true;
}
function run() {
  if (wallpaper.looping || paused() || !wallpaper.viewer) return;
  wallpaper.looping = true;
  wallpaper.drawnAt = performance.now();  // a resumed flight goes on from where it stopped
  requestAnimationFrame(frame);
}

// Wallpaper Engine: its user properties ({key: {value}}, only those that changed), its own frame
// limit (applyGeneralProperties' fps) and its pause.
window.wallpaperPropertyListener = {
  applyUserProperties(properties) {
    for (const [key, property] of Object.entries(properties)) {
      if (property && 'value' in property) setProperty(key, property.value, 'wallpaper-engine');
    }
  },
  applyGeneralProperties(properties) {
    if (properties && 'fps' in properties) wallpaper.hostFps = Math.max(0, Number(properties.fps) || 0);
  },
  setPaused(isPaused) {
    wallpaper.hostPaused = Boolean(isPaused);
    run();
  },
};

// Lively: a property by its key (a list's index), and its pause (LivelyInfo.json's
// "--pause-event true"), a JSON text {"IsPaused": true}.
window.livelyPropertyListener = (key, value) => setProperty(key, value, 'lively');
window.livelyWallpaperPlaybackChanged = (data) => {
  try {
    const state = typeof data === 'string' ? JSON.parse(data) : data;
    if (typeof state?.IsPaused === 'boolean') wallpaper.hostPaused = state.IsPaused;
  } catch {
    return;  // not Lively's
  }
  run();
};

// Any other host, or a browser tab: nothing drawn while the page is hidden.
document.addEventListener('visibilitychange', run);

// zcity.js, after this script in the page, defines createZcity.
const scriptsRun = new Promise((done) => {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', done);
  else done();
});

async function start() {
  await scriptsRun;
  if (!document.getElementById('canvas').getContext('webgl2', { alpha: false, antialias: false, depth: true,
                                                                 stencil: false, preserveDrawingBuffer: false })) {
    showProblem('zcity: this wallpaper host has no WebGL 2, which zcity draws with');
    return;
  }
  const module = await createZcity();
  wallpaper.rows = module.wallpaperRows();
  for (const row of wallpaper.rows) wallpaper.values[row.name] = row.byDefault;
  wallpaper.good = { ...wallpaper.values };
  wallpaper.module = module;
  for (const [key, value, host] of wallpaper.pending.splice(0)) setProperty(key, value, host);
  apply();
}

start().catch((error) => showProblem('zcity: the wallpaper could not start: ' + error));
