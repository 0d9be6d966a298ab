// cityPort.js — the seeds' city generator ported line for line to plain JavaScript.
//
// The procedural city block's City, Suburb, Block and Building (and ZSystem t2's variant of
// them), written as the seed's WebGL version wrote them: ZS_Rand folded to 32 bits with >>> 0
// and Math.imul, one generator object made per object function (the original's malloc), and a
// Cube that records each box. It grows the same boxes, in the same order and with the same
// doubles, as zsystem's C++ (zsystem/src/CityObjects.cpp), so it is both a check on the C++ and
// the baseline the wasm build of that C++ is timed against (tests/web/bench/).
// An ES module with no dependencies: import it from node or from a page.
//
//   import { growCity, boxCsv } from './cityPort.js';
//   const city = growCity(0xA749F86C);   // city.buildings === 213, city.boxes.length / BOX_STRIDE === 656

// Each box is BOX_STRIDE numbers in `boxes`: x1, y1, z1, x2, y2, z2, r, g, b, material (an index
// into MATERIALS). A flat array of doubles, not an object a box: the port records what the
// original's Cube received, and V8 keeps such an array as unboxed doubles, as std::vector<Box> does.
export const BOX_STRIDE = 10;

// zs::Material's names, in its enum's order (zsystem/include/zsystem/Material.hpp): the CSV's
// tenth column with --materials.
export const MATERIALS = ['generic', 'street', 'block-base', 'building-body', 'roof-grid-cube', 'roof-stripe'];
const STREET = 1, BLOCK_BASE = 2, BUILDING_BODY = 3, ROOF_GRID_CUBE = 4, ROOF_STRIPE = 5;

export const DEFAULT_SEED = 0xA749F86C;
export const CITY_SIZE = 500;  // GameDraw's citysize

// ---- ZS_Rand ----------------------------------------------------------------------------------
// Exported for the tests, which check them against the seed's worked example.

export function ZS_Rand_Create(seed) {
  return {
    a: (seed + 0x87123631) >>> 0,
    b: Math.imul(seed, 3) >>> 0,
    c: (seed + 0x72319631) >>> 0,
    d: (seed ^ 0x24121531) >>> 0,
  };
}

// The seed's WebGL ZS_Rand, as it gave it. The sums before ^ and >>> 0 stay below 2^35, so
// they are exact in a double and fold to the 32 bits C's wrapping unsigned ints keep.
export function ZS_Rand(r, max) {
  r.d = (r.d ^ (((r.c << 9) + (r.a >>> 7) + ((r.d & r.a) >>> 0)) >>> 0)) >>> 0;

  r.a = (r.a + (r.b >>> 1)) >>> 0;
  r.b = (r.b + ((r.c ^ 0xF0F0A05) >>> 0)) >>> 0;
  r.c = (r.c + r.d) >>> 0;
  r.d = (r.d + 0x35136613) >>> 0;

  const v = ((Math.imul(r.a, 7) + Math.imul(r.c, 6)) ^ ((r.b << 13) - (r.d >>> 3))) >>> 0;

  if (max === 0) return v;

  return v % max;
}

// Left to right, as C evaluates it: (draw * 0.000001) * (max - min), then min plus that.
function ZS_Rand_Tween(r, min, max) {
  return min + ZS_Rand(r, 1000000) * 0.000001 * (max - min);
}

// The original's (int)(span/3); spans here are at least 10, so | 0 truncates as (int) does.
function thirds(span) {
  return (span / 3) | 0;
}

// ---- The object functions ---------------------------------------------------------------------

// What a grow appends to: the original's zs_cubes and zs_buildings were globals too, and JS
// runs one grow at a time. `t2` is ZSystem t2's extra BuildingCube seed (see buildingCube).
let boxes = [];
let buildings = 0;
let t2 = false;

function Cube(x1, y1, z1, x2, y2, z2, r, g, b, material) {
  boxes.push(x1, y1, z1, x2, y2, z2, r, g, b, material);
}

// ZSystem t2 drew a building's main box through BuildingCube(seed, ...), whose seed was drawn
// and never used; the draw shifts everything after it. The tidied version calls Cube directly.
function BuildingCube(rand, x1, y1, z1, x2, y2, z2, lit) {
  if (t2) ZS_Rand(rand, 0);
  Cube(x1, y1, z1, x2, y2, z2, lit, lit, lit, BUILDING_BODY);
}

