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
    p = loadRemote<{ default?: RemoteComponent }>(id).then(
      (mod) => {
        if (!mod?.default) throw new Error(`módulo ${id} sem export default`);
        return mod.default;
      },
    ).catch((err: unknown) => {
      console.error(`[shell] não foi possível carregar ${id}`, err);
      setTimeout(() => cache.delete(id), RETRY_AFTER_MS);
      return null;
    });
    cache.set(id, p);
  }
  return p;
}
