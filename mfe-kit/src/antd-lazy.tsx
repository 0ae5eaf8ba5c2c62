import type { ComponentProps, ComponentType } from 'react';
import { preloadableLazy } from './preloadable-lazy.ts';

/**
 * A lazily loaded component drawn with antd: its module and the theme wrapper (antd-theme.tsx)
 * load together when it is first needed, and it renders inside AntdTheme. The module importing
 * this never imports antd itself, so antd stays off its chunk (docs/frontend.md, "antd off the
 * first load").
 */
// biome-ignore lint/suspicious/noExplicitAny: any component, its props kept by ComponentProps
export function antdLazy<C extends ComponentType<any>>(
  load: () => Promise<{ default: C }>,
): C & { preload: () => Promise<void> } {
  const themed = preloadableLazy(() =>
    Promise.all([load(), import('./antd-theme.tsx')]).then(([module, theme]) => {
      const Inner = module.default as ComponentType<ComponentProps<C>>;
      // biome-ignore lint/correctness/noComponentHookFactories: made once per lazy component, when its code arrives
      const Themed = (props: ComponentProps<C>) => (
        <theme.AntdTheme>
          <Inner {...props} />
        </theme.AntdTheme>
      );
      return { default: Themed };
    }),
  );
  return themed as unknown as C & { preload: () => Promise<void> };
}
