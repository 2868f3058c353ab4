/**
 * What the client router tells observers about a soft navigation (decision 115): when it
 * started (the click's or popstate's event time), when its response arrived (with the
 * response's Server-Timing) and when the new tree was committed. Field Web Vitals listen; the
 * router does not wait for anyone. `id` is the navigation store's: a late response of a
 * navigation the reader has already left is told apart.
 */
export type NavigationEvent =
  | { type: 'start'; id: number; url: string; at: number }
  | { type: 'response'; id: number; at: number; serverTiming: string | null }
  | { type: 'commit'; at: number };

type Listener = (event: NavigationEvent) => void;
const listeners = new Set<Listener>();

export function emitNavigation(event: NavigationEvent): void {
  for (const listener of listeners) {
    try {
      listener(event);
    } catch (error) {
      console.warn('Navigation listener failed', error);
    }
  }
}

export function onNavigation(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
