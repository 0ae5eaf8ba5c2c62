import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { connectDatabase } from '#adapters/db/connect.ts';
import { migrateToLatest } from '#adapters/db/migrate.ts';
import { loadConfig } from '#adapters/main/config.ts';
import { buildContainer } from '#adapters/main/container.ts';
import { launchChromium } from '../scripts/chromium.ts';
import { writeResultsSection } from './results-file.ts';

/**
 * JavaScript a first-time visitor downloads, measured in Chromium against the
 * production build served by the product server: bytes on the wire (brotli, as the
 * browser negotiates), counted per response, nothing cached. Budgets: the guards of
 * test/e2e/shell-routes.test.ts (docs/frontend.md, "First-load budget").
 */
const ROOT = join(import.meta.dirname, '..');
const BUDGET_KB = {
  '/beta': 150,
  '/': 142,
  '/admin': 350,
  '/beta/projects': 150,
  '/beta/projects/:slug': 150,
  '/beta/social-card': 150,
} as Record<string, number>;
const PAGES = [
  { path: '/beta', ready: '[data-mfe="beta"]' },
  // The pages whose visitor view is plain too (docs/frontend.md, "antd off the first load"): their
  // first load is the lazily loaded page with its data, a visitor's for the social card.
  { path: '/beta/projects', ready: '[data-testid="projects-table"] tbody tr[tabindex]' },
  { path: '/beta/projects/:slug', ready: '[data-testid="project-kols"] tbody tr[tabindex]' },
  { path: '/beta/social-card', ready: 'h1' },
  { path: '/admin/login', ready: '[data-mfe="admin"]' },
  // Signed in: the admin app's first page (Projects), its own deployment's budget.
  { path: '/admin', ready: '[data-section="projects"] h1', staff: true },
  { path: '/', ready: '[data-mfe="onboarding"]' },
];

// BENCH_NO_BUILD=1 measures the builds already in each dist/.
if (!process.env.BENCH_NO_BUILD) execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'ignore' });
const database = await connectDatabase({ kind: 'pglite', dataDir: ':memory:' });
await migrateToLatest(database.db);
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_ORIGIN: 'http://127.0.0.1' });
const { app, staffAuth, seedDemoData } = await buildContainer(config, database, { frontendDir: ROOT });
// The demo's data, so the projects table and a project's page have rows to show.
await seedDemoData(42);
await staffAuth.create({
  username: 'bench_admin',
  password: 'bench-admin-password',
  role: 'admin',
  projectId: null,
});
const origin = await app.listen({ host: '127.0.0.1', port: 0 });
const browser = await launchChromium();
const top = (
  await app.inject({
    url: '/api/projects/paginate?page=1&limit=1&sortField=mindsharePercent&sortDirection=desc',
  })
).json() as { data: { twitterUsername: string }[] };
const slug = top.data[0]?.twitterUsername ?? 'none';

interface Measured {
  path: string;
  files: number;
  wire: number;
  raw: number;
  largest: { name: string; wire: number }[];
  all: { name: string; wire: number; raw: number }[];
}

async function measure(
  path: string,
  ready: string,
  as: { staff?: boolean; signInAs?: string } = {},
): Promise<Measured> {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (as.staff) {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/admin/login',
      payload: { username: 'bench_admin', password: 'bench-admin-password' },
    });
    await page.addInitScript(`localStorage.setItem('token', ${JSON.stringify(login.json().token)})`);
  }
  if (as.signInAs) {
    // The demo sign-in (no X configured here) sets the context's session cookie; no page
    // loads yet, so nothing is cached before the measured visit.
    await context.request.post(`${origin}/api/auth/demo`, { form: { handle: as.signInAs }, maxRedirects: 0 });
  }
  const scripts: { name: string; wire: number; raw: number }[] = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    const sizes = await request.sizes();
    const response = await request.response();
    const raw = Number((await response?.body())?.length ?? 0);
    scripts.push({ name: new URL(request.url()).pathname, wire: sizes.responseBodySize, raw });
  });
  await page.goto(origin + path.replace(':slug', slug));
  // The live app, not the server's static first screen (which sits one level deeper in #root).
  await page.locator(`#root > [data-remote-area] ${ready}`).first().waitFor();
  await page.waitForLoadState('networkidle');
  await context.close();
  const sum = (key: 'wire' | 'raw') => scripts.reduce((n, s) => n + s[key], 0);
  return {
    path,
    files: scripts.length,
    wire: sum('wire'),
    raw: sum('raw'),
    largest: [...scripts].sort((a, b) => b.wire - a.wire).slice(0, 3),
    all: scripts,
  };
}

const results: Measured[] = [];
for (const page of PAGES)
  results.push(await measure(page.path, page.ready, { staff: 'staff' in page && page.staff }));
// The wallet step of a signed-in creator: what opening it adds to the landing's load is
// the wallet flow (wagmi, viem, react-query, the Solana adapter), loaded on demand only.
const walletStep = await measure('/?step=wallet', '[data-testid="wallet-link"]', {
  signInAs: 'bench_wallet',
});
const firstLoads = new Set(results.flatMap((r) => r.all.map((f) => f.name)));
const walletOnly = walletStep.all.filter((f) => !firstLoads.has(f.name));
await browser.close();
await app.close();
await database.close();

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const verdict = (r: Measured) => {
  const budget = BUDGET_KB[r.path];
  if (!budget) return '–';
  return r.wire / 1024 < budget ? `< ${budget} KB: met` : `< ${budget} KB: **missed**`;
};
const lines = [
  '## Front end: JavaScript on first load',
  '',
  `Measured by \`npm run bench:frontend\` on ${new Date().toISOString().slice(0, 10)}: Chromium, production build served by the product server, empty cache, brotli as negotiated by the browser.`,
  '',
  '| page | script files | transferred KB | uncompressed KB | budget |',
  '| ---- | -----------: | -------------: | --------------: | ------ |',
  ...results.map((r) => `| \`${r.path}\` | ${r.files} | ${kb(r.wire)} | ${kb(r.raw)} | ${verdict(r)} |`),
  '',
  'Largest files (transferred KB):',
  '',
  ...results.map(
    (r) => `- \`${r.path}\`: ${r.largest.map((f) => `${f.name.split('/').pop()} ${kb(f.wire)}`).join(', ')}`,
  ),
  '',
  `Wallet step (\`/?step=wallet\`, signed in): ${walletStep.files} script files, ${kb(walletStep.wire)} KB transferred. ` +
    `Loaded only when the wallet step or dialog opens, in no first load above: ${walletOnly.length} files, ` +
    `${kb(walletOnly.reduce((n, f) => n + f.wire, 0))} KB transferred (${kb(walletOnly.reduce((n, f) => n + f.raw, 0))} KB uncompressed): ` +
    `${[...walletOnly]
      .sort((a, b) => b.wire - a.wire)
      .map((f) => `${f.name.split('/').pop()} ${kb(f.wire)}`)
      .join(', ')}.`,
];
writeResultsSection('frontend', lines.join('\n'));
for (const r of results) {
  console.log(`${r.path}: ${r.files} scripts, ${kb(r.wire)} KB transferred, ${kb(r.raw)} KB raw`);
  for (const f of r.all) console.log(`  ${f.name} ${kb(f.wire)} KB (${kb(f.raw)} KB raw)`);
}
