import { lazy, type ComponentType } from 'react';

/** Fired when a home section's chunk cannot be loaded; a listener calling preventDefault() handles it. */
export const PRELOAD_ERROR_EVENT = 'studio:preloadError';

/**
 * React.lazy with public-site.md §8's rule: a failed section load fires a cancelable event and is rethrown
 * (the shell's boundary then shows /error) unless a listener handled it, in which case the section is left out.
 */
export function lazySection(load: () => Promise<{ default: ComponentType }>) {
  return lazy(() =>
    load().catch((error: unknown) => {
      const event = new CustomEvent(PRELOAD_ERROR_EVENT, { cancelable: true, detail: error });
      window.dispatchEvent(event);
      if (event.defaultPrevented) return { default: () => null };
      throw error;
    }),
  );
}
