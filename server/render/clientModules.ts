/**
 * Puts every module under client/ into the server bundle (without running it), so the SSR
 * step can load a client component by the id the SSR manifest gives it. Tests and the browser
 * entry are left out.
 */
const clientModules = require.context('../../client', true, /^\.\/(?!entry\.tsx$)(?!.*\.test\.tsx?$).*\.tsx?$/);

/** @public Kept so the context above is a used value; nothing reads the count. */
export const clientModuleCount = clientModules.keys().length;
