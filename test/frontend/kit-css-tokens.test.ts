import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import t from 'tap';
// The copy of antd mfe-kit resolves (the root has none).
import { theme } from '../../mfe-kit/node_modules/antd/lib/index.js';
import { kitCss } from '../../mfe-kit/src/ui/kit-css.ts';
import { darkTheme } from '../../mfe-kit/src/theme.ts';

/**
 * The kit's plain components (mfe-kit/src/ui/) paint the first screen of the public pages in the
 * colours antd's components have on the screens that still use antd (docs/frontend.md, "antd off
 * the first load"). Their stylesheet states those colours as CSS variables; each must be the
 * dark theme's token it stands for, or the two halves of a page drift apart.
 */
const TOKEN_OF: Record<string, string> = {
  '--mm-primary': 'colorPrimary',
  '--mm-primary-active': 'colorPrimaryActive',
  '--mm-primary-text-hover': 'colorPrimaryHover',
  '--mm-primary-bg': 'colorPrimaryBg',
  '--mm-text': 'colorText',
  '--mm-text-2': 'colorTextSecondary',
  '--mm-text-3': 'colorTextTertiary',
  '--mm-text-disabled': 'colorTextDisabled',
  '--mm-bg-container': 'colorBgContainer',
  '--mm-bg-elevated': 'colorBgElevated',
  '--mm-bg-layout': 'colorBgLayout',
  '--mm-bg-mask': 'colorBgMask',
  '--mm-bg-disabled': 'colorBgContainerDisabled',
  '--mm-border': 'colorBorder',
  '--mm-border-2': 'colorBorderSecondary',
  '--mm-fill-2': 'colorFillSecondary',
  '--mm-fill-3': 'colorFillTertiary',
  '--mm-error': 'colorError',
  '--mm-error-bg': 'colorErrorBg',
  '--mm-error-border': 'colorErrorBorder',
  '--mm-warning': 'colorWarning',
  '--mm-warning-bg': 'colorWarningBg',
  '--mm-warning-border': 'colorWarningBorder',
  '--mm-info': 'colorInfo',
  '--mm-info-bg': 'colorInfoBg',
  '--mm-info-border': 'colorInfoBorder',
  '--mm-success': 'colorSuccess',
  '--mm-success-bg': 'colorSuccessBg',
  '--mm-success-border': 'colorSuccessBorder',
  '--mm-link-hover': 'colorLinkHover',
  '--mm-radius': 'borderRadius',
  '--mm-radius-sm': 'borderRadiusSM',
  '--mm-radius-lg': 'borderRadiusLG',
  '--mm-font-size': 'fontSize',
};

const css = readFileSync(join(import.meta.dirname, '../../mfe-kit/src/ui/kit.css'), 'utf8');
const variables = Object.fromEntries(
  [...css.matchAll(/(--mm-[a-z0-9-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2].trim()]),
);
const same = (value: unknown) =>
  String(value)
    .replace(/\s+/g, '')
    .replace(/^(\d+)$/, '$1px');

t.test("each colour variable of the kit's stylesheet is the dark theme's token", async (t) => {
  const token = theme.getDesignToken(darkTheme) as unknown as Record<string, unknown>;
  for (const [variable, name] of Object.entries(TOKEN_OF)) {
    t.equal(same(variables[variable]), same(token[name]), `${variable} is ${name}`);
  }
  // Set by the theme itself rather than derived: the solid button's hover (theme.ts) and the link.
  t.equal(variables['--mm-primary-hover'], darkTheme.components?.Button?.colorPrimaryHover);
  t.equal(variables['--mm-link'], darkTheme.token?.colorLink);
});

t.test(
  "each tag colour is antd's preset colour of the dark theme (1 background, 3 border, 7 text)",
  async (t) => {
    const token = theme.getDesignToken(darkTheme) as unknown as Record<string, unknown>;
    for (const colour of ['purple', 'green', 'blue']) {
      const rule = css.match(new RegExp(`\\.mm-tag-${colour} \\{([^}]*)\\}`))?.[1] ?? '';
      const value = (property: string) => rule.match(new RegExp(`(?:^|\\s)${property}:\\s*([^;]+);`))?.[1];
      t.equal(value('background'), token[`${colour}1`], `${colour} background`);
      t.equal(value('border-color'), token[`${colour}3`], `${colour} border`);
      t.equal(value('color'), token[`${colour}7`], `${colour} text`);
    }
  },
);

t.test('the build inlines the whole stylesheet, comments dropped', async (t) => {
  const inlined = kitCss();
  t.notMatch(inlined, /\/\*/);
  for (const rule of [
    '.mm-btn{',
    '.mm-dialog::backdrop{',
    '.mm-nav-horizontal .mm-nav-item{',
    ':root{--mm-primary:',
  ])
    t.ok(inlined.includes(rule), `has ${rule}`);
});