function City(seed, x1, z1, x2, z2) {
  const rand = ZS_Rand_Create(seed);
  Suburb(ZS_Rand(rand, 0), x1, z1, x2, z2, 0);
}

function Suburb(seed, x1, z1, x2, z2, iter) {
  const rand = ZS_Rand_Create(seed);
  let x, z;

  const smallx = (x2 - x1) < 70;
  const smallz = (z2 - z1) < 70;
  // The draw comes first in the &&, so it happens whatever the size.
  const smallrand = (ZS_Rand(rand, 100) < 20 && x2 - x1 < 100 && z2 - z1 < 100) || iter > 10;

  if (smallrand) {
    Block(ZS_Rand(rand, 0), x1, z1, x2, z2);
  } else if (smallx && smallz) {
    Block(ZS_Rand(rand, 0), x1, z1, x2, z2);
  } else if (smallx) {
    z = ZS_Rand_Tween(rand, z1 + 23, z2 - 23);
    Suburb(ZS_Rand(rand, 0), x1, z1, x2, z, iter + 1);
    Suburb(ZS_Rand(rand, 0), x1, z, x2, z2, iter + 1);
  } else if (smallz) {
    x = ZS_Rand_Tween(rand, x1 + 23, x2 - 23);
    Suburb(ZS_Rand(rand, 0), x1, z1, x, z2, iter + 1);
    Suburb(ZS_Rand(rand, 0), x, z1, x2, z2, iter + 1);
  } else {
    x = ZS_Rand_Tween(rand, x1 + 23, x2 - 15);
    z = ZS_Rand_Tween(rand, z1 + 23, z2 - 15);
    Suburb(ZS_Rand(rand, 0), x1, z1, x, z, iter + 1);
    Suburb(ZS_Rand(rand, 0), x, z1, x2, z, iter + 1);
    Suburb(ZS_Rand(rand, 0), x1, z, x, z2, iter + 1);
    Suburb(ZS_Rand(rand, 0), x, z, x2, z2, iter + 1);
    Cube(x - 1, 0, z - 1, x + 1, 0.01, z + 1, 0.4, 0.4, 0.4, STREET);
  }
}

function Block(seed, x1, z1, x2, z2) {
  const rand = ZS_Rand_Create(seed);

  Cube(x1 + 3, 0, z1 + 3, x2 - 3, 0.1, z2 - 3, 0.5, 0.5, 0.5, BLOCK_BASE);

  const r = ZS_Rand(rand, 100);

  if (r >= 10 && r < 40) {
    // Symmetrical pair, split in x with an 8 unit gap.
    Building(ZS_Rand(rand, 0), x1 + 8, z1 + 8, (x2 + x1) / 2 - 4, z2 - 8, 0.1);
    Building(ZS_Rand(rand, 0), (x2 + x1) / 2 + 4, z1 + 8, x2 - 8, z2 - 8, 0.1);
  } else {
    // "No buildings" and the two trimmed kinds all place one building on the whole plot.
    Building(ZS_Rand(rand, 0), x1 + 8, z1 + 8, x2 - 8, z2 - 8, 0.1);
  }
}

