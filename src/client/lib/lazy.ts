import { type ComponentType, createElement, lazy, useState } from 'react';

/** React.lazy for a module's named export (the codebase uses named exports only); keeps the export's props type. */
export function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K): M[K] {
  return lazy(async () => ({ default: (await load())[name] as unknown as ComponentType<object> })) as unknown as M[K];
}

/**
 * lazyNamed plus preload(): once preload() has settled, the component renders at once instead of
 * suspending, so the route a page opens on shows no loading placeholder before its content
 * (docs/decisions/0143-first-paint.md). preload() answers the module, for its other exports.
 */
export function preloadableNamed<M, K extends keyof M>(load: () => Promise<M>, name: K): M[K] & { preload: () => Promise<M> } {
  let loaded: ComponentType<object> | undefined;
  const Lazy = lazyNamed(load, name) as unknown as ComponentType<object>;
  function Preloadable(props: object) {
    // Chosen once per mount, so the element type never changes under a mounted tree.
    const [Component] = useState(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  const preload = async () => {
    const module = await load();
    loaded = module[name] as unknown as ComponentType<object>;
    return module;
  };
  return Object.assign(Preloadable, { preload }) as unknown as M[K] & { preload: () => Promise<M> };
}
