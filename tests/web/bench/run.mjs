// run.mjs — runs the generation benchmark under node, then in headless Chromium, and prints both.
//
//   tests/web/bench/build.sh                       # first: build-web-bench/gridbench.{js,wasm}
//   npm install --prefix tests/web                 # once: puppeteer-core (no browser download)
//   node tests/web/bench/run.mjs [--side 101] [--runs 5] [--mode grid|whole] [--wasm-dir DIR]
//                                [--no-node] [--no-browser] [--json FILE]
//
// Node imports the port and the wasm build directly. For the browser it serves the repo root on
// 127.0.0.1 (a free port), opens generation.html in Debian's chromium (/usr/bin/chromium, or
// $CHROMIUM) with a fresh profile and waits for window.benchResult. Prints the medians, boxes a
// second and the wasm/JS speed ratio; the target is 3x in the browser.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

import * as port from '../cityPort.js';
import { measure, summary } from './measure.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const { values: opt } = parseArgs({
  options: {
    side: { type: 'string', default: '101' },
    runs: { type: 'string', default: '5' },
    mode: { type: 'string', default: 'grid' },
    'wasm-dir': { type: 'string', default: path.join(root, 'build-web-bench') },
    'no-node': { type: 'boolean', default: false },
    'no-browser': { type: 'boolean', default: false },
    json: { type: 'string' },
  },
});
const side = Number(opt.side), runs = Number(opt.runs), mode = opt.mode;
const wasmDir = path.resolve(opt['wasm-dir']);
const wasmJs = path.join(wasmDir, 'gridbench.js');
if (!existsSync(wasmJs)) {
  console.error(`${wasmJs} is missing: build it with tests/web/bench/build.sh`);
  process.exit(1);
}
const results = {};

// ---- Node ----
if (!opt['no-node']) {
  const { default: createGridBench } = await import(pathToFileURL(wasmJs).href);
  // The build is for the web; handed its bytes, it needs no fetch or file system.
  const wasm = await createGridBench({ wasmBinary: readFileSync(path.join(wasmDir, 'gridbench.wasm')) });
  results.node = await measure({ port, wasm, side, runs, mode, log: (t) => console.error(`node ${t}`) });
  results.node.version = process.version;
  console.log(summary(results.node, `node ${process.version}`) + '\n');
}

// ---- The browser ----
// The repo root served as the page's tests serve the page (browser.mjs), in the same chromium.
async function inBrowser() {
  const { launchBrowser, servePage } = await import('../browser.mjs');
  const site = await servePage(root);
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    page.on('console', (m) => console.error(`browser console: ${m.text()}`));
    page.on('pageerror', (e) => console.error(`browser error: ${e.message}`));
    const wasmUrl = '/' + path.relative(root, wasmJs).split(path.sep).join('/');
    const query = new URLSearchParams({ side, runs, mode, wasm: wasmUrl });
    await page.goto(`${site.url}tests/web/bench/generation.html?${query}`);
    await page.waitForFunction('window.benchResult || window.benchError', { timeout: 600_000, polling: 1000 });
    const { result, error } = await page.evaluate(() => ({ result: window.benchResult, error: window.benchError }));
    if (error) throw new Error(`the page failed: ${error}`);
    return result;
  } finally {
    await browser.close();
    await site.close();
  }
}

if (!opt['no-browser']) {
  if (!wasmDir.startsWith(root + path.sep)) {
    console.error(`the browser needs the wasm under the repo root (served from there), not ${wasmDir}`);
    process.exit(1);
  }
  results.browser = await inBrowser();
  const version = results.browser.userAgent.match(/Chrome\/[\d.]+/)?.[0] || results.browser.userAgent;
  console.log(summary(results.browser, `browser ${version}`));
}

if (opt.json) writeFileSync(opt.json, JSON.stringify(results, null, 2) + '\n');
const bad = Object.values(results).some((r) => !r.countsMatch || !r.hashesMatch);
process.exit(bad ? 1 : 0);
