// cityPort.test.mjs — checks the JavaScript port (cityPort.js) against the seeds and against zcity.
//
//   node --test tests/web/
//   ZCITY_BIN=path/to/zcity node --test tests/web/     # default: build/app/zcity in the repo
//
// The seeds' figures need nothing else; the comparison with the native --dump-boxes text, byte
// for byte, is skipped (with a message) when the zcity binary is not there.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

import * as port from './cityPort.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const zcity = path.resolve(root, process.env.ZCITY_BIN || 'build/app/zcity');
const noBinary = existsSync(zcity) ? false : `no native zcity at ${zcity}: build it, or set ZCITY_BIN`;

const hex = (n) => n.toString(16).toUpperCase().padStart(8, '0');

test('ZS_Rand: the seed text\'s worked first draw from 0xA749F86C', () => {
  const r = port.ZS_Rand_Create(0xA749F86C);
  assert.deepEqual([r.a, r.b, r.c, r.d].map(hex), ['2E5C2E9D', 'F5DDE944', '197B8E9D', '835BED5D']);
  assert.equal(hex(port.ZS_Rand(r, 0)), '2EE8D588');
  assert.deepEqual([r.a, r.b, r.c, r.d].map(hex), ['A94B233F', '0C526DDC', '940581C4', 'AF9D593A']);
});

test('ZS_Rand: seed 1 starts 0, 74, 69, 33 below 100 (the ZSystem seed)', () => {
  const r = port.ZS_Rand_Create(1);
  assert.deepEqual([0, 1, 2, 3].map(() => port.ZS_Rand(r, 100)), [0, 74, 69, 33]);
});

test('the default city: 213 buildings and 656 boxes; t2: 216 and 597', () => {
  for (const [variant, buildings, boxes] of [['tidied', 213, 656], ['t2', 216, 597]]) {
    const city = port.growCity(port.DEFAULT_SEED, variant);
    assert.equal(city.buildings, buildings, variant);
    assert.equal(city.boxes.length / port.BOX_STRIDE, boxes, variant);
  }
});

test('a grid is its cities, one after another, in GameDraw\'s order', () => {
  const grid = port.growGrid(0xA749F86C, 3, 't2');
  const cities = [];
  port.forEachGridCity(0xA749F86C, 3, 't2', (city) => cities.push(city));
  assert.equal(cities.length, 9);
  assert.deepEqual(grid.boxes, cities.flatMap((c) => c.boxes));
  assert.equal(grid.buildings, cities.reduce((n, c) => n + c.buildings, 0));
  assert.equal(port.gridCitySeed(0xA749F86C, -1, -1), (0xA749F86C - (1 << 17) - (1 << 5)) >>> 0);
});

test('numbers print as std::to_chars prints them', () => {
  // What libstdc++'s std::to_chars(double) wrote for each (g++ 12): %f or %e, whichever is shorter.
  const expected = [
    [100000, '1e+05'], [0.0001, '1e-04'], [0.001, '0.001'], [1.5e-5, '1.5e-05'], [10000, '10000'],
    [123000, '123000'], [1200000, '1200000'], [12000000, '1.2e+07'], [1e21, '1e+21'], [1e22, '1e+22'],
    [5e-324, '5e-324'], [1.7976931348623157e308, '1.7976931348623157e+308'], [-0, '-0'], [0, '0'],
    [0.1 + 0.2, '0.30000000000000004'], [-1e-7, '-1e-07'], [123456789012, '123456789012'],
    [0.000123, '0.000123'], [2.5e-4, '0.00025'], [2 ** 53 + 2, '9007199254740994'], [1e15, '1e+15'],
    [-228.555326, '-228.555326'], [0.65 * 0.9, '0.5850000000000001'], [2 ** 60, '1152921504606846976'],
    [1.2345678901234568e20, '123456789012345683968'], [1e20 + 65536, '100000000000000065536'],
  ];
  for (const [value, text] of expected) assert.equal(port.shortestNumber(value), text, String(value));
});

if (noBinary && process.env.CI) throw new Error(`CI must compare the port with zcity, and there is ${noBinary}`);

test('the CSV is byte for byte zcity --dump-boxes', { skip: noBinary }, () => {
  const dump = (args) => execFileSync(zcity, ['--dump-boxes', '-', '--quiet', ...args], { maxBuffer: 1 << 28 }).toString();
  for (const seed of [0xA749F86C, 0, 1, 0x7FFFFFFF, 0x80000000, 0xDEADBEEF, 0xFFFFFFFF]) {
    for (const variant of ['tidied', 't2']) {
      for (const grid of [1, 3]) {
        const args = ['--seed', `0x${hex(seed)}`, '--scene', variant, '--grid', String(grid)];
        const expected = dump(args);
        const actual = port.boxCsv(port.growGrid(seed, grid, variant).boxes);
        assert.ok(actual === expected, `zcity ${args.join(' ')}: the port's CSV differs`);
      }
    }
  }
  assert.ok(port.boxCsv(port.growGrid(0xA749F86C, 5).boxes, { materials: true }) === dump(['--grid', '5', '--materials']),
            'zcity --grid 5 --materials: the port\'s CSV differs');
});
