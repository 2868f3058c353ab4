/**
 * Auth at startup (spec 000 §4), the part every page carries — a few checks, no more. A token in
 * the hash leaves the address bar before anything else runs; the code that completes it, or
 * fetches the user (stored strategy, or a page the server rendered for a signed-in reader: the
 * session cookie is HttpOnly), loads only then. An anonymous reader downloads none of it: for
 * them initialisation has nothing to do (decision 041).
 */
import { looksLikeImplicitReturn, storedStrategy } from './strategy';

export function startAuthAtStartup(): void {
  const implicitHash = looksLikeImplicitReturn(location.hash) ? location.hash : null;
  if (implicitHash !== null) history.replaceState(history.state, '', `${location.pathname}${location.search}`);
  const signedIn = document.body?.getAttribute('data-auth') === 'logged-in';
  const strategy = storedStrategy();
  if (implicitHash === null && !signedIn && strategy === null) return;
  // A chunk that cannot load leaves the page as the server rendered it.
  import('./authStartup')
    .then((module) => module.startAuth({ implicitHash, signedIn, strategy }))
    .catch(() => undefined);
}
