// Usage: node .ci/lock-unchanged.mjs <committed package-lock.json> <package-lock.json after npm install>
// Fails when `npm install` changed what the committed lockfile pins: a package's version,
// tarball or integrity, or a required package added or removed. An optional package that
// one side lists and the other does not is another platform's binary (biome and rspack ship
// one per OS and CPU) whose metadata this machine's registry serves on some days and not on
// others: it is never installed here, so listing it or not changes nothing that is tested.
import { readFileSync } from 'node:fs';

const [committedFile, installedFile] = process.argv.slice(2);
const packagesOf = (file) => JSON.parse(readFileSync(file, 'utf8')).packages ?? {};
const committed = packagesOf(committedFile);
const installed = packagesOf(installedFile);
const pinned = (entry) => JSON.stringify([entry.version, entry.resolved, entry.integrity]);

const problems = [];
for (const name of new Set([...Object.keys(committed), ...Object.keys(installed)])) {
  const before = committed[name];
  const after = installed[name];
  if (before && after) {
    if (pinned(before) !== pinned(after)) {
      problems.push(`${name}: ${before.version} -> ${after.version}`);
    }
  } else if (!(before ?? after).optional) {
    problems.push(`${name}: ${before ? 'removed' : 'added'}`);
  }
}
if (problems.length) {
  console.error(
    `npm install changed pinned packages in package-lock.json; refusing to test a different tree:\n  ${problems.join('\n  ')}`,
  );
  process.exit(1);
}
