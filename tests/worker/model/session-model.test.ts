/**
 * The session as a model: seeded random sequences of what a shopper does with a cart and an account
 * (add, remove, change quantity, a promotion code, a sold-out product, a shopping list put into the
 * cart, login, logout, register, guest registration, password change, order), through the storefront's
 * /store-api proxy as a browser (cookie) and as an API client (header) would send them. After every step
 * the real shop must agree with the model:
 * - no answer is a 5xx;
 * - the cart's product lines are the model's;
 * - the session holds the model's customer (none after logout);
 * - login, registration and password change give a new token, logout ends the old one for good;
 * - a browser's answers never name its token.
 * A failure prints fast-check's seed and the shortest sequence that breaks; MODEL_SEED replays a seed.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { planProduct } from '../../../embedded/seed'
import { GERMANY, SHOP } from '../../../embedded/tests/worker/fixtures'
import { cookies, ORIGIN, request } from '../helpers'
import { salutationIdOf } from '../../../embedded/platform/reference'

/** The most of one product the model puts into a cart (far below any stock). */
const MOST = 6

const plans = Array.from({ length: 24 }, (_, i) => planProduct(i + 1))
const variants = plans.flatMap((plan) => plan.variants.map((variant) => ({ plan, variant })))
const simple = (p: (typeof plans)[number]) =>
  p.minPurchase === 1 && p.purchaseSteps === 1 && !p.closeout && (p.maxPurchase ?? MOST) >= MOST
/** Products the model can predict: no purchase rules, plenty of stock. */
const BUYABLE = variants
  .filter(({ plan, variant }) => simple(plan) && variant.stock > 200)
  .slice(0, 3)
  .map(({ variant }) => variant.id)
if (BUYABLE.length < 2) throw new Error('the test seed has no products the model can predict')
/** A closeout with no stock: adding it changes nothing but the cart's errors. */
const SOLD_OUT = variants.find(({ plan, variant }) => plan.closeout && variant.stock === 0)!.variant.id

interface Account {
  email: string
  password: string
  business: boolean
}

interface Model {
  /** The session's customer: an account of this run, a guest, or nobody. */
  customer: (Account & { guest?: true }) | null
  /** Product lines by variant id. */
  cart: Map<string, number>
  /** Accounts registered in this run (their current passwords). */
  accounts: Account[]
}

type Mode = 'cookie' | 'header'

let runs = 0

/** The shop as one shopper reaches it: the token kept as the browser's cookie or as an API client's header. */
class Shop {
  token: string | undefined
  readonly ip: string
  constructor(readonly mode: Mode) {
    runs += 1
    this.ip = `10.88.${runs >> 8}.${runs & 255}`
  }

