import { type ThemeConfig, theme } from 'antd';

/** One dark theme for the shell and every remote (each also runs standalone). */
export const darkTheme: ThemeConfig = {
  algorithm: theme.darkAlgorithm,
  // A fixed key for the theme's CSS-variable class instead of a React id: the build's first
  // screen and the browser then name it alike, so the browser reuses the prerendered variables
  // instead of computing them again (docs/frontend.md, "First screen"). One theme per page.
  cssVar: { key: 'mindmark' },
  token: {
    colorPrimary: '#7c5cff',
    // One accent for every link, antd's and plain <a> alike (index.html sets the same colour).
    colorLink: '#a58cff',
    colorLinkHover: '#c2b3ff',
    colorLinkActive: '#8f73ff',
    borderRadius: 8,
    // The system UI font: no font file to fetch before text paints (docs/frontend.md).
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  },
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

export const BRAND = 'Mindmark';
