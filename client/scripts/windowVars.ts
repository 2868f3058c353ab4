import { SERVER_RENDER_WINDOW_MESSAGE, windowVarNotWatchedMessage } from './messages';

/**
 * Reading a window variable a script tag provides (spec 001 §3 windowVars; §8: "The requested
 * Window variable '{name}' is not watched.", "Cannot access Window during server render.").
 * The window is passed in — undefined during a server render — so this stays isomorphic.
 */
export function readWindowVar(
  watched: readonly string[],
  name: string,
  win: Readonly<Record<string, unknown>> | undefined,
): unknown {
  if (win === undefined) throw new Error(SERVER_RENDER_WINDOW_MESSAGE);
  if (!watched.includes(name)) throw new Error(windowVarNotWatchedMessage(name));
  return win[name];
}
