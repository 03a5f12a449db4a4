/** Loopback ports of the upstream-mode e2e run (decision 034): E2E_PORT moves the storefront, the others follow it. */
const storefront = Number(process.env.E2E_PORT ?? 8805)

export const UPSTREAM_PORTS = {
  storefront,
  /** The fault proxy the tests own: the storefront's STORE_API_URL. */
  proxy: storefront + 1,
  /** The Shopware stand-in behind it. */
  upstream: storefront + 11,
}

/** The vanilla Shopware run (vanilla.spec.ts): its storefront and its stand-in, beside the ones above. */
export const VANILLA_PORTS = {
  storefront: storefront + 20,
  upstream: storefront + 31,
}
