import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import t from 'tap';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../..', import.meta.url));
const bin = `${root}node_modules/.bin/depcruise`;
const config = `${root}.dependency-cruiser.cjs`;

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
}

async function violations(cwd: string, paths: string[]): Promise<Violation[]> {
  // depcruise exits non-zero when it finds violations; the JSON report is what we read.
  const { stdout } = await run(bin, [...paths, '--config', config, '--output-type', 'json'], {
    cwd,
    maxBuffer: 64 * 1024 * 1024,
  }).catch((e: { stdout: string }) => ({ stdout: e.stdout }));
  return JSON.parse(stdout).summary.violations;
}

// One cruise of the fixture tree serves the four checks below (each depcruise start costs
// about 1.3 s of CPU; docs/testing.md, "Suite time"); each check still names its own rule and file.
const fixture = fileURLToPath(new URL('../fixtures/boundary-violation', import.meta.url));
let fixtureCruise: Promise<Violation[]> | undefined;
const fixtureViolations = () => {
  fixtureCruise ??= violations(fixture, ['core', 'mfe-beta', 'adapters']);
  return fixtureCruise;
};

t.test('the real tree keeps its layer boundaries', async (t) => {
  const found = await violations(root, [
    'core',
    'contracts',
    'adapters',
    'mfe-kit/src',
    'shell/src',
    'mfe-onboarding/src',
    'mfe-beta/src',
    'mfe-admin/src',
  ]);
  t.same(
    found.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`),
    [],
    'no violations',
  );
});

t.test('the check fails on a core file that imports node I/O', async (t) => {
  const found = await fixtureViolations();
  t.ok(
    found.some((v) => v.rule.name === 'core-is-pure' && v.from === 'core/leaky.use-case.ts'),
    'core-is-pure names the leaking file',
  );
});

t.test('the check fails on a front-end file that imports the server adapter', async (t) => {
  const found = await fixtureViolations();
  t.ok(
    found.some((v) => v.rule.name === 'frontends-not-adapters' && v.from === 'mfe-beta/src/leaky-page.tsx'),
    'frontends-not-adapters names the leaking file',
  );
});

t.test('the check fails on an adapter that imports another adapter across ports', async (t) => {
  const found = await fixtureViolations();
  t.ok(
    found.some(
      (v) =>
        v.rule.name === 'adapters-across-ports' &&
        v.from === 'adapters/x/leaky-client.ts' &&
        v.to === 'adapters/http/server-only.ts',
    ),
    'adapters-across-ports names the leaking adapter',
  );
});

t.test(
  'inside a micro-frontend, components never import pages and services never import components',
  async (t) => {
    const found = (await fixtureViolations()).map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`);
    t.ok(
      found.includes(
        'mfe-layers: mfe-beta/src/components/page-importing-card.tsx -> mfe-beta/src/pages/some-page.tsx',
      ),
      'a component importing a page is named',
    );
    t.ok(
      found.includes(
        'mfe-services-below-components: mfe-beta/src/services/component-importing.service.ts -> mfe-beta/src/components/page-importing-card.tsx',
      ),
      'a service importing a component is named',
    );
  },
);
