/** No order oversells: 200 guests order the last 50 units of a closeout at once. */
import { env } from 'cloudflare:test'
import { expect, it } from 'vitest'
import { planProduct } from '../../../seed'
import { errorsOf, post, registered } from '../fixtures'

const SHOPPERS = 200
const STOCK = 50
const product = Array.from({ length: 24 }, (_, i) => planProduct(i + 1)).find(
  (p) => p.minPurchase === 1 && p.purchaseSteps === 1 && !p.tiers.length && Date.parse(p.releaseDate) <= Date.now(),
)!

it('gives exactly 50 orders for 200 concurrent orders of one unit, stock 0, the rest refused with the cart errors', async () => {
  await env.DB.batch([
    env.DB.prepare('UPDATE product SET closeout = 1 WHERE pid = ?').bind(product.n),
    env.DB.prepare('UPDATE variant SET stock = ? WHERE id = ?').bind(STOCK, product.main.id),
  ])
  const guests = []
  for (let i = 0; i < SHOPPERS; i++) guests.push(await registered({ guest: true }))
  await Promise.all(
    guests.map((g) =>
      post(
        '/checkout/cart/line-item',
        { items: [{ type: 'product', referencedId: product.main.id, quantity: 1 }] },
        g.token,
      ),
    ),
  )
  const answers = await Promise.all(guests.map((g) => post('/checkout/order', {}, g.token)))
  const placed = answers.filter((r) => r.status === 200)
  const refused = answers.filter((r) => r.status !== 200)
  expect(placed.length).toBe(STOCK)
  const refusals = await Promise.all(refused.map(errorsOf))
  expect(new Set(refused.map((r) => r.status))).toEqual(new Set([400]))
  expect(new Set(refusals.map((e) => e[0].code))).toEqual(new Set(['CHECKOUT__CART_INVALID']))
  expect(
    new Set(
      refusals.map(
        (e) => (e[0].meta?.parameters?.cartErrors as Array<{ messageKey: string }> | undefined)?.[0]?.messageKey,
      ),
    ),
  ).toEqual(new Set(['product-out-of-stock']))
  const stock = await env.DB.prepare('SELECT stock FROM variant WHERE id = ?')
    .bind(product.main.id)
    .first<{ stock: number }>()
  expect(stock?.stock).toBe(0)
  const sold = await env.DB.prepare(
    'SELECT count(*) AS n, sum(quantity) AS units FROM order_line_item WHERE product_id = ?',
  )
    .bind(product.main.id)
    .first<{ n: number; units: number }>()
  expect(sold).toEqual({ n: STOCK, units: STOCK })
}, 120_000)
