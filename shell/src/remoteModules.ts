import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';

export type RemoteComponent = ComponentType<Record<string, unknown>>;

/** A failed load is remembered this long, then the next render tries again (the remote may be back). */
const RETRY_AFTER_MS = 10_000;

const cache = new Map<string, Promise<RemoteComponent | null>>();

/**
 * The default export of `<remote>/<Module>`, or null when the remote cannot be loaded: a missing remote is
 * an outage of that area, not a render error of the page. One promise per module id, for React's `use`.
 */
export function loadRemoteComponent(id: string): Promise<RemoteComponent | null> {
  let p = cache.get(id);
  if (!p) {
    const promise: Promise<RemoteComponent | null> & { status?: string; value?: RemoteComponent | null } = loadRemote<{
      default?: RemoteComponent;
    }>(id)
      .then((mod) => {
        if (!mod?.default) throw new Error(`módulo ${id} sem export default`);
        return mod.default;
      })
      .catch((err: unknown) => {
        console.error(`[shell] não foi possível carregar ${id}`, err);
        setTimeout(() => cache.delete(id), RETRY_AFTER_MS);
        return null;
      })
      .then((value) => {
        // React's `use` reads a settled promise synchronously when these are set: no extra suspend.
        promise.status = 'fulfilled';
        promise.value = value;
        return value;
      });
    p = promise;
    cache.set(id, p);
  }
  return p;
}

const groups = new Map<string, Promise<(RemoteComponent | null)[]>>();

/** Several modules as one settled promise (stable per set of ids, as `use` needs). */
export function loadRemoteComponents(ids: string[]): Promise<(RemoteComponent | null)[]> {
  const key = ids.join('|');
  let p = groups.get(key);
  if (!p) {
    const promise: Promise<(RemoteComponent | null)[]> & { status?: string; value?: (RemoteComponent | null)[] } = Promise.all(
      ids.map(loadRemoteComponent),
    ).then((value) => {
      promise.status = 'fulfilled';
      promise.value = value;
      // A failed member is retried later by loadRemoteComponent; let the group be rebuilt then too.
      if (value.includes(null)) setTimeout(() => groups.delete(key), RETRY_AFTER_MS);
      return value;
    });
    p = promise;
    groups.set(key, p);
  }
  return p;
}
