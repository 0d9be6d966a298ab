// measure.js — times growing a grid of cities with the JS port and with the wasm build.
//
// Shared by generation.html (in the browser) and run.mjs (under node), so both time the same
// thing: after one warm-up each, `runs` rounds that each grow the grid once with the port and
// once with wasm (alternating, so a slow spell on the machine hits both), then the medians.
// Two modes, both doing in JS what the wasm does in C++:
//   grid  (default): zcity --grid's way, a city at a time (JS: a fresh list a city, as a
//         straightforward port's GameDraw would; C++: one reused std::vector, as zcity does);
//   whole: the whole grid as one list (JS: growGrid, C++: zs::growGrid), about 600 MB at 101.

const variants = ['tidied', 't2'];

function median(values) {
  const s = [...values].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

const pause = () => new Promise((resolve) => setTimeout(resolve, 0));  // let the page breathe

// port: the cityPort.js module; wasm: the instantiated gridbench module.
export async function measure({ port, wasm, seed = 0xA749F86C, side = 101, runs = 5, mode = 'grid', log = () => {} }) {
  // Are they the same generator? The 3 x 3 grid's box lists hash the same, in both variants.
  const hashes = variants.map((v, t2) => ({
    variant: v,
    js: port.boxHash(port.growGrid(seed, 3, v).boxes),
    wasm: wasm._gridbench_hash(seed, 3, t2) >>> 0,
  }));

  const grow = {
    js: mode === 'whole'
      ? () => {
          const g = port.growGrid(seed, side);
          return { boxes: g.boxes.length / port.BOX_STRIDE, buildings: g.buildings };
        }
      : () => {
          let boxes = 0, buildings = 0;
          port.forEachGridCity(seed, side, 'tidied', (city) => {
            boxes += city.boxes.length / port.BOX_STRIDE;
            buildings += city.buildings;
          });
          return { boxes, buildings };
        },
    wasm: () => {
      const boxes = mode === 'whole' ? wasm._gridbench_whole(seed, side, 0) : wasm._gridbench_grid(seed, side, 0);
      return { boxes, buildings: wasm._gridbench_buildings() };
    },
  };

  const result = { seed, side, runs, mode, hashes, hashesMatch: hashes.every((h) => h.js === h.wasm) };
  const times = { js: [], wasm: [] };
  for (let round = -1; round < runs; round++) {
    for (const which of ['js', 'wasm']) {
      await pause();
      const start = performance.now();
      const counts = grow[which]();
      const ms = performance.now() - start;
      if (round >= 0) times[which].push(ms);
      result[which] = { ...counts, timesMs: times[which] };
      log(`${which} ${round < 0 ? 'warm-up' : `run ${round + 1}`}: ${ms.toFixed(0)} ms, ${counts.boxes} boxes`);
    }
  }
  for (const which of ['js', 'wasm']) {
    const r = result[which];
    r.medianMs = median(r.timesMs);
    r.boxesPerSecond = r.boxes / (r.medianMs / 1000);
  }
  result.countsMatch = result.js.boxes === result.wasm.boxes && result.js.buildings === result.wasm.buildings;
  result.speedup = result.js.medianMs / result.wasm.medianMs;  // wasm's speed over the port's
  return result;
}

// The result as a few lines of text (the page shows it, run.mjs prints it).
export function summary(r, where) {
  const line = (name, x) =>
    `${name.padEnd(5)} median ${x.medianMs.toFixed(1).padStart(8)} ms  ${(x.boxesPerSecond / 1e6).toFixed(2).padStart(6)} M boxes/s` +
    `  (runs ${x.timesMs.map((t) => t.toFixed(0)).join(', ')} ms)`;
  return [
    `${where}: ${r.side}x${r.side} grid, seed 0x${r.seed.toString(16).toUpperCase()}, mode ${r.mode}, ` +
      `${r.js.boxes} boxes, ${r.js.buildings} buildings`,
    line('js', r.js),
    line('wasm', r.wasm),
    `wasm/JS speed ratio ${r.speedup.toFixed(2)}x (target 3x: ${r.speedup >= 3 ? 'met' : 'NOT met'})` +
      `; counts ${r.countsMatch ? 'match' : 'DIFFER'}, 3x3 hashes ${r.hashesMatch ? 'match' : 'DIFFER'}`,
  ].join('\n');
}
