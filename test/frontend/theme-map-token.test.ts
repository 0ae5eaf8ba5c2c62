import t from 'tap';
// The copy of antd mfe-kit resolves (the root has none).
import { theme } from '../../mfe-kit/node_modules/antd/lib/index.js';
import { darkTheme } from '../../mfe-kit/src/theme.ts';
import { GENERATED_MAP_TOKEN, GENERATED_SEED } from '../../mfe-kit/src/theme-map-token.generated.ts';
import { DARK_SEED } from '../../mfe-kit/src/theme-seed.ts';

/**
 * The dark theme's map tokens come from the build (mfe-kit/scripts/theme-map-token.ts), not from
 * antd's algorithm at boot (docs/frontend.md, "Theme tokens at build time"). The file must be
 * what the algorithm answers for today's seed, and antd must hand the theme that very seed, or
 * the browser silently derives the tokens again.
 */
t.test('the generated tokens are the dark algorithm of the theme seed', async (t) => {
  const seed = { ...theme.defaultSeed, ...DARK_SEED };
  t.strictSame(GENERATED_SEED, seed, 'run `npx tsx mfe-kit/scripts/theme-map-token.ts` after a seed change');
  t.strictSame(GENERATED_MAP_TOKEN, theme.darkAlgorithm(seed));
});

t.test('antd asks the theme for exactly that seed, so the browser takes the generated answer', async (t) => {
  let asked: unknown;
  const algorithm = darkTheme.algorithm as typeof theme.darkAlgorithm;
  const token = theme.getDesignToken({
    ...darkTheme,
    algorithm: (seed, map) => {
      asked = seed;
      return algorithm(seed, map);
    },
  });
  t.strictSame(asked, GENERATED_SEED);
  t.strictSame(
    token,
    theme.getDesignToken({ ...darkTheme, algorithm: theme.darkAlgorithm }),
    'the same theme',
  );
});

t.test('another seed is derived as before', async (t) => {
  const algorithm = darkTheme.algorithm as typeof theme.darkAlgorithm;
  const seed = { ...theme.defaultSeed, ...DARK_SEED, colorPrimary: '#00b96b' };
  t.strictSame(algorithm(seed), theme.darkAlgorithm(seed));
});
