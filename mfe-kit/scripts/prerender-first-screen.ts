import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { rspack } from '@rspack/core';
import type {
  FirstScreenPage,
  RenderedFirstScreen,
  RequestFirstScreenPage,
} from '../src/first-screen/render.tsx';
import { sourceRule } from '../src/rspack-federated-config.ts';

/**
 * `tsx prerender-first-screen.ts <workspace>`: after a remote's production build, renders the
 * first screen of each page its `src/first-screen.tsx` lists to `dist/first-screen/<name>.json`
 * ({ html, styles, reads }), which the server puts in the page (docs/frontend.md, "First screen").
 * The entry is bundled for Node with its libraries, in production mode whatever the environment
 * of the process that loads it (antd's class names and style hashes then match the browser's),
 * and kept as `dist/first-screen/render/index.cjs`: the server renders the pages that depend on
 * the path (`requestPages`, a project's page) with it, per request.
 */
process.env.NODE_ENV = 'production';
const dir = resolve(process.argv[2] ?? '.');
const target = join(dir, 'dist', 'first-screen');
const bundleDir = join(target, 'render');
rmSync(target, { recursive: true, force: true });

await new Promise<void>((done, fail) => {
  rspack({
    mode: 'none',
    target: 'node20',
    context: dir,
    entry: { index: './src/first-screen.tsx' },
    output: {
      path: bundleDir,
      filename: '[name].cjs',
      chunkFilename: '[id].cjs',
      library: { type: 'commonjs2' },
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      modules: [join(dir, 'node_modules'), 'node_modules'],
    },
    module: { rules: [sourceRule()] },
    // Libraries bundled in and shaken (the icons alone are thousands of modules), with
    // process.env.NODE_ENV fixed to production: a server started in another mode must still
    // render antd's production class names.
    optimization: {
      minimize: false,
      nodeEnv: 'production',
      usedExports: true,
      sideEffects: true,
      providedExports: true,
      innerGraph: true,
      concatenateModules: true,
    },
    devtool: false,
  }).run((error, stats) => {
    if (error) return fail(error);
    if (stats?.hasErrors()) return fail(new Error(stats.toString({ all: false, errors: true })));
    done();
  });
});

const bundle = createRequire(import.meta.url)(join(bundleDir, 'index.cjs')) as {
  pages: (FirstScreenPage & { name: string })[];
  requestPages?: RequestFirstScreenPage[];
  renderFirstScreen: (page: FirstScreenPage) => RenderedFirstScreen;
};
mkdirSync(target, { recursive: true });
for (const page of bundle.pages) {
  await page.prepare?.();
  const rendered = bundle.renderFirstScreen(page);
  writeFileSync(join(target, `${page.name}.json`), JSON.stringify(rendered));
  console.log(
    `first screen ${page.path}: ${(rendered.html.length / 1024).toFixed(1)} KB of markup, ${(rendered.styles.length / 1024).toFixed(1)} KB of styles`,
  );
}
// Nothing rendered per request: the server has no use for the bundle.
if (!bundle.requestPages?.length) rmSync(bundleDir, { recursive: true, force: true });
// Nothing keeps running: a library's timer must not hold the build open.
process.exit(0);
