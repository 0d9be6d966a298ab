// The web wallpaper (scripts/web.sh --wallpaper) as Lively and Wallpaper Engine load it: its ZIP
// unpacked into a folder and opened from disk (file://, no server, so no SharedArrayBuffer) in
// headless chromium, its hosts' files checked against the program's own rows, and their callbacks
// called as the hosts call them: properties, Wallpaper Engine's frame limit, both pauses, the page
// hidden. It must draw, follow what it is told, stop while paused and take no input.
//   node --test tests/wallpaper/   (ZCITY_WALLPAPER: the ZIP, default build-wallpaper/zcity-wallpaper.zip)
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { readPng } from '../web/png.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const zip = path.resolve(root, process.env.ZCITY_WALLPAPER || 'build-wallpaper/zcity-wallpaper.zip');
const missing = !existsSync(zip) ? `no web wallpaper at ${zip} (scripts/web.sh --wallpaper)`
              : !existsSync(process.env.CHROMIUM || '/usr/bin/chromium') ? 'no chromium (scripts/install-deps.sh --browser)'
              : !existsSync('/usr/bin/unzip') ? 'no unzip (scripts/install-deps.sh --browser)'
              : !existsSync(path.join(root, 'tests/web/node_modules/puppeteer-core'))
              ? 'no puppeteer-core (scripts/install-deps.sh --browser)' : '';
if (missing && process.env.CI) throw new Error(`CI must run the wallpaper's tests, and there is ${missing}`);
const options = missing ? { skip: missing } : {};
const { launchBrowser } = missing ? {} : await import('../web/browser.mjs');

