// load-ab.mjs — two builds of the page, loaded in turn in one headless chromium, for a change to
// the page's start whose effect is smaller than the machine's noise from one load to the next
// (about ±150 ms here): the loads interleave, so both builds see the same moments of the machine.
//
//   node tests/web/bench/load-ab.mjs BEFORE_DIR AFTER_DIR [--runs 8] [--views pixelcity,redux,tidied]
//
// Each DIR is a built page (scripts/web.sh --build-only writes build-web/; copy it aside, build
// the other commit, and compare the two folders). Printed for each view and build, medians over
// the runs: module ready (navigation start to zcity.wasm instantiated), view made, first frame,
// and the first frame less module ready (the part the program's own start decides; the module's
// time moves with the download and the compile, the same for both builds).
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { launchBrowser, openPage, servePage } from '../browser.mjs';
import { loadViews, median } from './loads.mjs';

const { values: opt, positionals: dirs } = parseArgs({
  allowPositionals: true,
  options: { runs: { type: 'string', default: '8' }, views: { type: 'string', default: 'pixelcity,redux,tidied' } },
});
const runs = Number(opt.runs);
const views = opt.views.split(',');
const unbuilt = dirs.find((d) => !existsSync(path.join(d, 'zcity.wasm')));
const unknown = views.find((v) => !(v in loadViews));
const problem = dirs.length !== 2 ? 'needs two built pages, BEFORE_DIR and AFTER_DIR'
  : unbuilt ? `${unbuilt} has no zcity.wasm (scripts/web.sh --build-only)`
  : !(Number.isInteger(runs) && runs >= 1) ? `--runs ${opt.runs} is not a count of at least 1`
  : unknown !== undefined ? `--views: "${unknown}" is not one of ${Object.keys(loadViews).join(', ')}`
  : '';
if (problem) {
  console.error(`load-ab: ${problem}`);
  process.exit(2);
}

const sites = await Promise.all(dirs.map((dir) => servePage(dir)));
const browser = await launchBrowser();
try {
  // The browser's first page starts its GPU process and SwiftShader: not counted.
  await (await openPage(browser, sites[0].url, '', { width: 1280, height: 720 })).close();
  const loads = {};
  console.log(`load average before: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  for (let run = 0; run < runs; run++) {
    for (const view of views) {
      for (const [k, site] of sites.entries()) {
        const page = await openPage(browser, site.url, loadViews[view], { width: 1280, height: 720 });
        const f = await page.evaluate(() => ({ module: zcityPage.moduleReadyMs, view: zcityPage.viewerReadyMs,
                                               first: zcityPage.firstFrameMs, problem: zcityPage.problem }));
        await page.close();
        if (f.problem) throw new Error(`${dirs[k]} ${view}: the page says ${f.problem}`);
        (loads[`${view}\t${k}`] ??= []).push(f);
      }
    }
  }
  for (const view of views) {
    for (const [k, dir] of dirs.entries()) {
      const l = loads[`${view}\t${k}`];
      console.log(`${view.padEnd(16)} ${(k === 0 ? 'before ' : 'after  ') + dir}: module ${median(l.map((f) => f.module)).toFixed(0)} ms, ` +
                  `view made ${median(l.map((f) => f.view)).toFixed(0)}, first frame ${median(l.map((f) => f.first)).toFixed(0)}, ` +
                  `first frame less module ${median(l.map((f) => f.first - f.module)).toFixed(0)} ` +
                  `(runs: ${l.map((f) => (f.first - f.module).toFixed(0)).join(' ')})`);
    }
  }
  console.log(`load average after: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
} finally {
  await browser.close();
  await Promise.all(sites.map((site) => site.close()));
}
