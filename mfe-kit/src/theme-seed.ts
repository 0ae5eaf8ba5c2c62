import type { ThemeConfig } from 'antd';

/** The theme's own tokens (theme.ts); a file of its own so the build's token script reads it without antd's runtime. */
export const DARK_SEED: NonNullable<ThemeConfig['token']> = {
  colorPrimary: '#7c5cff',
  // One accent for every link, antd's and plain <a> alike (index.html sets the same colour).
  colorLink: '#a58cff',
  colorLinkHover: '#c2b3ff',
  colorLinkActive: '#8f73ff',
  borderRadius: 8,
  // The system UI font: no font file to fetch before text paints (docs/frontend.md).
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
};
