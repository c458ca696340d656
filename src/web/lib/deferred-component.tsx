import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { reportError } from './error-reports';

/*
 * A part of the page whose code arrives after the page has started: it shows `placeholder` until its chunk has
 * loaded, then itself. Unlike React.lazy it suspends nothing, so the reveal waits on no timer and no boundary, and a
 * chunk that fails to load leaves the placeholder instead of a crash screen. The build's prerender loads every
 * deferred part first (loadDeferredParts), so the HTML a visitor sees before any script runs has them all.
 */

const loaders = new Set<() => Promise<unknown>>();

/** A deferred part; `preload()` starts loading its code before it is first shown (on a sign it soon will be). */
export type DeferredComponent<P> = ComponentType<P> & { preload(): void };

export function deferredComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  placeholder: ReactNode = null,
): DeferredComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () =>
    (loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        loading = undefined; // the next showing tries again
        throw error;
      },
    ));
  loaders.add(start);

  function Deferred(props: P) {
    const [Component, setComponent] = useState(() => loaded);
    // Asked again on every render until loaded: a load under way is shared, and one that failed is tried again the
    // next time the part's owner renders it (a dialog opened), not only when it is mounted anew.
    useEffect(() => {
      if (Component) return;
      let cancelled = false;
      start().then(
        (component) => {
          if (!cancelled) setComponent(() => component);
        },
        (error: unknown) => reportError('A deferred part of the page failed to load', error),
      );
      return () => {
        cancelled = true;
      };
    }, [Component, props]);
    return Component ? <Component {...props} /> : placeholder;
  }
  return Object.assign(Deferred, {
    preload: () => {
      start().catch(() => {}); // a failure is reported when the part is shown
    },
  });
}

/** Loads every deferred part defined so far (by the modules loaded so far): the prerender's first step. */
export function loadDeferredParts(): Promise<unknown[]> {
  return Promise.all([...loaders].map((start) => start()));
}
