/**
 * The client router's observable state: whether a navigation is in progress (the spec's
 * routing-in-progress flag) and how the last one ended. The loading bar subscribes to it.
 */
export type NavigationPhase = 'idle' | 'loading' | 'done' | 'failed';

export interface NavigationState {
  routing: boolean;
  phase: NavigationPhase;
  /** Increments on every navigation so subscribers can tell two navigations apart. */
  id: number;
}

type Listener = () => void;

let state: NavigationState = { routing: false, phase: 'idle', id: 0 };
const listeners = new Set<Listener>();

function set(next: NavigationState): void {
  state = next;
  if (typeof document !== 'undefined') {
    document.documentElement.toggleAttribute('data-routing', next.routing);
  }
  for (const listener of listeners) listener();
}

export const navigationStore = {
  get: (): NavigationState => state,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  start(): number {
    set({ routing: true, phase: 'loading', id: state.id + 1 });
    return state.id;
  },
  finish(id: number, ok: boolean): void {
    if (id !== state.id) return;
    set({ routing: false, phase: ok ? 'done' : 'failed', id });
  },
};

const serverState: NavigationState = { routing: false, phase: 'idle', id: 0 };
export const getServerNavigationState = (): NavigationState => serverState;
