import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { rspack } from '@rspack/core';
import { sourceRule } from '../src/rspack-federated-config.ts';
import type { FirstScreenPage, RenderedFirstScreen } from '../src/first-screen/render.tsx';

/**
 * `tsx prerender-first-screen.ts <workspace>`: after a remote's production build, renders the
 * first screen of each page its `src/first-screen.tsx` lists to `dist/first-screen/<name>.json`
 * ({ html, styles }), which the server puts in the page (docs/frontend.md, "First screen").
 * The entry is bundled for Node with the libraries left as they are installed, so the render
 * uses the same antd, React and router as the browser build, in production mode (antd's class
 * names and style hashes then match the browser's).
 */
process.env.NODE_ENV = 'production';
const dir = resolve(process.argv[2] ?? '.');
const outDir = join(dir, 'node_modules', '.cache', 'first-screen');
rmSync(outDir, { recursive: true, force: true });

await new Promise<void>((done, fail) => {
  rspack({
    mode: 'none',
    target: 'node',
    context: dir,
    entry: { 'first-screen': './src/first-screen.tsx' },
    output: { path: outDir, filename: '[name].cjs', library: { type: 'commonjs2' } },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      modules: [join(dir, 'node_modules'), 'node_modules'],
    },
    // Every installed library stays outside the bundle, required from the workspace at run time.
    externals: [
      ({ request }, callback) =>
        request && !request.startsWith('.') && !request.startsWith('/') && !request.startsWith('@mindmark/')
          ? callback(undefined, `commonjs ${request}`)
          : callback(),
    ],
    module: {
      rules: [sourceRule()],
    },
    optimization: { minimize: false, nodeEnv: false },
    devtool: false,
  }).run((error, stats) => {
    if (error) return fail(error);
    if (stats?.hasErrors()) return fail(new Error(stats.toString({ all: false, errors: true })));
    done();
  });
});

const bundle = createRequire(import.meta.url)(join(outDir, 'first-screen.cjs')) as {
  pages: (FirstScreenPage & { name: string })[];
  renderFirstScreen: (page: FirstScreenPage) => RenderedFirstScreen;
};
const target = join(dir, 'dist', 'first-screen');
mkdirSync(target, { recursive: true });
for (const page of bundle.pages) {
  await page.prepare?.();
  const rendered = bundle.renderFirstScreen(page);
  writeFileSync(join(target, `${page.name}.json`), JSON.stringify(rendered));
  console.log(
    `first screen ${page.path}: ${(rendered.html.length / 1024).toFixed(1)} KB of markup, ${(rendered.styles.length / 1024).toFixed(1)} KB of styles`,
  );
}
// Nothing keeps running: a library's timer must not hold the build open.
process.exit(0);
