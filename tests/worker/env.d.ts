/** Types the bindings tests see through `cloudflare:test`: the worker's Env plus the migrations for setup. */
import type { D1Migration } from 'cloudflare:test'
import type { Env as WorkerEnv } from '../../worker/env'

declare global {
  namespace Cloudflare {
    interface Env extends WorkerEnv {
      TEST_MIGRATIONS: D1Migration[]
    }
  }
}
