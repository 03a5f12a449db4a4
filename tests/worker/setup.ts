/** Worker test setup: migrates D1 and seeds a small catalog once per test file (storage is per file). */
import { applyD1Migrations, env } from 'cloudflare:test'
import { readSeller } from '../../embedded/platform/seller'
import { applySeed } from '../../embedded/seed'

/** The catalog every worker test sees: 24 listed products (all categories covered), 4 customers. */
export const TEST_SEED = { products: 24, customers: 4 } as const

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS)
const seeded = await env.DB.prepare('SELECT count(*) AS n FROM product').first<{ n: number }>()
// The legal and contact pages name the seller wrangler.toml configures, as `npm run seed` writes them.
if (!seeded?.n) await applySeed(env.DB, { ...TEST_SEED, seller: readSeller(env.SHOP_COMPANY).seller })
