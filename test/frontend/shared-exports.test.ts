import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import t from 'tap';
import { SHARED_EXPORTS } from '../../mfe-kit/src/shared-exports.ts';

/**
 * The tree-shaken singletons ship only the names in SHARED_EXPORTS. A name a front end
 * imports but the list lacks is missing at run time; a listed name nobody imports
 * costs every visitor its bytes. Both directions are checked against the sources.
 */
const ROOT = join(import.meta.dirname, '..', '..');
const SOURCES = ['shell', 'mfe-kit', 'mfe-onboarding', 'mfe-beta', 'mfe-admin'].map((w) =>
  join(ROOT, w, 'src'),
);

// The first screen is rendered in Node at build time from its own bundle (docs/frontend.md,
// "First screen"): what it imports never goes through the browser's shared cut.
const NODE_ONLY = new Set([join(ROOT, 'mfe-kit', 'src', 'first-screen')]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return NODE_ONLY.has(path) ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Value imports (not `import type`, not `type X`) of one package across all sources. */
export function importedNames(pkg: string, files: string[]): Set<string> {
  const names = new Set<string>();
  const pattern = new RegExp(
    `import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+'${pkg.replace('/', '\\/')}'`,
    'g',
  );
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(pattern)) {
      if (match[1]) continue;
      for (const part of (match[2] ?? '').split(',')) {
        const name = part
          .trim()
          .split(/\s+as\s+/)[0]
          ?.trim();
        if (name && !name.startsWith('type ')) names.add(name);
      }
    }
  }
  return names;
}

const files = SOURCES.flatMap(sourceFiles);

t.test('no front end imports a deep path of a tree-shaken singleton', async (t) => {
  const deep = files.filter((f) =>
    /from '(antd|@ant-design\/icons|react-router)\/[^']+'/.test(readFileSync(f, 'utf8')),
  );
  t.strictSame(deep, [], 'deep imports would bypass the shared copy');
});

for (const [pkg, listed] of Object.entries(SHARED_EXPORTS)) {
  t.test(`${pkg}: the shared cut matches what the front ends import`, async (t) => {
    const used = importedNames(pkg, files);
    t.ok(used.size > 0, `the sources import from ${pkg}`);
    const list = new Set<string>(listed);
    t.strictSame([...used].filter((n) => !list.has(n)).sort(), [], 'every imported name is shared');
    t.strictSame([...list].filter((n) => !used.has(n)).sort(), [], 'every shared name is imported somewhere');
  });
}
