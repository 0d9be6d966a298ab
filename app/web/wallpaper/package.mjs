// The web wallpaper's files for its hosts, written at build time from the program's own setting
// table (zcity.js's wallpaperRows(): the rows of the wallpaper's door and their widgets):
//   LivelyInfo.json, LivelyProperties.json  Lively (a web wallpaper, its pause event asked for)
//   project.json                            Wallpaper Engine (a web wallpaper and its properties)
//   node package.mjs BUILD/zcity.js OUT_DIR
import { writeFileSync, renameSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const [zcityJs, outDir] = process.argv.slice(2);
if (!zcityJs || !outDir) {
  console.error('usage: node package.mjs ZCITY_JS OUT_DIR');
  process.exit(2);
}
const createZcity = createRequire(import.meta.url)(path.resolve(zcityJs));
const module = await createZcity();
const rows = module.wallpaperRows();

const title = 'zcity: Pixel City by night';
const description = 'A whole city grown from one 32-bit seed: Pixel City (2009) and Pixel City Redux by night, ' +
                    'flown over by the original\'s automatic camera. https://github.com/zcity/zcity';

// Lively: a list gives its index; a slider its number; a text box its text.
function livelyProperty(row) {
  if (row.kind === 'choice') return { type: 'dropdown', text: row.label, value: 0, items: row.labels };
  if (row.kind === 'number') {
    return { type: 'slider', text: row.label, value: Number(row.byDefault), min: row.low, max: row.high, step: row.step };
  }
  return { type: 'textbox', text: row.label, value: row.byDefault };
}

// Wallpaper Engine: a combo gives its value; a slider its number; a text input its text.
function engineProperty(row, order) {
  const base = { order, text: row.label };
  if (row.kind === 'choice') {
    return { ...base, type: 'combo', value: row.byDefault,
             options: row.values.map((value, k) => ({ label: row.labels[k], value })) };
  }
  if (row.kind === 'number') {
    const fraction = row.step < 1;
    return { ...base, type: 'slider', value: Number(row.byDefault), min: row.low, max: row.high, step: row.step,
             fraction, precision: fraction ? 2 : 0, editable: true };
  }
  return { ...base, type: 'textinput', value: row.byDefault };
}

const files = {
  'LivelyInfo.json': {
    AppVersion: '2.0.0.0', Title: title, Thumbnail: 'preview.png', Preview: null, Desc: description,
    Author: 'the zcity developers', License: 'see https://github.com/zcity/zcity', Contact: 'https://github.com/zcity/zcity',
    Type: 1,  // a web page
    FileName: 'index.html',
    Arguments: '--pause-event true',  // livelyWallpaperPlaybackChanged: no frames while paused
    IsAbsolutePath: false,
  },
  'LivelyProperties.json': Object.fromEntries(rows.map((row) => [row.key, livelyProperty(row)])),
  'project.json': {
    title, description, type: 'web', file: 'index.html', preview: 'preview.png',
    general: { properties: Object.fromEntries(rows.map((row, k) => [row.key, engineProperty(row, k + 1)])) },
  },
};
for (const [name, content] of Object.entries(files)) {
  const file = path.join(outDir, name);
  writeFileSync(file + '.part', JSON.stringify(content, null, 2) + '\n');
  renameSync(file + '.part', file);  // an interrupted build leaves no half file behind
}
