/** Which Store API the shop talks to: a real Shopware when STORE_API_URL is set, else the embedded one. */
import type { Env } from '../env'

export const isUpstream = (env: Env): boolean => !!env.STORE_API_URL?.trim()
