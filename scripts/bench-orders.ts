/**
 * Order placement in `npm run bench`: guest sessions with one product in the cart are prepared through
 * the shop's own /store-api (as the official api-client drives it, token in the header), then orders are
 * placed one after another (latency: loopback and the embedded Store API's own time, Server-Timing `app`)
 * and with several in flight at once (orders per second). Bounded by the number of orders.
 */
import { uuidFor } from '../shared/ids'
import { salutationIdOf } from '../embedded/platform/reference'
import { percentile, timingOf } from './bench-stats'
import { oneOf } from './page-types'

interface Timed {
  ms: number
  app: number
}

async function storeApi(base: string, path: string, body: unknown, token?: string) {
  const started = performance.now()
  const response = await fetch(`${base}/store-api${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      'sw-access-key': 'bench',
      ...(token ? { 'sw-context-token': token } : {}),
    },
    body: JSON.stringify(body),
  })
  const text = await response.text()
  const ms = performance.now() - started
  if (!response.ok) throw new Error(`${path}: ${response.status} ${text.slice(0, 300)}`)
  const app = timingOf(response.headers, 'app')
  return { ms, app, token: response.headers.get('sw-context-token') ?? token }
}

/** A guest with `productId` in the cart, ready to order; answers the session's token. */
async function guestWithCart(base: string, productId: string, n: number): Promise<string> {
  const { token } = await storeApi(base, '/account/register', {
    guest: true,
    salutationId: salutationIdOf('mr'),
    firstName: 'Bench',
    lastName: 'Order',
    email: `bench.order.${Date.now()}.${n}@example.com`,
    acceptedDataProtection: true,
    storefrontUrl: base,
    billingAddress: { street: 'Messweg 1', zipcode: '10115', city: 'Berlin', countryId: uuidFor('country:DE') },
  })
  if (!token) throw new Error('guest registration answered no context token')
  await storeApi(base, '/checkout/cart/line-item', oneOf(productId), token)
  return token
}

const placeOrder = async (base: string, token: string): Promise<Timed> => storeApi(base, '/checkout/order', {}, token)

export async function benchOrders(
  base: string,
  productId: string,
  { sequential = 30, concurrent = 60, inFlight = 10 } = {},
) {
  const tokens: string[] = []
  for (let i = 0; i < sequential + concurrent + 1; i++) tokens.push(await guestWithCart(base, productId, i))
  await placeOrder(base, tokens.pop()!) // warm-up, not counted

  const samples: Timed[] = []
  for (const token of tokens.splice(0, sequential)) samples.push(await placeOrder(base, token))

  const started = performance.now()
  const queue = [...tokens]
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      for (let token = queue.shift(); token; token = queue.shift()) await placeOrder(base, token)
    }),
  )
  const perSecond = (tokens.length / (performance.now() - started)) * 1000

  const ms = samples.map((s) => s.ms)
  const app = samples.map((s) => s.app)
  console.log(`Order placement (POST /checkout/order, a guest with one item; ${samples.length} in a row):`)
  console.log(
    `  loopback p50 ${percentile(ms, 50).toFixed(1)} ms, p95 ${percentile(ms, 95).toFixed(1)} ms; embedded Store API p50 ${percentile(app, 50).toFixed(1)} ms, p95 ${percentile(app, 95).toFixed(1)} ms`,
  )
  console.log(`  ${perSecond.toFixed(0)} orders/s with ${inFlight} in flight (${tokens.length} orders)\n`)
}
