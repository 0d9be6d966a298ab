// What the web wallpaper costs: CPU seconds a minute of headless chromium's whole process tree
// (its GPU process draws with SwiftShader, on the CPU) while the wallpaper draws at its cap,
// while a host pauses it, and while its page is hidden; the frames drawn beside each.
//   node tests/wallpaper/cost.mjs [--seconds 20] [--zip build-wallpaper/zcity-wallpaper.zip]
// Linux only (it reads /proc). Quiet machine wanted: it measures the machine, not the page alone.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { launchBrowser } from '../web/browser.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const seconds = Number(option('--seconds', '20'));
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const zip = path.resolve(root, option('--zip', 'build-wallpaper/zcity-wallpaper.zip'));
const ticks = Number(execFileSync('getconf', ['CLK_TCK']).toString()) || 100;

// utime + stime of `pid` and every process below it, in seconds.
function treeCpuSeconds(pid) {
  const stats = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const text = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');  // after "pid (comm) "
      stats.set(Number(name), { parent: Number(fields[1]), cpu: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // gone while read
    }
  }
  const below = (p) => p === pid || (stats.has(p) && stats.get(p).parent !== 0 && below(stats.get(p).parent));
  let total = 0;
  for (const [p, s] of stats) if (below(p)) total += s.cpu;
  return total / ticks;
}

const folder = mkdtempSync(path.join(tmpdir(), 'zcity-wallpaper-cost-'));
execFileSync('unzip', ['-q', zip, '-d', folder]);
const browser = await launchBrowser();
try {
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 720, deviceScaleFactor: 1 });
  await page.goto(pathToFileURL(path.join(folder, 'index.html')).href);
  await page.waitForFunction('window.zcityWallpaper && zcityWallpaper.frames > 10', { timeout: 120000 });
  const pid = browser.process().pid;
  const states = [
    ['drawing (cap 30)', () => { window.wallpaperPropertyListener.setPaused(false); }],
    ['paused by the host', () => { window.wallpaperPropertyListener.setPaused(true); }],
    ['hidden', () => {
      window.wallpaperPropertyListener.setPaused(false);
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
      document.dispatchEvent(new Event('visibilitychange'));
    }],
  ];
  console.log(`1280x720, Pixel City, ${seconds} s each; CPU seconds a minute of chromium's process tree`);
  for (const [name, enter] of states) {
    await page.evaluate(enter);
    await new Promise((done) => setTimeout(done, 2000));
    const frames = await page.evaluate(() => zcityWallpaper.frames);
    const cpu = treeCpuSeconds(pid);
    await new Promise((done) => setTimeout(done, seconds * 1000));
    const used = treeCpuSeconds(pid) - cpu;
    const drawn = (await page.evaluate(() => zcityWallpaper.frames)) - frames;
    console.log(`${name.padEnd(20)} ${(used * 60 / seconds).toFixed(1).padStart(6)} CPU s a minute, ` +
                `${(drawn / seconds).toFixed(1)} frames a second`);
  }
} finally {
  await browser.close();
  rmSync(folder, { recursive: true, force: true });
}
