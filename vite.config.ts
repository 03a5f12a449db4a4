/** One build for worker and client: @cloudflare/vite-plugin runs the worker in workerd (dev) and bundles both (build). */
import { cloudflare } from '@cloudflare/vite-plugin'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { buildMeta } from './scripts/vite-build-meta.ts'
import { HYDRATION_MODULE } from './shared/build.ts'
import { pureReactRouter } from './scripts/vite-pure-react-router.ts'
import { reactServerText } from './scripts/vite-react-server-text.ts'
import { serverOnly } from './scripts/vite-server-only.ts'

// react-router's package exports always resolve to its development build (warnings, dev checks);
// the production build ships beside it. Builds use it: ~10 KB less JavaScript for every shopper.
const reactRouterProduction = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url))

/**
 * Modules that the same page types always load together, each set in one file: rolldown cuts a chunk
 * per set of importers (islands included), so a product card came as three files. Only sets that no
 * page loads in part: a group is one request and compresses as one, and no page gets code it does
 * not run (check with `JS_BUDGET_FILES=1 npx tsx scripts/js-budget.ts`).
 */
const coUsed: Record<string, RegExp> = {
  // the same and the product page: the wishlist button, a product's price, stock and availability, the
  // shopping-list button
  'product-shared':
    /(client[\\/](components[\\/](wishlist[\\/]WishlistButton\.tsx|product[\\/](price\.ts|Availability\.tsx)|shopping-list[\\/]AddToShoppingList\.tsx)|hydrated\.ts|state[\\/]wishlist-toggle\.ts)|shared[\\/]catalog[\\/]stock\.ts)$/,
  // account overview and orders
  orders: /client[\\/]routes[\\/]account[\\/](Orders\.tsx|order-states\.ts)$/,
  // cart and the checkout's confirm step
  'cart-summary': /client[\\/]components[\\/]cart[\\/](CartTotals|CartMessages)\.tsx$/,
  // the browser's Store API client with its fault rules and the maintenance flag: every page that calls
  // the Store API (cart, checkout, account, lists) loads all of them at its first call
  'store-api':
    /(shared[\\/]store-api[\\/](client|errors|faults)\.ts|client[\\/]state[\\/](store-api-client|maintenance)\.ts)$/,
}
/**
 * A view's chunk (client/routes/<view>/page.tsx or <area>/<name>.page.tsx, client/routes/views.ts): each is
 * named `page-<hash>.js` (chunkFileNames below), the shortest name the entry's list of views can carry.
 */
const isViewChunk = (file: string) => /(^|\/)page-[\w-]+\.js$/.test(file)

/** A chunk's file name: `page` for a view, `react-dom-client` for React DOM's client, else rolldown's name. */
const chunkName = (chunk: { name: string; facadeModuleId: string | null }) =>
  chunk.name.endsWith('.page')
    ? 'page'
    : HYDRATION_MODULE.test(chunk.facadeModuleId ?? '')
      ? 'react-dom-client'
      : '[name]'

/** V8's magic comment that asks for a file's functions to be compiled eagerly, as it streams in. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad'

const coUsedGroups = Object.entries(coUsed).map(([name, test]) => ({
  name,
  test,
  // Only the named modules: their other imports stay where every importer gets them.
  includeDependenciesRecursively: false,
}))

export default defineConfig(({ command }) => ({
  resolve: {
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
            // rosetta's key lookup: the browser field names dlv's UMD build (the function three times over and
            // a CommonJS wrapper); its ES module is the one function. 0.2 KB less on every first visit.
            {
              find: /^dlv$/,
              replacement: fileURLToPath(new URL('./node_modules/dlv/dist/dlv.es.js', import.meta.url)),
            },
          ]
        : [],
  },
  plugins: [
    // The browser bundle never holds a .server module (loaders, bindings, secrets).
    serverOnly(),
    // React Router's components the app does not render stay out of the browser's bundle.
    pureReactRouter(),
    // React DOM's streaming server encodes its text in batches, not piece by piece (workerd's TextEncoder).
    reactServerText(),
    react(),
    // builds/latest.json, builds/meta/{id}.json, sw.js, offline pages and web app manifests (decision 031).
    buildMeta(),
    cloudflare({
      // Local D1/KV state; the start script and the e2e tests migrate and seed the same folder.
      persistState: { path: process.env.STOREFRONT_STATE_DIR ?? '.wrangler/state' },
      // Off unless asked for: WORKER_INSPECTOR_PORT opens V8's inspector on the worker (CPU profiles).
      inspectorPort: process.env.WORKER_INSPECTOR_PORT ? Number(process.env.WORKER_INSPECTOR_PORT) : false,
    }),
  ],
  environments: {
    client: {
      build: {
        manifest: true,
        // A view's chunks are named by the worker (the document's modulepreloads, a navigation's payload:
        // decision 047), so the entry carries no list of them: 0.7 KB brotli less on every first visit.
        // Other on-demand code (islands, dialogs, the Store API client) keeps its list in the entry.
        modulePreload: { resolveDependencies: (file, deps) => (isViewChunk(file) ? [] : deps) },
        rollupOptions: {
          input: 'client/entry.client.tsx',
          output: {
            chunkFileNames: (chunk) => `assets/${chunkName(chunk)}-[hash].js`,
            // V8's explicit compile hint: every function of React DOM's client and of the entry runs as the
            // page hydrates, so Chrome compiles them while the file streams in, off the main thread, not one
            // by one as hydration first calls each. The hydrating task of a product page at 6× CPU: median
            // 94/93 → 81/76 ms (two rounds of 10 traced loads). After minification, which drops comments.
            postBanner: (chunk) =>
              chunk.isEntry || HYDRATION_MODULE.test(chunk.facadeModuleId ?? '') ? COMPILE_HINT : '',
            codeSplitting: {
              groups: [
                // What every page hydrates with (the libraries and the app's shell), in one file: one
                // request, compressed as one.
                { name: 'shell', tags: ['$initial'] },
                ...coUsedGroups,
              ],
            },
          },
        },
      },
    },
  },
  server: { host: '127.0.0.1', port: Number(process.env.PORT ?? 8787) },
  preview: { host: '127.0.0.1', port: Number(process.env.PORT ?? 8787), strictPort: true },
}))
