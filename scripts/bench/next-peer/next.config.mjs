/**
 * The Next.js peer of `npm run bench -- --next` (scripts/bench/nextPeer.mjs): a stock App Router
 * app, production build, default compression (gzip), trailing slashes like Neutron's URLs. Nothing here is tuned.
 */
export default { poweredByHeader: false, trailingSlash: true };
