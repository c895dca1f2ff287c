import { type ComponentType, createElement, lazy } from 'react';

export type LazyPanel<P extends object> = ComponentType<P> & {
  /** Starts fetching the panel's chunk (idempotent); resolves once it can render at once. */
  preload: () => Promise<unknown>;
};

/**
 * A panel in its own chunk, fetched on first render or earlier by `preload` (a tab warms it on
 * hover or focus). Unlike a bare React.lazy, a panel whose chunk has arrived renders in the same
 * pass, with no fallback flash: React.lazy suspends once per component even when the module is
 * already in memory.
 */
export function lazyPanel<P extends object>(load: () => Promise<ComponentType<P>>): LazyPanel<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return loading;
  };
  const Suspending = lazy(() => preload().then((component) => ({ default: component })));
  function Panel(props: P) {
    // createElement, not JSX: this module is in the entry, which then needs no JSX runtime chunk.
    return createElement(loaded ?? Suspending, props);
  }
  return Object.assign(Panel, { preload });
}

/** A module's default export (a route's page), as a lazy panel. */
export const lazyDefault = <P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyPanel<P> => lazyPanel(() => load().then((m) => m.default));