function Building(seed, x1, z1, x2, z2, y) {
  buildings++;

  const rand = ZS_Rand_Create(seed);
  let h, w, d, i, j, ii, jj;

  const r = ZS_Rand(rand, 100);

  const lit = ZS_Rand_Tween(rand, 0.8, 1.0);

  if ((x2 - x1) < 10 || (z2 - z1) < 10) {
    //  Nothing - too small
  } else if (r < 40) {
    // Basic building: the height is drawn before t2's seed, as MSVC evaluated t2's arguments.
    h = ZS_Rand_Tween(rand, 10, 50);
    BuildingCube(rand, x1, y, z1, x2, y + h, z2, 0.8 * lit);
  } else if (r < 60) {
    // Roof grid: the body ignores lit; each limit is at least 2, never a raw draw's 0.
    h = ZS_Rand_Tween(rand, 20, 70);
    BuildingCube(rand, x1, y, z1, x2, y + h, z2, 0.75);

    ii = 1 + ZS_Rand(rand, thirds(x2 - x1) - 1);
    jj = 1 + ZS_Rand(rand, thirds(z2 - z1) - 1);

    w = (x2 - x1) / ii;
    d = (z2 - z1) / jj;

    for (j = 0; j < jj; j++) {
      for (i = 0; i < ii; i++) {
        if (ZS_Rand(rand, 100) < 95) {
          Cube(x1 + i * w + 1, y + h, z1 + j * d + 1, x1 + (i + 1) * w - 1, y + h + 0.5, z1 + (j + 1) * d - 1,
               0.6 * lit, 0.6 * lit, 0.6 * lit, ROOF_GRID_CUBE);
        }
      }
    }
  } else if (r < 90) {
    // Stacked: the next tier is another Building on this one's roof.
    h = ZS_Rand_Tween(rand, 20, 70);
    BuildingCube(rand, x1, y, z1, x2, y + h, z2, 0.65 * lit);
    w = ZS_Rand_Tween(rand, (x2 - x1) / 6, (x2 - x1) / 3);
    d = ZS_Rand_Tween(rand, (z2 - z1) / 6, (z2 - z1) / 3);
    if (d > w * 1.5) d = w * 1.5;
    if (w > d * 1.5) w = d * 1.5;

    Building(ZS_Rand(rand, 0), x1 + w, z1 + d, x2 - w, z2 - d, y + h);
  } else {
    // Stripes across the shorter side of the roof.
    h = ZS_Rand_Tween(rand, 10, 40);
    BuildingCube(rand, x1, y, z1, x2, y + h, z2, 0.8 * lit);

    if (x2 - x1 > z2 - z1) {
      ii = ZS_Rand(rand, thirds(x2 - x1));
      if (ii > 0) {
        w = (x2 - x1) / ii;
        for (i = 0; i < ii; i++) {
          Cube(x1 + i * w + 1, y + h, z1 + 1, x1 + (i + 1) * w - 1, y + h + 1, z2 - 1,
               0.7 * lit, 0.7 * lit, 0.7 * lit, ROOF_STRIPE);
        }
      }
    } else {
      jj = ZS_Rand(rand, thirds(z2 - z1));
      if (jj > 0) {
        d = (z2 - z1) / jj;
        for (j = 0; j < jj; j++) {
          Cube(x1 + 1, y + h, z1 + j * d + 1, x2 - 1, y + h + 1, z1 + (j + 1) * d - 1,
               0.7 * lit, 0.7 * lit, 0.7 * lit, ROOF_STRIPE);
        }
      }
    }
  }
}

// ---- Growing cities ---------------------------------------------------------------------------

function checkVariant(variant) {
  if (variant !== 'tidied' && variant !== 't2') throw new Error(`unknown variant ${variant}: tidied or t2`);
  return variant === 't2';
}

// City (i, j) of GameDraw's loop: seed + (i<<17) + (j<<5) wrapping at 32 bits (a negative i or j
// shifts as its two's-complement bits), and the 500x500 square centred on (500i, 500j).
export function gridCitySeed(seed, i, j) {
  return (seed + (i << 17) + (j << 5)) >>> 0;
}

// GameDraw's loop: cities (i, j), j outer and i inner, each from -half to half (side odd).
function forEachCell(side, visit) {
  if (!Number.isInteger(side) || side < 1 || side % 2 === 0) throw new Error(`grid side ${side}: an odd number from 1`);
  const half = (side - 1) / 2;
  for (let j = -half; j <= half; j++) {
    for (let i = -half; i <= half; i++) visit(i, j);
  }
}

function CityAt(seed, i, j) {
  City(gridCitySeed(seed, i, j), -CITY_SIZE / 2 + i * CITY_SIZE, -CITY_SIZE / 2 + j * CITY_SIZE,
       CITY_SIZE / 2 + i * CITY_SIZE, CITY_SIZE / 2 + j * CITY_SIZE);
}

// Collects what one run of `grow` makes; the module's list is let go so the caller owns it.
function collect(variant, grow) {
  t2 = checkVariant(variant);
  boxes = [];
  buildings = 0;
  grow();
  const city = { buildings, boxes };
  boxes = [];
  return city;
}

// One 500x500 city centred on the origin: { buildings, boxes } (BOX_STRIDE numbers a box).
export function growCity(seed = DEFAULT_SEED, variant = 'tidied') {
  return collect(variant, () => CityAt(seed >>> 0, 0, 0));
}

