// png.mjs — a small PNG reader for the page's tests: 8-bit RGB or RGBA, not interlaced (what
// zcity and chromium write), and its text chunks. Shares nothing with the code it checks.
import { inflateSync } from 'node:zlib';

function chunks(bytes) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out = [];
  for (let pos = 8; pos < bytes.length;) {
    const length = view.getUint32(pos);
    const kind = String.fromCharCode(...bytes.subarray(pos + 4, pos + 8));
    out.push({ kind, body: bytes.subarray(pos + 8, pos + 8 + length) });
    pos += 12 + length;
  }
  return out;
}

// { width, height, rgba } with rgba a Uint8Array of width * height * 4.
export function readPng(bytes) {
  const parts = chunks(bytes);
  const header = new DataView(parts[0].body.buffer, parts[0].body.byteOffset);
  const width = header.getUint32(0), height = header.getUint32(4);
  const depth = parts[0].body[8], colour = parts[0].body[9], interlace = parts[0].body[12];
  if (depth !== 8 || (colour !== 2 && colour !== 6) || interlace !== 0) throw new Error('unsupported PNG');
  const channels = colour === 6 ? 4 : 3, stride = width * channels;
  const raw = inflateSync(Buffer.concat(parts.filter((c) => c.kind === 'IDAT').map((c) => c.body)));
  const rgba = new Uint8Array(width * height * 4);
  let previous = new Uint8Array(stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const line = Uint8Array.from(raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1)));
    for (let i = 0; i < stride; i++) {
      const left = i >= channels ? line[i - channels] : 0, up = previous[i];
      const corner = i >= channels ? previous[i - channels] : 0;
      let add = 0;
      if (filter === 1) add = left;
      else if (filter === 2) add = up;
      else if (filter === 3) add = (left + up) >> 1;
      else if (filter === 4) {
        const p = left + up - corner, pa = Math.abs(p - left), pb = Math.abs(p - up), pc = Math.abs(p - corner);
        add = pa <= pb && pa <= pc ? left : pb <= pc ? up : corner;
      }
      line[i] = (line[i] + add) & 255;
    }
    for (let x = 0; x < width; x++) {
      for (let c = 0; c < 3; c++) rgba[(y * width + x) * 4 + c] = line[x * channels + c];
      rgba[(y * width + x) * 4 + 3] = channels === 4 ? line[x * channels + 3] : 255;
    }
    previous = line;
  }
  return { width, height, rgba };
}

// The tEXt chunks, as { keyword: text }.
export function pngText(bytes) {
  const out = {};
  for (const { kind, body } of chunks(bytes)) {
    if (kind !== 'tEXt') continue;
    const zero = body.indexOf(0);
    out[Buffer.from(body.subarray(0, zero)).toString('latin1')] = Buffer.from(body.subarray(zero + 1)).toString('latin1');
  }
  return out;
}

// The share of pixels whose colour differs by more than `levels` in any channel.
export function differingShare(a, b, levels) {
  if (a.width !== b.width || a.height !== b.height) return 1;
  let off = 0;
  for (let i = 0; i < a.rgba.length; i += 4) {
    const d = Math.max(Math.abs(a.rgba[i] - b.rgba[i]), Math.abs(a.rgba[i + 1] - b.rgba[i + 1]),
                       Math.abs(a.rgba[i + 2] - b.rgba[i + 2]));
    if (d > levels) off++;
  }
  return off / (a.width * a.height);
}
