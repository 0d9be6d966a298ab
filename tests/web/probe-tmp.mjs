import { servePage, launchBrowser, openPage } from './browser.mjs';
const site = await servePage('/work/main/build-web');
const browser = await launchBrowser();
const hook = () => {
  const prof = window.__gl = {};
  const P = WebGL2RenderingContext.prototype;
  for (const name of Object.getOwnPropertyNames(P)) {
    const d = Object.getOwnPropertyDescriptor(P, name);
    if (typeof d.value !== 'function') continue;
    const f = d.value;
    P[name] = function (...a) { const t = performance.now(); const r = f.apply(this, a); const e = performance.now() - t;
      const p = prof[name] || (prof[name] = [0, 0]); p[0]++; p[1] += e; return r; };
  }
};
const page = await openPage(browser, site.url, '#world=1&ui=0', { width: 1280, height: 720, before: (p) => p.evaluateOnNewDocument(hook) });
await page.waitForFunction(() => !zcityPage.viewer.overlay().loading, { timeout: 60000, polling: 100 });
const measure = async (label, fly) => {
  await page.evaluate(() => { window.__gl && Object.keys(window.__gl).forEach(k => delete window.__gl[k]);
    const v = zcityPage.viewer; window.__f = []; const f = v.__orig || v.frame.bind(v); v.__orig = f;
    v.frame = (...a) => { const t = performance.now(); f(...a); window.__f.push(performance.now() - t); }; });
  if (fly) { await page.evaluate(() => zcityPage.viewer.press('T')); await page.keyboard.down('KeyW'); }
  await new Promise(r => setTimeout(r, 4000));
  if (fly) await page.keyboard.up('KeyW');
  const r = await page.evaluate(() => { const f = window.__f.slice().sort((a,b)=>a-b);
    const top = Object.entries(window.__gl).sort((a,b)=>b[1][1]-a[1][1]).slice(0,8).map(([k,[n,t]]) => `${k} n=${n} ${t.toFixed(0)}ms`);
    return { n: f.length, med: f[f.length>>1], max: f.at(-1), top, title: document.title }; });
  console.log(label, JSON.stringify(r, null, 1));
};
await measure('still', false);
await measure('flying', true);
console.log(page.errors);
await browser.close(); await site.close();
