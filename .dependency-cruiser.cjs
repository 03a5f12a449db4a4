/**
 * The import graph's rules, checked in `npm test` (npm run lint:deps). Four rooms, each saying what runs
 * where: the edge (worker/), the app (client/: React pages, rendered on the
 * edge and hydrated in the browser), the isomorphic code both share (shared/), and the embedded
 * Shopware-compatible backend (embedded/). Imports run down only: the app never reaches into the
 * edge, shared code into neither, the embedded backend into nothing but shared code; the edge reaches
 * the embedded backend through its one public face (embedded/index.ts), as it reaches a real
 * Shopware through the Store API. The seed generator is tooling: nothing that runs in the shop loads it.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'No file-level import circle, type-only ones included. A lazy import() is the split point of the JavaScript budget (a small module loads a larger one on demand, which may use the small one): it does not make modules evaluate each other, so a circle through one is allowed.',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['dynamic-import'] } },
    },
    {
      name: 'runtime-not-seed',
      comment: 'The shop never loads its seed generator: the vocabulary both use lives in the catalog.',
      severity: 'error',
      from: { path: '^(worker|client|shared|embedded)/', pathNot: '^embedded/(seed|tests)/' },
      to: { path: '^embedded/seed/' },
    },
    {
      name: 'embedded-not-edge',
      comment: 'The embedded backend imports only itself and shared code, so it could be published on its own.',
      severity: 'error',
      from: { path: '^embedded/', pathNot: '^embedded/tests/' },
      to: { path: '^(worker|client)/' },
    },
    {
      name: 'embedded-by-its-entry',
      comment:
        'Outside the embedded backend, only its public face (embedded/index.ts) and its Durable Object classes (durable-objects.ts) are imported.',
      severity: 'error',
      from: { path: '^(worker|client|shared)/' },
      to: { path: '^embedded/', pathNot: '^embedded/(index|durable-objects)\\.ts$' },
    },
    {
      name: 'domains-by-their-faces',
      comment:
        "Inside the embedded backend a domain (embedded/<area>/<domain>/) reads another one's tables only through its public face (its index.ts), never its storage or queries.",
      severity: 'error',
      from: { path: '^embedded/([^/]+/[^/]+)/', pathNot: '^embedded/(tests|seed)/' },
      to: { path: '^embedded/[^/]+/[^/]+/(storage|queries)\\.ts$', pathNot: '^embedded/$1/' },
    },
    {
      name: 'shared-isomorphic',
      comment: 'Shared code runs on the edge and in the browser: it imports neither.',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: '^(worker|client|embedded)/' },
    },
    {
      name: 'app-not-edge',
      comment: 'The app runs in the browser too: it never imports the edge (the edge hands it data).',
      severity: 'error',
      from: { path: '^client/' },
      to: { path: '^(worker|embedded)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|\\.wrangler)/|^tests/upstream/recorded/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
}
