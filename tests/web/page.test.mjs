// The page in a real browser (headless chromium, SwiftShader's WebGL 2), held against the native
// program: the same titles and counts, the same box lists (hashes: the determinism check on
// wasm32), the same start picture; keys, mouse, touch, the seed box, the link and a saved
// picture driven as a person would; a bad link and a browser without WebGL 2 each say so.
//   node --test tests/web/     (ZCITY_PAGE: the built page, default build-web/;
//                               ZCITY_BIN: the native zcity, default build/app/zcity)
// Skipped, with a message, where the page or the native program is not built.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';

import { differingShare, pngText, readPng } from './png.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const pageDir = path.resolve(root, process.env.ZCITY_PAGE || 'build-web');
const zcity = path.resolve(root, process.env.ZCITY_BIN || 'build/app/zcity');
const missing = !existsSync(path.join(pageDir, 'zcity.wasm')) ? `no page in ${pageDir} (scripts/web.sh --build-only)`
              : !existsSync(zcity) ? `no native zcity at ${zcity}` : !existsSync(process.env.CHROMIUM || '/usr/bin/chromium')
              ? 'no chromium (scripts/install-deps.sh --browser)'
              : !existsSync(path.join(here, 'node_modules', 'puppeteer-core')) ? 'no puppeteer-core (scripts/install-deps.sh --browser)'
              : '';
// browser.mjs needs puppeteer-core: loaded only where the tests run.
const { frames, launchBrowser, openPage, servePage, viewerState } = missing ? {} : await import('./browser.mjs');
// In CI nothing may pass without running (.ci/run installs all of it): a missing piece fails the
// file, naming it; elsewhere the tests skip and say why.
if (missing && process.env.CI) throw new Error(`CI must run the page's tests, and there is ${missing}`);
const options = missing ? { skip: missing } : {};

// The native program, headless and with no display, as the tests' other side.
const headless = { ...process.env, SDL_VIDEODRIVER: 'offscreen', DISPLAY: '', WAYLAND_DISPLAY: '' };
function native(...args) {
  return execFileSync(zcity, args, { env: headless, maxBuffer: 1 << 30 });
}
const sha256 = (data) => createHash('sha256').update(data).digest('hex');

let site, browser;
before(async () => {
  if (missing) return;
  site = await servePage(pageDir);
  browser = await launchBrowser();
});
after(async () => {
  if (browser) await browser.close();
  if (site) await site.close();
});

async function open(fragment, size) {
  const page = await openPage(browser, site.url, fragment, size);
  await frames(page, 2);
  return page;
}

test('the page loads with no console error and the originals\' title', options, async () => {
  for (const [fragment, line] of [['', 'City: 213 buildings, 656 cubes'], ['#scene=t2', 'City: 216 buildings, 597 cubes']]) {
    const page = await open(fragment);
    await page.waitForFunction((l) => document.title.startsWith(l), { timeout: 5000 }, line);
    assert.deepEqual(page.errors, []);
    assert.equal(await page.evaluate(() => zcityPage.problem), '');
    await page.close();
  }
});

test('Pixel City and Redux count what native --stats counts', options, async () => {
  for (const scene of ['pixelcity', 'redux']) {
    for (const seed of ['0xA749F86C', '1', '42']) {
      const line = native('--stats', '--scene', scene, '--seed', seed).toString().trim();
      const page = await open(`#scene=${scene}&seed=${seed}&ui=0`, { width: 320, height: 180 });
      await page.waitForFunction((l) => document.title.startsWith(l + ' - '), { timeout: 5000 }, line);
      assert.deepEqual(page.errors, []);
      await page.close();
    }
  }
});