// The side x side grid of cities (odd side) as one list, in zcity --grid's order: zs::growGrid.
export function growGrid(seed = DEFAULT_SEED, side = 1, variant = 'tidied') {
  return collect(variant, () => forEachCell(side, (i, j) => CityAt(seed >>> 0, i, j)));
}

// The same cities one at a time, each in a fresh list: visit({ buildings, boxes }, i, j). zcity
// --grid streams its cities so too (through one reused buffer), so memory stays at a city's worth.
export function forEachGridCity(seed, side, variant, visit) {
  forEachCell(side, (i, j) => visit(collect(variant, () => CityAt(seed >>> 0, i, j)), i, j));
}

// ---- The CSV zcity --dump-boxes writes ----------------------------------------------------------

// std::to_chars(double): the shortest digits that read back as the same double (JS's own
// String(x) gives the same digits), written as printf's %f or %e, whichever is shorter, %f on a
// tie. JS switches to exponents elsewhere (1e21 and 1e-7), so the layout is rebuilt here: to_chars
// writes 100000 as 1e+05 and 0.0001 as 1e-04, where String() writes 100000 and 0.0001.
export function shortestNumber(x) {
  if (x === 0) return Object.is(x, -0) ? '-0' : '0';
  if (!Number.isFinite(x)) return Number.isNaN(x) ? 'nan' : x < 0 ? '-inf' : 'inf';
  const sign = x < 0 ? '-' : '';
  const text = String(Math.abs(x));
  // Digits and the decimal exponent of the first one, from either of String's layouts.
  const e = text.indexOf('e');
  const mantissa = e < 0 ? text : text.slice(0, e);
  const dot = mantissa.indexOf('.');
  const intPart = dot < 0 ? mantissa : mantissa.slice(0, dot);
  const all = intPart + (dot < 0 ? '' : mantissa.slice(dot + 1));
  const lead = all.search(/[1-9]/);
  const digits = all.slice(lead).replace(/0+$/, '');
  const exp = intPart.length - 1 - lead + (e < 0 ? 0 : Number(text.slice(e + 1)));

  const k = digits.length;
  let fixed;
  // A whole number: %f writes its exact digits (2^60 as 1152921504606846976, not ...7000).
  if (exp >= k - 1) fixed = BigInt(Math.abs(x)).toString();
  else if (exp >= 0) fixed = digits.slice(0, exp + 1) + '.' + digits.slice(exp + 1);
  else fixed = '0.' + '0'.repeat(-exp - 1) + digits;
  const expText = String(Math.abs(exp)).padStart(2, '0');
  const sci = digits[0] + (k > 1 ? '.' + digits.slice(1) : '') + 'e' + (exp < 0 ? '-' : '+') + expText;
  return sign + (sci.length < fixed.length ? sci : fixed);
}

// The text of zcity --dump-boxes (app/formats/src/BoxCsv.cpp): a header, then a box a line.
// `materials` adds the tenth column, as zcity's --materials does.
export function boxCsv(boxList, { materials = false } = {}) {
  const lines = [materials ? 'x1,y1,z1,x2,y2,z2,r,g,b,material' : 'x1,y1,z1,x2,y2,z2,r,g,b'];
  for (let at = 0; at < boxList.length; at += BOX_STRIDE) {
    const fields = [];
    for (let f = 0; f < 9; f++) fields.push(shortestNumber(boxList[at + f]));
    if (materials) fields.push(MATERIALS[boxList[at + 9]]);
    lines.push(fields.join(','));
  }
  return lines.join('\n') + '\n';
}

// FNV-1a over each box's nine doubles' bytes, little-endian, in order (not the material): the
// same hash as gridbench_hash in bench/GridBench.cpp, to compare with the wasm build's list.
export function boxHash(boxList) {
  const value = new Float64Array(1);
  const bytes = new Uint8Array(value.buffer);
  let h = 2166136261;
  for (let at = 0; at < boxList.length; at += BOX_STRIDE) {
    for (let f = 0; f < 9; f++) {
      value[0] = boxList[at + f];
      for (let k = 0; k < 8; k++) h = Math.imul(h ^ bytes[k], 16777619);
    }
  }
  return h >>> 0;
}
