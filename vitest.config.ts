/** Test projects: unit (node) and worker (workerd via vitest-pool-workers, D1 migrated and seeded). */
import { mkdirSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import { defineConfig } from 'vitest/config'
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers'

// wrangler.toml points assets at the client build; a fresh clone has none yet. Worker tests never read
// real assets (tests/worker/helpers.ts hands pages a stand-in manifest), so an empty folder will do.
mkdirSync(path.join(import.meta.dirname, 'dist/client'), { recursive: true })

export default defineConfig({
  test: {
    // Every core: vitest's default (one less than the cores) runs one file at a time on a 2-core machine,
    // while a worker test file mostly waits on its workerd and its D1. Here: 141 files in 350 s, not 560 s.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'embedded/tests/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        plugins: [
          cloudflareTest(async () => ({
            wrangler: { configPath: './wrangler.toml' },
            miniflare: {
              bindings: {
                // The demo payment provider runs in the tests, as under npm start (wrangler.toml keeps it off).
                DEMO_MODE: 'true',
                TEST_MIGRATIONS: await readD1Migrations(path.join(import.meta.dirname, 'embedded/migrations')),
              },
            },
          })),
        ],
        test: {
          name: 'worker',
          include: ['tests/worker/**/*.test.ts', 'embedded/tests/worker/**/*.test.ts'],
          setupFiles: ['tests/worker/setup.ts'],
        },
      },
    ],
  },
})