test('the box lists grown in the page hash as the native ones (wasm32 against x86-64)', options, async () => {
  const page = await open('#ui=0', { width: 160, height: 90 });
  const cases = [['seed=42', ['--seed', '42']], ['seed=0xDEADBEEF&scene=t2', ['--seed', '0xDEADBEEF', '--scene', 't2']],
                 ['grid=3', ['--grid', '3']], ['grid=3&scene=t2&seed=7', ['--grid', '3', '--scene', 't2', '--seed', '7']],
                 ['scene=pixelcity&seed=3', ['--scene', 'pixelcity', '--seed', '3']],
                 ['scene=redux&seed=0xA749F86C', ['--scene', 'redux', '--seed', '0xA749F86C']]];
  for (const [fragment, args] of cases) {
    const inPage = await page.evaluate((f) => zcityPage.module.dumpLink(f), fragment);
    assert.ok(inPage.length > 1000, `${fragment}: ${inPage.slice(0, 200)}`);
    assert.equal(sha256(inPage), sha256(native('--dump-boxes', '-', ...args)), fragment);
  }
  await page.close();
});

test('the start view with ui=0 is the native --screenshot of the same pose and size', options, async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'zcity-page-'));
  try {
    for (const [fragment, args] of [['', []], ['scene=t2&seed=5', ['--scene', 't2', '--seed', '5']],
                                    ['scene=terrain&terrain=fixed', ['--scene', 'terrain', '--terrain', 'fixed']],
                                    // the clock's noon: the sun's shadows where the sun stands (no cars by day);
                                    // scale=1 holds the page's resolution, which slow frames (the shadow map
                                    // in SwiftShader, on a busy machine) would otherwise lower
                                    ['scene=pixelcity&seed=6&time=2026-06-21T13:30%2B02:00&place=48.85,2.35&scale=1',
                                     ['--scene', 'pixelcity', '--seed', '6', '--time', '2026-06-21T13:30+02:00', '--place', '48.85,2.35']]]) {
      const page = await open(`#${fragment}&ui=0`, { width: 640, height: 360 });
      await page.evaluate(() => zcityPage.viewer.thrust(0));
      const shown = readPng(await page.screenshot({ type: 'png' }));
      await page.close();
      const file = path.join(dir, 'native.png');
      native('--screenshot', file, '--size', '640x360', ...args);
      const share = differingShare(shown, readPng(readFileSync(file)), 8);
      assert.ok(share <= 0.01, `${fragment || 'tidied'}: ${(share * 100).toFixed(3)}% of pixels off by more than 8 levels`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the page\'s time=now is the browser\'s clock in the browser\'s time zone', options, async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'zcity-page-'));
  try {
    // The browser in Paris, its clock at 11:30 UTC on 21 June 2026: 13:30 there, a day with the sun's shadows.
    // The clock stands still: time=now follows it as it runs, and the seconds a busy machine takes to
    // open the page moved the sun enough to shift the shadow map's edges (1.02% off in CI, 0.62% still).
    // No place: the sun is seen from where the browser's offset (+02:00) puts it, as native
    // --time 13:30+02:00 puts it, so a page that took UTC for its zone would draw other shadows.
    const instant = Date.UTC(2026, 5, 21, 11, 30);
    const before = async (p) => {
      await p.emulateTimezone('Europe/Paris');
      await p.evaluateOnNewDocument((t) => {
        Date.now = () => t;
      }, instant);
    };
    const page = await open('#scene=pixelcity&seed=6&time=now&scale=1&ui=0', { width: 640, height: 360, before });
    await page.evaluate(() => zcityPage.viewer.thrust(0));
    const shown = readPng(await page.screenshot({ type: 'png' }));
    await page.close();
    const file = path.join(dir, 'native.png');
    native('--screenshot', file, '--size', '640x360', '--scene', 'pixelcity', '--seed', '6',
           '--time', '2026-06-21T13:30+02:00');
    const share = differingShare(shown, readPng(readFileSync(file)), 8);
    assert.ok(share <= 0.01, `time=now at 13:30 in Paris: ${(share * 100).toFixed(3)}% of pixels off by more than 8 levels`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('keys, the mouse, touch, the help, the seed box and the link drive the page', options, async () => {
  const page = await open('');
  const start = await viewerState(page);

  await page.keyboard.down('KeyW');  // the keyboard flight: W moves the eye forwards
  await new Promise((done) => setTimeout(done, 600));
  await page.keyboard.up('KeyW');
  const flown = await viewerState(page);
  const moved = Math.hypot(flown.x - start.x, flown.y - start.y, flown.z - start.z);
  assert.ok(moved > 3 && moved < 60, `W moved the eye ${moved} units`);

  // The canvas is the whole page: the mouse merely over it, on the way to the bar too, does not
  // turn (one move to the centre turned it 128 degrees).
  await page.mouse.move(320, 180);
  await page.mouse.move(370, 180, { steps: 5 });
  await page.mouse.move(30, 12, { steps: 5 });
  await frames(page, 2);
  const hovered = await viewerState(page);
  assert.deepEqual([hovered.yaw, hovered.pitch], [flown.yaw, flown.pitch], 'a hover turned the view');

  await page.mouse.move(320, 180);
  await page.mouse.down();  // a drag turns, and the left button flies forwards while held
  await page.mouse.move(370, 180, { steps: 5 });
  await new Promise((done) => setTimeout(done, 400));
  await page.mouse.up();
  const flownByButton = await viewerState(page);
  assert.ok(Math.abs(flownByButton.yaw - flown.yaw) > 5, `the drag turned the yaw from ${flown.yaw} to ${flownByButton.yaw}`);
  assert.notEqual(flownByButton.x + flownByButton.z, flown.x + flown.z);

  await page.touchscreen.touchStart(300, 200);  // a finger dragged turns; the pad flies, not the finger
  await page.touchscreen.touchMove(340, 200);
  await new Promise((done) => setTimeout(done, 300));
  await page.touchscreen.touchEnd();
  const touched = await viewerState(page);
  assert.notEqual(touched.yaw, flownByButton.yaw);
  assert.equal(touched.thrust, '0');
  assert.deepEqual([touched.x, touched.z], [flownByButton.x, flownByButton.z], 'a finger flew');

  assert.equal(await page.$eval('#help', (e) => e.hidden), true);
  await page.keyboard.press('F1');
  await page.waitForFunction(() => !document.getElementById('help').hidden, { timeout: 5000 });
  const helpText = await page.$eval('#help', (e) => e.textContent);
  const nativeHelp = native('--help').toString();
  for (const key of ['F1 or H', 'PageUp or =', 'Enter']) {
    assert.ok(helpText.includes(key) && nativeHelp.includes(key), `the help lists ${key}, as --help does`);
  }
  // The same rows, in the page's words where the page differs: it cannot quit or save in a folder.
  assert.ok(helpText.includes('download the view') && !helpText.includes('working folder'), helpText);
  assert.ok(helpText.includes('mouse, dragged') && !helpText.includes('borderless'), helpText);
  await frames(page, 3);
  const [helpBox, statusBox, barBox] = await page.evaluate(() => ['help', 'status', 'bar'].map((id) => {
    const r = document.getElementById(id).getBoundingClientRect();
    return { top: r.top, bottom: r.bottom };
  }));
  assert.ok(helpBox.bottom <= statusBox.top || statusBox.bottom === statusBox.top, 'the help ends above the status line');
  assert.ok(helpBox.top >= barBox.bottom, 'the help starts under the bar, its Help button in reach');

  await page.keyboard.press('Enter');  // the seed box, as the window's Enter opens it
  await page.waitForFunction(() => document.activeElement === document.getElementById('seed'), { timeout: 5000 });
  await page.keyboard.type('0x2A');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => zcityPage.viewer.debugState().includes('seed=0x0000002A'), { timeout: 10000 });
  const title = native('--stats', '--seed', '42').toString().trim();
  await page.waitForFunction((t) => document.title.startsWith(t), { timeout: 5000 }, title);

  await page.waitForFunction(() => location.hash.includes('seed=0x0000002A'), { timeout: 5000 });
  const state = await viewerState(page);
  const camera = decodeURIComponent(await page.evaluate(() => location.hash)).match(/camera=([^&]*)/)[1].split(',');
  assert.ok(Math.abs(camera[0] - state.x) < 1 && Math.abs(camera[3] - state.yaw) < 1, `the link's camera ${camera}`);
  assert.deepEqual(page.errors, []);
  await page.close();
});

// A phone: 390 x 844 CSS pixels at 3 device pixels each, touch only, or turned on its side.
const phone = { width: 390, height: 844, deviceScaleFactor: 3, isMobile: true, hasTouch: true, isLandscape: false };
async function openPhone(fragment, viewport = phone) {
  const page = await browser.newPage();
  page.errors = [];
  page.on('console', (message) => { if (message.type() === 'error') page.errors.push(message.text()); });
  page.on('pageerror', (error) => page.errors.push(String(error)));
  await page.emulate({ viewport, userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile' });
  await page.goto(site.url + fragment);
  await page.waitForFunction('window.zcityPage && zcityPage.ready', { timeout: 120000 });
  await frames(page, 2);
  return page;
}
const boxOf = (page, selector) => page.$eval(selector, (e) => {
  const r = e.getBoundingClientRect();
  return { left: r.left, right: r.right, top: r.top, bottom: r.bottom, shown: e.offsetParent !== null };
});
// Holds a finger on an element for `ms`.
async function hold(page, selector, ms) {
  const box = await boxOf(page, selector);
  const finger = await page.touchscreen.touchStart((box.left + box.right) / 2, (box.top + box.bottom) / 2);
  await new Promise((done) => setTimeout(done, ms));
  await finger.end();
}

test('on a phone every action is a tap: the help opens and closes by touch, its rows and the pad do what they say',
     options, async () => {
  const page = await openPhone('#seed=0x2A');
  assert.equal(await page.evaluate(() => document.body.classList.contains('touch')), true);
  // The bar is one line inside the screen; the pad is shown; Lock pointer (no pointer) is not.
  const bar = await page.$$eval('#bar > *', (items) => items.filter((e) => e.offsetParent).map((e) => {
    const r = e.getBoundingClientRect();
    return { id: e.id, top: r.top, right: r.right };
  }));
  assert.deepEqual(bar.map((e) => e.id), ['about', 'seed', 'grow', 'random', 'help-button']);
  assert.ok(bar.every((e) => Math.abs(e.top - bar[0].top) < 4 && e.right <= phone.width), JSON.stringify(bar));
  assert.equal((await boxOf(page, '#pad')).shown, true);
  assert.equal((await boxOf(page, '#lock')).shown, false);

  // Help opens by a tap, fits the screen under the bar, keeps its button uncovered, closes by a tap.
  await page.tap('#help-button');
  await page.waitForFunction(() => !document.getElementById('help').hidden, { timeout: 5000 });
  const help = await boxOf(page, '#help'), button = await boxOf(page, '#help-button');
  assert.ok(help.right <= phone.width && help.top >= button.bottom, JSON.stringify(help));
  await page.tap('#help-close');
  await page.waitForFunction(() => document.getElementById('help').hidden, { timeout: 5000 });
  await page.tap('#help-button');
  await page.waitForFunction(() => !document.getElementById('help').hidden, { timeout: 5000 });
  await page.touchscreen.tap(60, phone.height - 120);  // the city beside the help
  await page.waitForFunction(() => document.getElementById('help').hidden, { timeout: 5000 });

  // Each row a tap: it does what its row says and closes the help.
  const tapRow = async (key) => {
    if (await page.$eval('#help', (e) => e.hidden)) await page.tap('#help-button');
    await page.waitForFunction(() => !document.getElementById('help').hidden, { timeout: 5000 });
    await page.tap(`#help tr[data-press="${key}"]`);
    await page.waitForFunction(() => document.getElementById('help').hidden, { timeout: 5000 });
    return viewerState(page);
  };
  const pressable = await page.$$eval('#help tr.action', (rows) => rows.map((r) => r.dataset.press));
  assert.ok(pressable.length >= 20 && !pressable.includes('Escape'), pressable.join(' '));
  assert.equal((await tapRow('V')).scene, 't2', 'V: the next scene');
  assert.equal((await tapRow('O')).auto, '1', 'O: the automatic camera');
  assert.equal((await tapRow('B')).auto, '1', 'B: its next mode');
  assert.equal((await tapRow('O')).auto, '0');
  assert.equal((await tapRow('F3')).status, '0', 'F3: the status line');
  assert.equal((await tapRow('F3')).status, '1');
  assert.equal((await tapRow('Y')).palette, 'ega', 'Y: the next palette');
  const look = (await viewerState(page)).look;
  assert.notEqual((await tapRow('G')).look, look, 'a look\'s row');
  await tapRow('F12');
  await page.waitForFunction(() => zcityPage.lastPicture, { timeout: 20000 });
  await tapRow('Return');  // the seed box, to type in
  assert.equal(await page.evaluate(() => document.activeElement.id), 'seed');
  await page.evaluate(() => document.activeElement.blur());

  // The pad flies while held: forwards at the walking pace's 30 units a second, then up.
  const start = await viewerState(page);
  await hold(page, '#pad-forwards', 1000);
  const forwards = await viewerState(page);
  const moved = Math.hypot(forwards.x - start.x, forwards.z - start.z);
  assert.ok(moved > 10 && moved < 80, `the pad flew ${moved} units`);
  await hold(page, '#pad-up', 600);
  const up = await viewerState(page);
  assert.ok(up.y - forwards.y > 5, `up: ${forwards.y} to ${up.y}`);
  assert.equal(up.thrust, '0');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the narrowest phone the docs promise, 360 px: the bar on one line, the help and the pad inside', options, async () => {
  const narrow = { ...phone, width: 360, height: 740 };
  const page = await openPhone('#seed=0x2A', narrow);
  const bar = await page.$$eval('#bar > *', (items) => items.filter((e) => e.offsetParent).map((e) => {
    const r = e.getBoundingClientRect();
    return { id: e.id, top: r.top, left: r.left, right: r.right };
  }));
  assert.ok(bar.length >= 4, JSON.stringify(bar));
  assert.ok(bar.every((e) => Math.abs(e.top - bar[0].top) < 4 && e.left >= 0 && e.right <= narrow.width), JSON.stringify(bar));
  const pad = await boxOf(page, '#pad');
  assert.ok(pad.shown && pad.right <= narrow.width && pad.bottom <= narrow.height, JSON.stringify(pad));
  await page.tap('#help-button');
  await page.waitForFunction(() => !document.getElementById('help').hidden, { timeout: 5000 });
  const help = await boxOf(page, '#help');
  assert.ok(help.left >= 0 && help.right <= narrow.width, JSON.stringify(help));
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a phone on its side fits too, and slow frames draw fewer pixels and say so', options, async () => {
  const side = { ...phone, width: 844, height: 390, isLandscape: true };
  const page = await openPhone('#scene=pixelcity', side);
  const [bar, pad, status] = [await boxOf(page, '#bar'), await boxOf(page, '#pad'), await boxOf(page, '#status')];
  assert.ok(bar.bottom < 60 && pad.shown && pad.bottom <= side.height && status.right <= pad.left,
            JSON.stringify({ bar, pad, status }));
  // SwiftShader draws 2532 x 1170 pixels far under 20 fps: the page steps down within seconds.
  await page.waitForFunction((full) => document.getElementById('canvas').width < full, { timeout: 40000, polling: 200 },
                             side.width * 3);
  await page.waitForFunction(() => /drawn at \d+%: frames were slow/.test(document.getElementById('status').textContent),
                             { timeout: 5000 });
  await page.close();
  // scale= in the link holds the resolution, and the link keeps it.
  const fixed = await openPhone('#scene=pixelcity&scale=0.5', side);
  await new Promise((done) => setTimeout(done, 3000));
  assert.equal(await fixed.evaluate(() => zcityPage.resolution.ratio()), 1.5);
  assert.equal(await fixed.evaluate(() => document.getElementById('canvas').width), side.width * 1.5);
  await fixed.waitForFunction(() => location.hash.includes('scale=0.5'), { timeout: 5000 });
  assert.deepEqual(fixed.errors, []);
  await fixed.close();
});

test('the page is installable: a manifest chromium finds nothing wrong with, and the default view as its icons',
     options, async () => {
  const page = await open('');
  const cdp = await page.createCDPSession();
  const manifest = await cdp.send('Page.getAppManifest');
  assert.deepEqual(manifest.errors, []);
  assert.deepEqual((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors, []);
  const data = JSON.parse(manifest.data);
  assert.equal(data.display, 'fullscreen');  // "add to home screen" opens the city full screen
  assert.equal(data.name, 'zcity');
  const dir = mkdtempSync(path.join(tmpdir(), 'zcity-icons-'));
  try {
    for (const icon of data.icons) {
      const bytes = Buffer.from(await page.evaluate(async (src) => [...new Uint8Array(await (await fetch(src)).arrayBuffer())],
                                                    icon.src));
      const shown = readPng(bytes);
      assert.equal(`${shown.width}x${shown.height}`, icon.sizes);
      // the icon is the program's own default view at that size (scripts/make-page-icons.sh)
      const file = path.join(dir, 'icon.png');
      native('--screenshot', file, '--size', icon.sizes);
      const share = differingShare(shown, readPng(readFileSync(file)), 8);
      assert.ok(share <= 0.01, `${icon.src}: ${(share * 100).toFixed(2)}% of pixels differ from the default view ` +
                               '(scripts/make-page-icons.sh draws them again)');
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the page says what it is, shows its loading, and hints once how to turn and fly', options, async () => {
  const context = await browser.createBrowserContext();  // a profile of its own: the hint not yet seen
  try {
    const page = await openPage(context, site.url, '');
    await frames(page, 2);
    const steps = await page.evaluate(() => zcityPage.loadingSteps);  // what the loading screen said
    assert.ok(steps.some((s) => /^Loading the program: \d/.test(s)), steps.join(' | '));
    assert.ok(steps.includes('Growing the city…'), steps.join(' | '));
    assert.equal(await page.$eval('#loading', (e) => e.hidden), true);
    assert.match(await page.$eval('#loading', (e) => e.textContent), /zcity\s+a whole city grown from one 32-bit seed/);
    const about = await page.$eval('#about', (e) => [e.textContent, e.href, e.title]);
    assert.deepEqual(about.slice(0, 2), ['zcity', 'https://github.com/zcity/zcity']);
    assert.match(await page.$eval('#help', (e) => e.textContent), /grown from one 32-bit seed[\s\S]*source[\s\S]*docs/);
    // The hint: shown once, gone at the first key.
    assert.equal(await page.$eval('#hint', (e) => e.hidden), false);
    assert.match(await page.$eval('#hint', (e) => e.textContent), /^Drag to look around/);
    await page.keyboard.press('F3');
    assert.equal(await page.$eval('#hint', (e) => e.hidden), true);
    assert.deepEqual(page.errors, []);
    await page.close();
    const again = await openPage(context, site.url, '');
    await frames(again, 2);
    assert.equal(await again.$eval('#hint', (e) => e.hidden), true, 'the hint shows once');
    await again.close();
  } finally {
    await context.close();
  }
});

test('a copied link reopens the view, and P saves the picture with its making, every pixel', options, async () => {
  // scale=0.5 draws half the pixels, as slow frames do on their own: the picture has them all.
  const page = await open('#seed=0x2A&scene=redux&camera=500,40,480,30,-10&look=no-bloom&palette=ega&scale=0.5');
  const state = await viewerState(page);
  assert.equal(state.scene, 'redux');
  assert.equal(state.palette, 'ega');
  assert.equal(Number(state.x), 500);
  assert.equal(Number(state.yaw), 30);
  assert.ok(!state.look.includes('bloom'));
  await page.keyboard.press('KeyP');
  await page.waitForFunction(() => zcityPage.lastPicture, { timeout: 10000 });
  const bytes = new Uint8Array(await page.evaluate(async () => [...new Uint8Array(await zcityPage.lastPicture.arrayBuffer())]));
  const text = pngText(bytes);
  assert.equal(text['zcity:seed'], '0x0000002A');
  assert.equal(text['zcity:scene'], 'redux');
  assert.match(text['zcity:command'], /^zcity --scene redux --seed 0x0000002A --camera 500,40,480,30,-10$/);
  const picture = readPng(bytes);
  assert.equal(await page.$eval('#canvas', (canvas) => canvas.width), 320);
  assert.equal(picture.width, 640);
  await page.close();
});

test('the settings panel, made from the window\'s table, sets looks, colours and lens, and the link keeps them; a preset link opens its own',
  options, async () => {
    // Under 800 px the bar has no room for it: the help's Settings button opens it there.
    const narrow = await open('#scene=pixelcity');
    await narrow.click('#help-button');
    await narrow.click('#help-settings');
    await narrow.waitForSelector('#settings:not([hidden])');
    assert.ok(await narrow.$eval('#help', (help) => help.hidden));
    await narrow.close();

    const page = await open('#scene=pixelcity', { width: 1024, height: 600 });
    await page.click('#settings-button');
    await page.waitForSelector('#settings:not([hidden])');
    const rows = await page.$$eval('#settings label', (labels) => labels.map((label) => label.dataset.setting));
    for (const name of ['preset', 'fog', 'bloom', 'modern', 'day', 'palette', 'sky', 'sign', 'fov', 'camera-mode', 'city-size']) {
      assert.ok(rows.includes(name), name);
    }
    await page.click('#settings label[data-setting=bloom] input');
    assert.ok(!(await viewerState(page)).look.split(',').includes('bloom'));
    await page.select('#settings label[data-setting=palette] select', 'ega');
    assert.equal((await viewerState(page)).palette, 'ega');
    await page.$eval('#settings label[data-setting=fov] input', (slider) => {
      slider.value = '45';
      slider.dispatchEvent(new Event('change'));
    });
    assert.equal((await viewerState(page)).fov, '45');
    // The sign's field has the keyboard: its letters type rather than toggle looks (M, I, X are
    // looks' keys), and Enter grows the city again with the sign; the link carries it.
    const looksBefore = (await viewerState(page)).look;
    await page.click('#settings label[data-setting=sign] input');
    await page.keyboard.type('ZCITY MIX');
    await page.keyboard.press('Enter');
    assert.equal((await viewerState(page)).look, looksBefore);
    await page.waitForFunction(() => /sign=ZCITY%20MIX/.test(location.hash), { timeout: 10000 });
    // A larger city is grown again, and the link carries its size.
    await page.select('#settings label[data-setting="city-size"] select', '2048');
    await page.waitForFunction(() => /city-size=2048/.test(location.hash), { timeout: 30000 });
    // The panel shows what a key changes while it is open.
    await page.focus('#canvas');
    await page.keyboard.press('KeyI');
    assert.ok((await viewerState(page)).look.split(',').includes('bloom'));
    assert.ok(await page.$eval('#settings label[data-setting=bloom] input', (box) => box.checked));
    // The link, written back each second, keeps what was set.
    await page.waitForFunction(() => /palette=ega/.test(location.hash) && /fov=45/.test(location.hash), { timeout: 10000 });
    await page.keyboard.press('F2');  // the page's own panel closes
    await page.waitForSelector('#settings[hidden]', { hidden: true });
    await page.close();

    const preset = await open('#scene=pixelcity&preset=day');
    const state = await viewerState(preset);
    assert.ok(state.look.split(',').includes('day') && state.look.split(',').includes('modern'), state.look);
    await preset.waitForFunction(() => /look=[^&]*day/.test(location.hash), { timeout: 10000 });
    await preset.close();
  });

test('every scene and both endless worlds run in the page', options, async () => {
  const page = await open('#ui=0', { width: 320, height: 180 });
  const scenes = [];
  for (let k = 0; k < 6; k++) {
    scenes.push((await viewerState(page)).scene);
    await page.keyboard.press('KeyV');
    await frames(page, 2);
  }
  assert.deepEqual(scenes, ['tidied', 't2', 'zterrain', 'terrain', 'pixelcity', 'redux']);
  assert.deepEqual(page.errors, []);
  await page.close();
  for (const fragment of ['#world=1', '#world=1&scene=pixelcity', '#world=1&scene=redux']) {
    const world = await open(fragment + '&ui=0', { width: 320, height: 180 });
    // "World: 7 cities, ..." or "Pixel City night: 3 cities, ...": cities grown on the workers, drawn
    await world.waitForFunction(() => /^(World|.* night): [1-9]\d* cities/.test(document.title), { timeout: 60000 });
    assert.deepEqual(world.errors, [], fragment);
    await world.close();
  }
});

test('a bad link says what the command line says, over the default city', options, async () => {
  for (const [fragment, args] of [['seed=99999999999', ['--seed', '99999999999']], ['scene=moon', ['--scene', 'moon']],
                                  ['camera=1,2,3', ['--camera', '1,2,3']]]) {
    const said = spawnSync(zcity, ['--stats', ...args], { env: headless }).stderr.toString().trim();
    const page = await open('#' + fragment);
    assert.equal(await page.$eval('#problem', (e) => (e.hidden ? '' : e.textContent)), said);
    await page.waitForFunction(() => document.title.startsWith('City: 213 buildings, 656 cubes'), { timeout: 5000 });
    await page.close();
  }
});

const banner = (page) => page.$eval('#problem', (e) => (e.hidden ? '' : e.textContent));

test('a link never breaks: decoded once, one short line over the default city, cleared by what comes next',
     options, async () => {
  const defaultCity = (page) => page.waitForFunction(() => document.title.startsWith('City: 213 buildings, 656 cubes'),
                                                     { timeout: 5000 });
  // A lone % threw URIError and drew nothing; %26 was decoded twice and opened Redux.
  for (const [fragment, args] of [['seed=%', ['--seed', '%']], ['look=fog%26scene=redux', ['--look', 'fog&scene=redux']]]) {
    const said = spawnSync(zcity, ['--stats', ...args], { env: headless }).stderr.toString().trim();
    const page = await open('#' + fragment);
    assert.equal(await banner(page), said, fragment);
    await defaultCity(page);
    assert.deepEqual(page.errors, [], fragment);
    // Said once: in the banner, not a second time over the picture.
    assert.ok(!(await page.$eval('#messages', (e) => e.textContent)).includes(said), fragment);
    await page.close();
  }
  // A 10 KB link and control characters: one short line, nothing raw.
  const huge = await open('#seed=' + '7'.repeat(10000) + '%1B%07');
  const line = await banner(huge);
  assert.ok(line.length <= 200 && line.endsWith('...'), `${line.length} characters`);
  await defaultCity(huge);
  await huge.close();
  const control = await open('#scene=%1B[2J%07');
  assert.match(await banner(control), /"\?\[2J\?"/);
  // The banner goes with the next good action: a good seed grown from the box...
  await control.focus('#seed');
  await control.$eval('#seed', (e) => { e.value = ''; });
  await control.keyboard.type('0x2A');
  await control.keyboard.press('Enter');
  await frames(control, 2);
  assert.equal(await banner(control), '');
  // ...a bad one says its own line, and the next key to the city clears it.
  await control.focus('#seed');
  await control.$eval('#seed', (e) => { e.value = ''; });
  await control.keyboard.type('0xZZ');
  await control.keyboard.press('Enter');
  assert.match(await banner(control), /"0xZZ" is not a seed/);
  await control.focus('#canvas');
  await control.keyboard.press('V');
  await frames(control, 2);
  assert.equal(await banner(control), '');
  assert.deepEqual(control.errors, []);
  await control.close();
});

test('opened from disk, the page says how to serve it', options, async () => {
  const page = await openPage(browser, 'file://' + path.join(pageDir, 'index.html'));
  assert.match(await banner(page), /opened from a file.*scripts\/web\.sh/);
  assert.ok(!page.errors.some((e) => /TypeError/.test(e)), page.errors.join('\n'));
  await page.close();
});

test('a browser without WebGL 2 is told so', options, async () => {
  const page = await openPage(browser, site.url, '', {
    before: (p) => p.evaluateOnNewDocument(() => {
      const getContext = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (kind, ...rest) {
        return kind === 'webgl2' ? null : getContext.call(this, kind, ...rest);
      };
    }),
  });
  assert.match(await page.$eval('#problem', (e) => e.textContent), /no WebGL 2/);
  await page.close();
});
