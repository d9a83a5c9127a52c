import { lazy, type ComponentType } from 'react';

/** React.lazy for a module's named export (the codebase uses named exports only); keeps the export's props type. */
export function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K): M[K] {
  return lazy(async () => ({ default: (await load())[name] as unknown as ComponentType<object> })) as unknown as M[K];
}
