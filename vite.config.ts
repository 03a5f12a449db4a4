/** One build for worker and client: @cloudflare/vite-plugin runs the worker in workerd (dev) and bundles both (build). */
import { cloudflare } from '@cloudflare/vite-plugin'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { buildMeta } from './scripts/vite-build-meta.ts'
import { serverOnly } from './scripts/vite-server-only.ts'

// react-router's package exports always resolve to its development build (warnings, dev checks);
// the production build ships beside it. Builds use it: ~10 KB less JavaScript for every shopper.
const reactRouterProduction = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url))

export default defineConfig(({ command }) => ({
  resolve: {
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
          ]
        : [],
  },
  plugins: [
    // The browser bundle never holds a .server module (loaders, bindings, secrets).
    serverOnly(),
    react(),
    // builds/latest.json, builds/meta/{id}.json, sw.js, offline pages and web app manifests (decision 031).
    buildMeta(),
    cloudflare({
      // Local D1/KV state; the start script and the e2e tests migrate and seed the same folder.
      persistState: { path: process.env.STOREFRONT_STATE_DIR ?? '.wrangler/state' },
      inspectorPort: false,
    }),
  ],
  environments: {
    client: {
      build: {
        manifest: true,
        rollupOptions: {
          input: 'client/entry.client.tsx',
          output: {
            codeSplitting: {
              groups: [
                // What every page hydrates with (the libraries and the app's shell), in one file: one
                // request, compressed as one.
                { name: 'shell', tags: ['$initial'] },
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
