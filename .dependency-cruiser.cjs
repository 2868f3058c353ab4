/**
 * The layers and what each may import (docs/architecture.md, decision 100). `npm run lint` runs
 * dependency-cruiser with these rules over the product folders; test/lint/layers.test.ts proves
 * each rule fires on a small fixture tree.
 *
 * The browser bundle is client/ plus what it imports. client/ may import only client/ and shared/,
 * and shared/ only shared/ (type imports included), so that closure never leaves the two folders;
 * the two rules on Node built-ins and npm packages then keep Node-only code out of it.
 * Unit tests (*.test.ts) may import anything, like test/.
 */
const TEST = '\\.test\\.tsx?$';
const BROWSER = { path: '^(client|shared)/', pathNot: ['^shared/node/', TEST] };
/** The Node version check both entries run before anything else (scripts/checkNode.mjs). */
const NODE_CHECK = '^scripts/checkNode\\.mjs$';
/** npm packages the browser bundle may load. */
const BROWSER_PACKAGES = ['react', 'react-dom', 'react-server-dom-webpack', 'zod'];

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import circle: one module of the circle cannot be read, tested or loaded without the others.',
      from: { path: '^(server|rsc|client|shared|upstream|build)/' },
      to: { circular: true },
    },
    {
      name: 'shared-imports-shared',
      severity: 'error',
      comment:
        'shared/ runs in the browser too: it imports shared/ only (Node-only code shared by rsc and server lives in shared/node/).',
      from: { path: '^shared/', pathNot: ['^shared/node/', TEST] },
      to: { path: '^(server|rsc|client|upstream|build|test|scripts|shared/node)/' },
    },
    {
      name: 'shared-node-imports-shared',
      severity: 'error',
      comment: 'shared/node/ is below both Node bundles: it imports shared/ and shared/node/ only.',
      from: { path: '^shared/node/', pathNot: TEST },
      to: { path: '^(server|rsc|client|upstream|build|test|scripts)/' },
    },
    {
      name: 'client-imports-client-and-shared',
      severity: 'error',
      comment: 'client/ is the browser bundle: it imports client/ and shared/, never server/, rsc/ or shared/node/.',
      from: { path: '^client/', pathNot: TEST },
      to: { path: '^(server|rsc|shared/node|upstream|build|test|scripts)/' },
    },
    {
      name: 'browser-no-node-builtins',
      severity: 'error',
      comment:
        'Code the browser bundle reaches (client/, shared/) loads no Node built-in (node:crypto, node:fs ...). Type imports are erased and allowed.',
      from: BROWSER,
      to: { dependencyTypes: ['core'], dependencyTypesNot: ['type-only', 'type-import'] },
    },
    {
      name: 'browser-packages',
      severity: 'error',
      comment: `Code the browser bundle reaches (client/, shared/) loads only browser packages: ${BROWSER_PACKAGES.join(', ')}.`,
      from: BROWSER,
      to: {
        path: 'node_modules/',
        pathNot: `node_modules/(${BROWSER_PACKAGES.join('|')})/`,
        dependencyTypesNot: ['type-only', 'type-import'],
      },
    },
    {
      name: 'rsc-imports-below',
      severity: 'error',
      comment:
        'rsc/ imports shared/, shared/node/ and client/ components (as client references), never server/: the two server bundles would hold two copies of a singleton.',
      from: { path: '^rsc/', pathNot: TEST },
      to: { path: '^(server|upstream|build|test|scripts)/' },
    },
    {
      name: 'server-imports-below',
      severity: 'error',
      comment:
        'server/ imports shared/ and shared/node/ (and the Node version check its entry runs first); it loads the built rsc bundle, never rsc/ or client/ sources.',
      from: { path: '^server/', pathNot: TEST },
      to: { path: '^(rsc|client|upstream|build|test|scripts)/', pathNot: NODE_CHECK },
    },
    {
      name: 'upstream-imports-shared',
      severity: 'error',
      comment:
        'upstream/ is a separate app that Neutron reaches over HTTP: it imports its own files, shared/ and shared/node/.',
      from: { path: '^upstream/', pathNot: TEST },
      to: { path: '^(server|rsc|client|build|test|scripts)/', pathNot: NODE_CHECK },
    },
    {
      name: 'build-imports-build',
      severity: 'error',
      comment: 'build/ (webpack loader and plugins) imports only its own files.',
      from: { path: '^build/', pathNot: TEST },
      to: { path: '^(server|rsc|client|shared|upstream|test|scripts)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|node_modules|\\.node)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      conditionNames: ['import', 'require', 'node', 'default'],
      exportsFields: ['exports'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
