import { type ThemeConfig, theme } from 'antd';
import { GENERATED_MAP_TOKEN, GENERATED_SEED } from './theme-map-token.generated.ts';
import { DARK_SEED } from './theme-seed.ts';

type DarkAlgorithm = typeof theme.darkAlgorithm;

/**
 * antd's dark algorithm, answered from the build for the theme's own seed: deriving the map
 * tokens (thirteen colour palettes and their shades) costs the browser about 60 ms of colour
 * arithmetic at boot, more on a slow phone (measured: docs/frontend.md, "Theme tokens at build
 * time"). Any other seed (a nested theme, a changed seed before the file is generated again) is
 * derived as before.
 */
const darkAlgorithm: DarkAlgorithm = (seed, mapToken) => {
  if (mapToken === undefined && sameTokens(seed, GENERATED_SEED)) {
    return { ...GENERATED_MAP_TOKEN } as unknown as ReturnType<DarkAlgorithm>;
  }
  return theme.darkAlgorithm(seed, mapToken);
};

function sameTokens(a: object, b: Record<string, unknown>): boolean {
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.is((a as Record<string, unknown>)[key], b[key]))
  );
}

/** One dark theme for the shell and every remote (each also runs standalone). */
export const darkTheme: ThemeConfig = {
  algorithm: darkAlgorithm,
  // A fixed key for the theme's CSS-variable class instead of a React id: the build's first
  // screen and the browser then name it alike, so the browser reuses the prerendered variables
  // instead of computing them again (docs/frontend.md, "First screen"). One theme per page.
  cssVar: { key: 'mindmark' },
  token: DARK_SEED,
  components: {
    // A hovered button must stay readable, and the pointer often rests on one after a click.
    // The dark algorithm's hover colour (#937ae8) serves as text on the dark page (5.2:1) but
    // leaves white text on a solid primary button at 3.4:1. So the solid background darkens
    // instead (#765ce6, 4.7:1 under white text) while default buttons keep the light hover
    // text and border.
    Button: {
      colorPrimaryHover: '#765ce6',
      defaultHoverColor: '#937ae8',
      defaultHoverBorderColor: '#937ae8',
    },
  },
};
