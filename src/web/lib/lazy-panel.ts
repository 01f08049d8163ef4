// A part of the shell that is not needed for the first paint (a dialog's or a drawer's body): its own chunk,
// loaded when it first shows, or ahead of that on the user's intent (hover, focus) or when the page is idle.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { withRetry } from './lazy-with-retry';

export interface LazyPanel<TProps> {
  Component: LazyExoticComponent<ComponentType<TProps>>;
  /** Starts loading the chunk (once); failures are left to the component, which loads again on show. */
  preload: () => void;
}

export function lazyPanel<TProps>(load: () => Promise<ComponentType<TProps>>): LazyPanel<TProps> {
  let loading: Promise<{ default: ComponentType<TProps> }> | null = null;
  const loadOnce = () => {
    loading ??= withRetry(load)()
      .then((component) => ({ default: component }))
      .catch((error: unknown) => {
        loading = null;
        throw error;
      });
    return loading;
  };
  return {
    Component: lazy(loadOnce),
    preload: () => {
      loadOnce().catch(() => undefined);
    },
  };
}
