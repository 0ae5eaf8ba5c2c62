import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { type Configuration, rspack } from '@rspack/core';
import { type FederationRole, sharedFor } from './shared-singletons.ts';
import { kitCss } from './ui/kit-css.ts';

export interface FederatedAppOptions {
  /** The workspace folder (its package.json pins the shared versions). */
  dir: string;
  role: FederationRole;
  /** Container name, a JS identifier: `mindmark_beta`. */
  name: string;
  exposes?: Record<string, string>;
  /** Dev server port for `npm run dev`. */
  port: number;
  title: string;
}

/** Where the Fastify server listens during development; the dev server proxies to it. */
const API_TARGET = process.env.MINDMARK_API ?? 'http://localhost:3000';

/**
 * The rspack configuration shared by the shell and the three remotes. Hashed file
 * names for everything but the entry points the outside world names (index.html,
 * remoteEntry.js), which the server serves uncached.
 */
export function federatedConfig(
  options: FederatedAppOptions,
  mode: 'development' | 'production',
): Configuration {
  const production = mode === 'production';
  return {
    mode,
    context: options.dir,
    entry: { main: './src/index.ts' },
    devtool: production ? false : 'cheap-module-source-map',
    output: {
      path: join(options.dir, 'dist'),
      // A remote's `auto` resolves chunk URLs from where remoteEntry.js was loaded, so
      // a remote served from another origin fetches its chunks from that origin. The
      // shell is always at the site root, and its index.html serves deep paths too.
      publicPath: options.role === 'host' ? '/' : 'auto',
      uniqueName: options.name,
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      assetModuleFilename: production ? 'assets/[name].[contenthash:10][ext]' : 'assets/[name][ext]',
      clean: false,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      // npm installs some singletons (antd, react-router) once per workspace; looking
      // in this workspace's node_modules first keeps mfe-kit's imports and the app's
      // on one copy instead of bundling two.
      modules: [join(options.dir, 'node_modules'), 'node_modules'],
    },
    module: {
      rules: [sourceRule({ development: !production, refresh: false })],
    },
    plugins: [
      ...(production ? [precompressPlugin] : []),
      new rspack.HtmlRspackPlugin({
        title: options.title,
        templateContent: htmlTemplate(options.title),
        // A remote's own index.html is only for standalone development.
        chunks: ['main'],
      }),
      new ModuleFederationPlugin({
        name: options.name,
        filename: 'remoteEntry.js',
        exposes: options.exposes,
        shared: sharedFor(options.role, options.dir),
        // A shared library already on the page is used as it is. The default (version-first)
        // fetches every registered remote's entry to compare versions the first time a lazy
        // share is asked for, and may pick another remote's copy than the one on the page: /beta
        // would download the onboarding's and the admin's entries and two routers.
        shareStrategy: 'loaded-first',
        // Remote URLs are registered at run time from GET /config, never compiled in.
        remotes: {},
        manifest: true,
        dts: false,
        experiments: {
          // One copy of the federation runtime per page: the shell provides it and
          // production remotes use it (in development a remote runs alone, with its own).
          ...(options.role === 'host' ? { provideExternalRuntime: true } : { externalRuntime: production }),
          optimization: { disableSnapshot: true, target: 'web' },
        },
      }),
    ],
    optimization: { minimize: production },
    performance: false,
    devServer: {
      port: options.port,
      historyApiFallback: true,
      hot: false,
      headers: { 'access-control-allow-origin': '*' },
      proxy: [{ context: ['/api', '/config', '/healthz'], target: API_TARGET, changeOrigin: false }],
    },
  };
}

/**
 * The one compile rule for our TypeScript and JSX sources (never node_modules), shared by the
 * browser builds here and the first-screen prerender's Node bundle (mfe-kit/scripts).
 */
export function sourceRule(react: { development?: boolean; refresh?: boolean } = {}) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', ...react } },
        target: 'es2022',
      },
    },
    type: 'javascript/auto',
  } as const;
}

/**
 * Writes .br and .gz beside every text asset at build time, at the highest brotli
 * level, so the server sends them as they are (@fastify/static preCompressed)
 * instead of compressing each response again.
 */
const precompressPlugin = {
  apply(compiler: import('@rspack/core').Compiler) {
    compiler.hooks.thisCompilation.tap('mindmark-precompress', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'mindmark-precompress', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        (assets) => {
          for (const [name, source] of Object.entries(assets)) {
            if (!/\.(js|css|html|json|svg)$/.test(name)) continue;
            const buffer = source.buffer();
            if (buffer.length < 1024) continue;
            const br = brotliCompressSync(buffer, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 11,
                [constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
              },
            });
            compilation.emitAsset(`${name}.br`, new rspack.sources.RawSource(br));
            compilation.emitAsset(`${name}.gz`, new rspack.sources.RawSource(gzipSync(buffer, { level: 9 })));
          }
        },
      );
    });
  },
};

function htmlTemplate(title: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="color-scheme" content="dark" />
    <meta name="description" content="Mindmark ranks crypto creators by mindshare: the AI leaderboard of KOLs, narratives and projects, and reward pools for creators." />
    <link rel="icon" href="data:image/svg+xml,%3Csvg xmlns=%27http://www.w3.org/2000/svg%27 viewBox=%270 0 16 16%27%3E%3Ccircle cx=%278%27 cy=%278%27 r=%277%27 fill=%27%237c5cff%27/%3E%3C/svg%3E" />
    <title>${title}</title>
    <style>html,body{margin:0;background:#0b0b12;color:#e6e6f0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}a{color:#a58cff}${kitCss()}</style>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
}
