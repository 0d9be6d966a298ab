// Validates one .glb with the Khronos glTF validator (npm's gltf-validator) and prints its
// counts as one line, "errors N warnings N infos N hints N", then each error and warning.
// Exit code 0 when the file was read, whatever it holds; the caller judges the counts.
// Usage: node validate-gltf.mjs FILE.glb
import { readFile } from 'node:fs/promises';
import validator from 'gltf-validator';

const path = process.argv[2];
const bytes = new Uint8Array(await readFile(path));
const report = await validator.validateBytes(bytes, { uri: path, maxIssues: 0 });
const issues = report.issues;
console.log(`errors ${issues.numErrors} warnings ${issues.numWarnings} infos ${issues.numInfos} hints ${issues.numHints}`);
for (const message of issues.messages) {
  if (message.severity <= 1) console.log(`${message.code} ${message.pointer ?? ''} ${message.message}`);
}
