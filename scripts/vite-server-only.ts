/** Vite plugin: the client build refuses any `.server` module, which reads bindings or secrets and must never reach the browser. */
import type { Plugin } from 'vite'

const SERVER_MODULE = /\.server(\.[jt]sx?)?$/

/**
 * Fails the client environment's build (and its dev server's request) when any module, however
 * imported, resolves to a `*.server.ts(x)` file. Biome's noRestrictedImports says the same in the editor.
 * @example plugins: [serverOnly(), react(), cloudflare()]
 */
export function serverOnly(): Plugin {
  return {
    name: 'server-only',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (this.environment.name !== 'client') return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      const path = (resolved?.id ?? source).split('?')[0]!
      if (SERVER_MODULE.test(path)) {
        this.error(
          `${importer ?? 'The client build'} imports ${source}: a .server module must never reach the browser. ` +
            'Move what the browser needs (constants, types, URL parameters) into a browser-safe module such as params.ts.',
        )
      }
      return resolved
    },
  }
}
