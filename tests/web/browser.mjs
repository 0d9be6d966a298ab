// browser.mjs — what the page's tests and benchmarks share: the built page served on 127.0.0.1
// with the headers its threads need, and Debian's chromium, headless, with SwiftShader's WebGL 2,
// driven through puppeteer-core (no browser download). Every page opened here records its
// console errors and uncaught exceptions.
//
//   const site = await servePage(dir);          // dir: the built page (build-web/)
//   const browser = await launchBrowser();
//   const page = await openPage(browser, site.url, '#scene=t2', { width: 640, height: 360 });
import { createReadStream, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';

import puppeteer from 'puppeteer-core';

const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.wasm': 'application/wasm',
                '.png': 'image/png', '.webmanifest': 'application/manifest+json' };

// The page's folder on a free port: GET of files inside it only, cross-origin isolated.
export async function servePage(dir) {
  const root = path.resolve(dir);
  const server = createServer((request, response) => {
    const name = decodeURIComponent(new URL(request.url, 'http://x').pathname);
    const file = path.join(root, name === '/' ? 'index.html' : name);
    if (request.method !== 'GET' || !file.startsWith(root + path.sep) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'Content-Type': types[path.extname(file)] || 'application/octet-stream',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Embedder-Policy': 'require-corp',
      'Cache-Control': 'no-store',
    });
    createReadStream(file).pipe(response);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}/`, close: () => new Promise((done) => server.close(done)) };
}

export async function launchBrowser() {
  const profile = mkdtempSync(path.join(tmpdir(), 'zcity-page-'));
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    headless: true,
    // SwiftShader draws WebGL 2 without a GPU; the rest keeps chromium off the network, which
    // this machine does not have.
    args: ['--headless=new', '--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader',
           '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update',
           '--disable-sync', '--hide-scrollbars', `--user-data-dir=${profile}`],
  });
  const close = browser.close.bind(browser);
  browser.close = async () => { await close(); rmSync(profile, { recursive: true, force: true }); };
  return browser;
}

// Opens the page at `fragment` and waits until its first frame is drawn (or it says why not).
// page.errors collects console errors and exceptions.
export async function openPage(browser, url, fragment = '', { width = 640, height = 360, before } = {}) {
  const page = await browser.newPage();
  page.errors = [];
  page.on('console', (message) => { if (message.type() === 'error') page.errors.push(message.text()); });
  page.on('pageerror', (error) => page.errors.push(String(error)));
  await page.setViewport({ width, height, deviceScaleFactor: 1 });
  if (before) await before(page);
  await page.goto(url + fragment);
  await page.waitForFunction('window.zcityPage && (zcityPage.ready || zcityPage.problem && !zcityPage.viewer)',
                             { timeout: 120000 });
  return page;
}

// Waits for `frames` more frames of the page's loop.
export function frames(page, count = 3) {
  return page.evaluate((n) => new Promise((done) => {
    const step = () => (n-- <= 0 ? done() : requestAnimationFrame(step));
    requestAnimationFrame(step);
  }), count);
}

// The page's viewer state, parsed from its debug line ("state x=0 y=200 ... seed=0x... scene=tidied").
export async function viewerState(page) {
  const line = await page.evaluate(() => zcityPage.viewer.debugState());
  return Object.fromEntries(line.replace(/^state /, '').split(' ').map((pair) => pair.split('=')));
}
