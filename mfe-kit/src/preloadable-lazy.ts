import { type ComponentType, lazy } from 'react';

/**
 * `React.lazy` with a `preload()`. Once preloaded, the component renders in the same pass
 * instead of suspending once more: its loader then hands React a thenable that resolves
 * synchronously, so a page painted from a prerendered first screen is replaced by the live page
 * without a fallback in between (docs/frontend.md, "First screen"). Before that it behaves as
 * `lazy` does.
 */
export function preloadableLazy<T extends ComponentType<never>>(
  load: () => Promise<{ default: T }>,
): T & { preload: () => Promise<void> } {
  let loaded: { default: T } | undefined;
  let pending: Promise<void> | undefined;
  const preload = () => {
    pending ??= load().then((module) => {
      loaded = module;
    });
    return pending;
  };
  const component = lazy((): Promise<{ default: ComponentType<object> }> => {
    const module = loaded as { default: ComponentType<object> } | undefined;
    if (!module) return preload().then(() => loaded as unknown as { default: ComponentType<object> });
    // React reads a thenable's result when `then` calls back before returning (React.lazy's
    // initializer checks its status right after subscribing): a thenable on purpose.
    // biome-ignore lint/suspicious/noThenProperty: a synchronous thenable is the point here.
    return { then: (resolve: (value: typeof module) => void) => resolve(module) } as Promise<typeof module>;
  });
  return Object.assign(component, { preload }) as unknown as T & { preload: () => Promise<void> };
}
