/** The client build refuses .server modules (scripts/vite-server-only.ts), proved on a tiny fixture with Vite's own build. */
import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import { describe, expect, it } from 'vitest'
import { serverOnly } from '../../../scripts/vite-server-only'

const root = fileURLToPath(new URL('./fixtures/server-only/', import.meta.url))

const buildClient = (entry: string) =>
  build({
    configFile: false,
    root,
    logLevel: 'silent',
    plugins: [serverOnly()],
    build: { write: false, rollupOptions: { input: `${root}${entry}` } },
  })

describe('server-only plugin', () => {
  it('fails the client build when an entry imports a .server module', async () => {
    await expect(buildClient('leaks.ts')).rejects.toThrow(
      /imports \.\/secret\.server: a \.server module must never reach the browser/,
    )
  })

  it('builds a client without .server imports', async () => {
    await expect(buildClient('clean.ts')).resolves.toBeDefined()
  })
})