let folder, browser;
before(async () => {
  if (missing) return;
  folder = mkdtempSync(path.join(tmpdir(), 'zcity-wallpaper-'));
  execFileSync('unzip', ['-q', zip, '-d', folder]);
  browser = await launchBrowser();
});
after(async () => {
  if (browser) await browser.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

const json = (name) => JSON.parse(readFileSync(path.join(folder, name), 'utf8'));

// The wallpaper opened from its folder, drawn a few frames.
async function open({ width = 480, height = 270 } = {}) {
  const page = await browser.newPage();
  page.errors = [];
  page.on('console', (message) => { if (message.type() === 'error') page.errors.push(message.text()); });
  page.on('pageerror', (error) => page.errors.push(String(error)));
  await page.setViewport({ width, height, deviceScaleFactor: 1 });
  await page.goto(pathToFileURL(path.join(folder, 'index.html')).href);
  await page.waitForFunction('window.zcityWallpaper && (zcityWallpaper.frames > 3 || zcityWallpaper.problem)',
                             { timeout: 120000 });
  return page;
}
const state = (page) => page.evaluate(() => ({
  frames: zcityWallpaper.frames, link: zcityWallpaper.link, problem: zcityWallpaper.problem,
  debug: zcityWallpaper.viewer.debugState(), fragment: zcityWallpaper.viewer.fragment(),
}));
const wait = (ms) => new Promise((done) => setTimeout(done, ms));
// Frames drawn in `ms` of the page's own time.
const framesIn = (page, ms) => page.evaluate((span) => new Promise((done) => {
  const first = zcityWallpaper.frames;
  setTimeout(() => done(zcityWallpaper.frames - first), span);
}), ms);
// Waits until the wallpaper's link says `text` (a property applied, its city grown).
const linkSays = (page, text) => page.waitForFunction((t) => (zcityWallpaper.link || '').includes(t), { timeout: 60000 }, text);

test('the ZIP holds Lively\'s and Wallpaper Engine\'s files, their properties the program\'s rows', options, async () => {
  const info = json('LivelyInfo.json');
  assert.equal(info.Type, 1);  // a web page
  assert.equal(info.FileName, 'index.html');
  assert.equal(info.IsAbsolutePath, false);
  assert.match(info.Arguments, /--pause-event true/);
  const project = json('project.json');
  assert.equal(project.type, 'web');
  assert.equal(project.file, 'index.html');
  for (const name of ['index.html', 'wallpaper.js', 'zcity.js', info.Thumbnail, project.preview]) {
    assert.ok(existsSync(path.join(folder, name)), name);
  }
  assert.ok(!existsSync(path.join(folder, 'zcity.wasm')), 'the WebAssembly is inside zcity.js');

  const page = await open();
  const rows = await page.evaluate(() => zcityWallpaper.rows);
  await page.close();
  const lively = json('LivelyProperties.json');
  const engine = project.general.properties;
  assert.deepEqual(Object.keys(lively), rows.map((r) => r.key));
  assert.deepEqual(Object.keys(engine), rows.map((r) => r.key));
  assert.deepEqual(rows.map((r) => r.name).sort(), ['look', 'max-fps', 'preset', 'scale', 'scene', 'seed', 'time']);
  for (const row of rows) {
    const l = lively[row.key], e = engine[row.key];
    assert.equal(l.text, row.label);
    assert.equal(e.text, row.label);
    if (row.kind === 'choice') {
      assert.equal(l.type, 'dropdown');
      assert.deepEqual(l.items, row.labels);
      assert.equal(e.type, 'combo');
      assert.deepEqual(e.options.map((o) => o.value), row.values);
      assert.equal(e.value, row.values[0]);
    } else if (row.kind === 'number') {
      assert.equal(l.type, 'slider');
      assert.equal(e.type, 'slider');
      for (const p of [l, e]) assert.deepEqual([p.min, p.max, p.value], [row.low, row.high, Number(row.byDefault)]);
    } else {
      assert.equal(l.type, 'textbox');
      assert.equal(e.type, 'textinput');
    }
  }
});

test('opened from its folder it draws Pixel City, flown by the automatic camera, at its cap', options, async () => {
  const page = await open();
  const first = await state(page);
  assert.deepEqual(page.errors, []);
  assert.equal(first.problem, '');
  assert.match(first.link, /camera-mode=automatic/);
  assert.match(first.link, /scene=pixelcity/);
  assert.match(first.debug, /scene=pixelcity/);
  const shot = readPng(await page.screenshot({ type: 'png' }));
  let lit = 0;
  for (let k = 0; k < shot.rgba.length; k += 4) if (shot.rgba[k] + shot.rgba[k + 1] + shot.rgba[k + 2] > 150) lit++;
  assert.ok(lit > shot.width * shot.height / 200, `lit pixels ${lit}: the night city is drawn`);
  // The camera moves by itself; 30 frames a second at most (the row's default cap).
  const drawn = await framesIn(page, 2000);
  assert.ok(drawn > 0 && drawn <= 2 * 30 + 3, `${drawn} frames in 2 s`);
  assert.notEqual((await state(page)).debug, first.debug);
  // A person's keys and mouse are the desktop's, not the wallpaper's: the camera stays automatic.
  await page.mouse.move(200, 100);
  await page.mouse.down();
  await page.mouse.move(300, 150);
  await page.mouse.up();
  await page.keyboard.press('KeyF');
  await page.keyboard.press('KeyV');
  const later = await state(page);
  assert.match(later.fragment, /camera-mode=automatic/);
  assert.match(later.debug, /scene=pixelcity/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('Wallpaper Engine\'s properties, frame limit and pause, called as it calls them', options, async () => {
  const page = await open();
  await page.evaluate(() => {
    window.wallpaperPropertyListener.applyGeneralProperties({ fps: 60 });
    window.wallpaperPropertyListener.applyUserProperties({ scene: { type: 'combo', value: 'redux' },
                                                            seed: { type: 'textinput', value: '42' },
                                                            maxfps: { type: 'slider', value: 10 },
                                                            schemecolor: { value: '0 0 0' } });
  });
  await linkSays(page, 'scene=redux');
  let s = await state(page);
  assert.match(s.link, /seed=42/);
  assert.match(s.debug, /scene=redux/);
  assert.match(s.debug, /seed=0x0000002A/i);
  let drawn = await framesIn(page, 2000);
  assert.ok(drawn > 0 && drawn <= 2 * 10 + 2, `${drawn} frames in 2 s at a cap of 10`);
  await page.evaluate(() => window.wallpaperPropertyListener.applyGeneralProperties({ fps: 4 }));  // its own limit, lower
  drawn = await framesIn(page, 2000);
  assert.ok(drawn > 0 && drawn <= 2 * 4 + 2, `${drawn} frames in 2 s at Wallpaper Engine's 4`);
  await page.evaluate(() => window.wallpaperPropertyListener.setPaused(true));
  await wait(300);
  assert.equal(await framesIn(page, 1500), 0, 'paused: no frame');
  await page.evaluate(() => window.wallpaperPropertyListener.setPaused(false));
  assert.ok(await framesIn(page, 1500) > 0, 'resumed');
  // A seed that is none: said in one line over the city before it, which goes on drawing; the
  // next good one clears it.
  await page.evaluate(() => window.wallpaperPropertyListener.applyUserProperties({ seed: { value: 'banana' } }));
  await page.waitForFunction(() => zcityWallpaper.problem !== '', { timeout: 60000 });
  s = await state(page);
  assert.match(s.problem, /seed.*banana|banana.*seed/);
  assert.match(s.link, /seed=42/);
  assert.match(s.debug, /scene=redux/);
  assert.ok(await framesIn(page, 1000) > 0);
  await page.evaluate(() => window.wallpaperPropertyListener.applyUserProperties({ seed: { value: '7' } }));
  await linkSays(page, 'seed=7');
  assert.equal((await state(page)).problem, '');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('Lively\'s properties (a list by its index) and its pause event; nothing drawn while hidden', options, async () => {
  const page = await open();
  const rows = await page.evaluate(() => zcityWallpaper.rows);
  const scene = rows.find((r) => r.name === 'scene');
  const look = rows.find((r) => r.name === 'look');
  await page.evaluate((sceneIndex, lookIndex) => {
    window.livelyPropertyListener('scene', sceneIndex);
    window.livelyPropertyListener('look', lookIndex);
    window.livelyPropertyListener('maxfps', 20);
  }, scene.values.indexOf('tidied'), look.values.indexOf('wireframe'));
  await linkSays(page, 'scene=tidied');
  const s = await state(page);
  assert.match(s.link, /look=wireframe/);
  assert.match(s.debug, /scene=tidied/);
  const drawn = await framesIn(page, 2000);
  assert.ok(drawn > 0 && drawn <= 2 * 20 + 3, `${drawn} frames in 2 s at a cap of 20`);
  await page.evaluate(() => window.livelyWallpaperPlaybackChanged('{"IsPaused":true}'));
  await wait(300);
  assert.equal(await framesIn(page, 1500), 0, 'paused by Lively: no frame');
  await page.evaluate(() => window.livelyWallpaperPlaybackChanged('{"IsPaused":false}'));
  assert.ok(await framesIn(page, 1500) > 0, 'resumed by Lively');
  // Hidden (a host that hides its browser, a tab behind another): no frame, then on at once.
  await page.evaluate(() => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await wait(300);
  assert.equal(await framesIn(page, 1500), 0, 'hidden: no frame');
  await page.evaluate(() => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => false });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  assert.ok(await framesIn(page, 1500) > 0, 'shown again');
  assert.deepEqual(page.errors, []);
  await page.close();
});
