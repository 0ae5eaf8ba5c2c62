import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FirstScreen } from './shell-page.ts';

/** A public read of a first screen, under the key the view reads it with. */
export interface FirstScreenRead {
  key: unknown[];
  url: string;
}

/** A read answered by this server: its raw JSON body, or null when it did not answer 200. */
export type AnswerRead = (read: FirstScreenRead) => Promise<{ key: unknown[]; body: string } | null>;

/** What a remote's `dist/first-screen/render/index.cjs` exports (mfe-kit/scripts/prerender-first-screen.ts). */
interface RenderBundle {
  requestPages?: {
    name: string;
    prepare?: () => Promise<void>;
    readsFor: (path: string, answered: (key: unknown[]) => unknown) => FirstScreenRead[];
  }[];
  renderFirstScreen: (
    page: object,
    answers: { key: unknown[]; data: unknown }[],
    styles: unknown,
  ) => FirstScreen;
  styleCache: () => unknown;
}

/** At most this many rounds of reads that need an earlier answer (a project, then its KOLs). */
const MAX_ROUNDS = 3;
/** Rendered screens kept by page, path and answers: a second visit to a page renders nothing. */
const CACHE_SIZE = 32;

/**
 * The first screens a remote renders per request (docs/frontend.md, "First screen"): a page
 * whose markup depends on its path, such as a project's. Its reads are answered by this server
 * as a visitor would get them, then the remote's own App renders to HTML with those answers,
 * from the bundle its build left beside the prerendered screens. The same answers go into the
 * page, so the live app's first render matches and asks for none of them again. Any read that
 * does not answer 200 (an unknown project) means no first screen: the live page says why.
 */
export function requestFirstScreens(bundleFile: string, log: { warn: (o: object, m: string) => void }) {
  let loaded: {
    mtime: number;
    bundle: RenderBundle;
    prepared: Map<string, Promise<void>>;
    /** antd's styles, computed once per component for every render (measured: 40 → 15 ms a render). */
    styles: unknown;
  } | null = null;
  const rendered = new Map<string, FirstScreen>();

  /** The bundle, required again after a rebuild (its files, not the libraries, change). */
  const bundle = () => {
    const mtime = statSync(bundleFile).mtimeMs;
    if (!loaded || loaded.mtime !== mtime) {
      const folder = dirname(bundleFile);
      const require = createRequire(bundleFile);
      for (const id of Object.keys(require.cache)) if (id.startsWith(folder)) delete require.cache[id];
      const code = require(bundleFile) as RenderBundle;
      loaded = { mtime, bundle: code, prepared: new Map(), styles: code.styleCache() };
      rendered.clear();
    }
    return loaded;
  };

  return async function render(
    name: string,
    path: string,
    answer: AnswerRead,
    /** No session cookie: rendered signed out, as the live page's first render will be. */
    visitor: boolean,
  ): Promise<{ screen: FirstScreen; data: { key: unknown[]; body: string }[] } | null> {
    if (!existsSync(bundleFile)) return null;
    try {
      const { bundle: code, prepared, styles } = bundle();
      const page = code.requestPages?.find((p) => p.name === name);
      if (!page) return null;
      // The route's lazily loaded code, once per bundle: it must render in the first pass.
      if (!prepared.has(name)) prepared.set(name, page.prepare?.() ?? Promise.resolve());
      await prepared.get(name);
      const answers = new Map<string, { key: unknown[]; body: string; data: unknown }>();
      for (let round = 0; round < MAX_ROUNDS; round++) {
        const reads = page
          .readsFor(path, (key) => answers.get(JSON.stringify(key))?.data)
          .filter((read) => read.url.startsWith('/api/') && !answers.has(JSON.stringify(read.key)));
        if (!reads.length) break;
        for (const got of await Promise.all(reads.map(answer))) {
          if (!got) return null;
          answers.set(JSON.stringify(got.key), { ...got, data: JSON.parse(got.body) });
        }
      }
      const data = [...answers.values()].map(({ key, body }) => ({ key, body }));
      const cacheKey = JSON.stringify([name, path, visitor, data.map((d) => d.body)]);
      let screen = rendered.get(cacheKey);
      if (!screen) {
        screen = code.renderFirstScreen({ ...page, path, visitor }, [...answers.values()], styles);
        if (rendered.size >= CACHE_SIZE) rendered.delete(rendered.keys().next().value as string);
        rendered.set(cacheKey, screen);
      }
      return { screen, data };
    } catch (error) {
      // The page still works without its first screen: the shell mounts the remote as usual.
      log.warn({ err: error, path }, 'first screen not rendered');
      return null;
    }
  };
}

/** Where a remote's build leaves the code that renders its per-request first screens. */
export function renderBundleFile(distDir: string): string {
  return join(distDir, 'first-screen', 'render', 'index.cjs');
}