  async call(method: string, path: string, body?: unknown): Promise<Response> {
    const headers: Record<string, string> = { origin: ORIGIN, 'cf-connecting-ip': this.ip }
    if (body !== undefined) headers['content-type'] = 'application/json'
    if (this.mode === 'cookie' && this.token) headers.cookie = `sw-context-token=${this.token}`
    if (this.mode === 'header') {
      if (this.token) headers['sw-context-token'] = this.token
      else headers['sw-access-key'] = 'SWSCMODELCLIENT0000000000000'
    }
    const response = await request(`/store-api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const text = await response.text()
    expect(response.status, `${method} ${path}: ${text.slice(0, 300)}`).toBeLessThan(500)
    const renewed =
      this.mode === 'cookie'
        ? cookies(response)['sw-context-token']?.split(';')[0]?.split('=')[1]
        : (response.headers.get('sw-context-token') ?? undefined)
    if (this.mode === 'cookie') {
      for (const token of [this.token, renewed]) if (token) expect(text, `${method} ${path}`).not.toContain(token)
    }
    if (renewed) this.token = renewed
    return new Response(text, response)
  }

  async json<T>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
    const response = await this.call(method, path, body)
    const text = await response.text()
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T }
  }

  async cartLines(): Promise<Array<{ id: string; referencedId: string; quantity: number }>> {
    const { body } = await this.json<{
      lineItems: Array<{ id: string; type: string; referencedId: string; quantity: number }>
    }>('GET', '/checkout/cart')
    return body.lineItems.filter((l) => l.type === 'product')
  }
}

/** How often each kind of step ran (printed at the end, so a run that walked little shows it). */
const walked = new Map<string, number>()

/** What the shop must agree with after every step. */
async function agrees(model: Model, shop: Shop, step: Step): Promise<void> {
  walked.set(step.constructor.name, (walked.get(step.constructor.name) ?? 0) + 1)
  const lines = await shop.cartLines()
  expect(Object.fromEntries(lines.map((l) => [l.referencedId, l.quantity]))).toEqual(Object.fromEntries(model.cart))
  const { body } = await shop.json<{ customer: { email: string; guest: boolean } | null }>('GET', '/context')
  expect(body.customer?.email ?? null).toBe(model.customer?.email ?? null)
}

/** Expects the token to have changed, and the old one to name no session of the customer any more. */
async function renewed(shop: Shop, old: string | undefined, gone: boolean): Promise<void> {
  expect(shop.token).toBeDefined()
  expect(shop.token).not.toBe(old)
  if (gone && old) {
    const stale = new Shop(shop.mode)
    stale.token = old
    expect((await stale.call('GET', '/account/customer')).status).toBe(403)
  }
}

type Step = fc.AsyncCommand<Model, Shop>

class Add implements Step {
  constructor(
    readonly id: string,
    readonly quantity: number,
  ) {}
  check = (m: Readonly<Model>) => this.id === SOLD_OUT || (m.cart.get(this.id) ?? 0) + this.quantity <= MOST
  async run(m: Model, shop: Shop) {
    const { status } = await shop.json('POST', '/checkout/cart/line-item', {
      items: [{ type: 'product', referencedId: this.id, quantity: this.quantity }],
    })
    expect(status).toBe(200)
    if (this.id !== SOLD_OUT) m.cart.set(this.id, (m.cart.get(this.id) ?? 0) + this.quantity)
    await agrees(m, shop, this)
  }
  toString = () => `add(${this.id === SOLD_OUT ? 'sold-out' : this.id.slice(0, 6)}, ${this.quantity})`
}

class Remove implements Step {
  constructor(readonly pick: number) {}
  check = (m: Readonly<Model>) => m.cart.size > 0
  async run(m: Model, shop: Shop) {
    const id = [...m.cart.keys()][this.pick % m.cart.size]!
    const line = (await shop.cartLines()).find((l) => l.referencedId === id)!
    expect((await shop.call('POST', '/checkout/cart/line-item/delete', { ids: [line.id] })).status).toBe(200)
    m.cart.delete(id)
    await agrees(m, shop, this)
  }
  toString = () => `remove(${this.pick})`
}

class ChangeQuantity implements Step {
  constructor(
    readonly pick: number,
    readonly quantity: number,
  ) {}
  check = (m: Readonly<Model>) => m.cart.size > 0
  async run(m: Model, shop: Shop) {
    const id = [...m.cart.keys()][this.pick % m.cart.size]!
    const line = (await shop.cartLines()).find((l) => l.referencedId === id)!
    const response = await shop.call('PATCH', '/checkout/cart/line-item', {
      items: [{ id: line.id, quantity: this.quantity }],
    })
    expect(response.status).toBe(200)
    m.cart.set(id, this.quantity)
    await agrees(m, shop, this)
  }
  toString = () => `quantity(${this.pick}, ${this.quantity})`
}

class PromotionCode implements Step {
  check = () => true
  async run(m: Model, shop: Shop) {
    const { status } = await shop.json('POST', '/checkout/cart/line-item', {
      items: [{ type: 'promotion', referencedId: 'WILLKOMMEN10' }],
    })
    expect([200, 400]).toContain(status)
    await agrees(m, shop, this)
  }
  toString = () => 'promotion(WILLKOMMEN10)'
}

class Register implements Step {
  constructor(
    readonly business: boolean,
    readonly guest: boolean,
  ) {}
  check = (m: Readonly<Model>) => m.customer === null
  async run(m: Model, shop: Shop) {
    runs += 1
    const account: Account = {
      email: `model.${runs}.${Date.now()}@example.com`,
      password: 'modell-geheim-1',
      business: this.business,
    }
    const old = shop.token
    const { status, body } = await shop.json('POST', '/account/register', {
      salutationId: salutationIdOf('mrs'),
      firstName: 'Mona',
      lastName: 'Modell',
      email: account.email,
      ...(this.guest ? { guest: true } : { password: account.password }),
      acceptedDataProtection: true,
      storefrontUrl: SHOP,
      accountType: this.business ? 'business' : 'private',
      ...(this.business ? { company: 'Modell GmbH' } : {}),
      billingAddress: { street: 'Modellweg 1', zipcode: '10115', city: 'Berlin', countryId: GERMANY },
    })
    expect(status, JSON.stringify(body)).toBe(200)
    await renewed(shop, old, true)
    m.customer = this.guest ? { ...account, guest: true } : account
    if (!this.guest) m.accounts.push(account)
    await agrees(m, shop, this)
  }
  toString = () => `register(${this.business ? 'business' : 'private'}${this.guest ? ', guest' : ''})`
}

class Login implements Step {
  constructor(readonly pick: number) {}
  check = (m: Readonly<Model>) => m.accounts.length > 0
  async run(m: Model, shop: Shop) {
    const account = m.accounts[this.pick % m.accounts.length]!
    const old = shop.token
    const { status } = await shop.json('POST', '/account/login', {
      username: account.email,
      password: account.password,
    })
    expect(status).toBe(200)
    await renewed(shop, old, true)
    m.customer = account
    await agrees(m, shop, this)
  }
  toString = () => `login(${this.pick})`
}

class Logout implements Step {
  check = (m: Readonly<Model>) => m.customer !== null
  async run(m: Model, shop: Shop) {
    const old = shop.token
    expect((await shop.call('POST', '/account/logout', {})).status).toBe(200)
    await renewed(shop, old, true)
    m.customer = null
    m.cart.clear()
    await agrees(m, shop, this)
  }
  toString = () => 'logout'
}

class ChangePassword implements Step {
  check = (m: Readonly<Model>) => !!m.customer && !m.customer.guest
  async run(m: Model, shop: Shop) {
    const account = m.customer as Account
    const next = `${account.password.slice(0, 12)}-${runs}`
    const old = shop.token
    const response = await shop.call('POST', '/account/change-password', {
      password: account.password,
      newPassword: next,
      newPasswordConfirm: next,
    })
    expect(response.status).toBe(200)
    await renewed(shop, old, true)
    account.password = next
    await agrees(m, shop, this)
  }
  toString = () => 'change-password'
}

class Order implements Step {
  check = (m: Readonly<Model>) => !!m.customer && m.cart.size > 0
  async run(m: Model, shop: Shop) {
    const { status, body } = await shop.json<{ id?: string }>('POST', '/checkout/order', {})
    expect(status, JSON.stringify(body)).toBe(200)
    m.cart.clear()
    await agrees(m, shop, this)
  }
  toString = () => 'order'
}

class ListToCart implements Step {
  constructor(readonly quantity: number) {}
  check = (m: Readonly<Model>) =>
    !!m.customer?.business && !m.customer.guest && (m.cart.get(BUYABLE[0]!) ?? 0) + this.quantity <= MOST
  async run(m: Model, shop: Shop) {
    const id = BUYABLE[0]!
    const list = await shop.json<{ id: string }>('POST', '/shopping-list', { name: 'Baustelle' })
    expect(list.status).toBe(200)
    const added = await shop.call('POST', `/shopping-list/${list.body.id}/add`, {
      lineItems: { [id]: { quantity: this.quantity } },
    })
    expect(added.status, await added.clone().text()).toBe(204)
    const read = await shop.json<{ lineItems: Array<{ id: string }> }>('POST', `/asx-shopping-list/${list.body.id}`, {})
    const ids = read.body.lineItems.map((l) => l.id)
    expect((await shop.call('POST', '/asx-shopping-lists/add-to-cart', { ids })).status).toBe(204)
    m.cart.set(id, (m.cart.get(id) ?? 0) + this.quantity)
    await agrees(m, shop, this)
  }
  toString = () => `list-to-cart(${this.quantity})`
}

const steps = [
  fc.tuple(fc.constantFrom(...BUYABLE, SOLD_OUT), fc.integer({ min: 1, max: 3 })).map(([id, q]) => new Add(id, q)),
  fc.nat().map((pick) => new Remove(pick)),
  fc.tuple(fc.nat(), fc.integer({ min: 1, max: MOST })).map(([pick, q]) => new ChangeQuantity(pick, q)),
  fc.constant(new PromotionCode()),
  fc.tuple(fc.boolean(), fc.boolean()).map(([business, guest]) => new Register(business, guest)),
  fc.nat().map((pick) => new Login(pick)),
  fc.constant(new Logout()),
  fc.constant(new ChangePassword()),
  fc.constant(new Order()),
  fc.integer({ min: 1, max: 3 }).map((q) => new ListToCart(q)),
]

/** The sequences CI walks, the same every run; MODEL_SEED walks others. */
const DEFAULT_SEED = 20261127

/** Runs: enough to meet every step in many orders, in the minute a worker test file may take. */
const RUNS = 120

describe('the session, as a model', () => {
  it('agrees with the shop after every step of random cart and account sequences, in cookie and header mode', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<Mode>('cookie', 'header'),
        fc.commands(steps, { maxCommands: 24, size: 'max' }),
        async (mode, commands) => {
          const shop = new Shop(mode)
          const model: Model = { customer: null, cart: new Map(), accounts: [] }
          await fc.asyncModelRun(() => ({ model, real: shop }), commands)
        },
      ),
      { numRuns: RUNS, seed: Number(process.env.MODEL_SEED ?? DEFAULT_SEED) },
    )
  }, 180_000)

  it('walked every kind of step', () => {
    console.log('session model: steps walked', Object.fromEntries(walked))
    const kinds = [
      Add,
      Remove,
      ChangeQuantity,
      PromotionCode,
      Register,
      Login,
      Logout,
      ChangePassword,
      Order,
      ListToCart,
    ]
    expect([...walked.keys()].sort()).toEqual(kinds.map((kind) => kind.name).sort())
  })
})
