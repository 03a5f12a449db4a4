/**
 * Conformance: the official @shopware/api-client drives the embedded Store API (seeded into a local
 * D1), and every catalog, reference-data, context, customer, address and cart answer is validated against the
 * official schema (api-types/storeApiSchema.json). The harness (seed, fetch shim, validators and the
 * schema's known disagreements with real Shopware, each with why) is store-api-harness.ts.
 */
import type { Schemas, operations } from '@shopware/api-client/store-api-types'
import { createAPIClient } from '@shopware/api-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { uuidFor } from '../../../shared/ids'
import { DEMO_CUSTOMERS } from '../../seed'
import { categoryId, productId, variantId } from '../../seed/keys'
import { digitalProductId } from '../../seed/catalog/digital'
import { emailHash } from '../../customer/account/hash'
import { salutationIdOf } from '../../platform/reference'
import {
  BASE,
  EXCEPTIONS,
  SESSION_TIMEOUT_MS,
  SETUP_TIMEOUT_MS,
  SHOP_ORIGIN,
  client,
  expectComponent,
  expectValid,
  startStoreApi,
  stopStoreApi,
} from './store-api-harness'

const SALUTATION_MR = uuidFor('salutation:mr')
let env: { DB: D1Database }

/**
 * The shopping lists' calls are this shop's own `asx` routes, which the published schema does
 * not have: typed here (with the login they need) so the official client's `invoke` drives them by
 * their raw paths.
 */
interface ShoppingListJson {
  id: string
  price: Schemas['CartPrice']
  lineItems: Array<{ productId: string; quantity: number; product?: unknown; apiAlias: string }>
  apiAlias: string
}
type ShoppingListOperations = Pick<operations, 'loginCustomer post /account/login'> & {
  'readShoppingLists post /shopping-lists': {
    body?: Record<string, unknown>
    response: { total: number; elements: ShoppingListJson[] }
    responseCode: 200
  }
  'createShoppingList post /shopping-list': { body?: { name?: string }; response: ShoppingListJson; responseCode: 200 }
  'addShoppingListItems post /shopping-list/{id}/add': {
    pathParams: { id: string }
    body: { lineItems: Record<string, { quantity: number }> }
    response: never
    responseCode: 204
  }
  'readShoppingList post /asx-shopping-list/{id}': {
    pathParams: { id: string }
    body?: Record<string, unknown>
    response: ShoppingListJson
    responseCode: 200
  }
}

beforeAll(async () => {
  env = await startStoreApi()
}, SETUP_TIMEOUT_MS)

afterAll(stopStoreApi)

describe('@shopware/api-client against the embedded Store API, validated by storeApiSchema.json', () => {
  it('lists every exception with its reason', () => {
    expect(EXCEPTIONS.every((e) => e.why.length > 20)).toBe(true)
  })

  it('product listing with facets and listing parameters', async () => {
    const { data, status } = await client().invoke('readProductListing post /product-listing/{categoryId}', {
      pathParams: { categoryId: categoryId('arbeitsjacken') },
      body: { limit: 5, order: 'price-asc', 'min-price': 1 } as never,
    })
    expect(status).toBe(200)
    expectValid('/product-listing/{categoryId}', 'post', data)
    expect(Object.keys((data as { aggregations: object }).aggregations).sort()).toEqual([
      'manufacturer',
      'price',
      'properties',
      'rating',
      'shipping-free',
    ])
  })

  it('product detail with configurator, in English', async () => {
    const { data } = await client('en-GB').invoke('readProductDetail post /product/{productId}', {
      pathParams: { productId: productId(3) },
    })
    expectValid('/product/{productId}', 'post', data)
    expect(data.product.translated).toMatchObject({ name: expect.stringMatching(/Safety shoe/) })
    // A reduced product: its list and regulation prices are validated with it.
    expect(data.product.calculatedPrice.listPrice).toMatchObject({ apiAlias: 'cart_list_price' })
    expect(data.product.calculatedPrice.regulationPrice).toMatchObject({ apiAlias: 'cart_regulation_price' })
  })

  it('product detail and listing of digital products with their downloads (product_download)', async () => {
    const body = { associations: { downloads: {} } } as never
    const detail = await client().invoke('readProductDetail post /product/{productId}', {
      pathParams: { productId: digitalProductId(0) },
      body,
    })
    expectValid('/product/{productId}', 'post', detail.data)
    expect((detail.data.product as { downloads?: unknown[] }).downloads).toHaveLength(1)
    const listing = await client().invoke('readProductListing post /product-listing/{categoryId}', {
      pathParams: { categoryId: categoryId('unterweisungen') },
      body,
    })
    expectValid('/product-listing/{categoryId}', 'post', listing.data)
  })

  it('product list (criteria)', async () => {
    const { data } = await client().invoke('readProduct post /product', {
      body: { limit: 3, filter: [{ type: 'equals', field: 'shippingFree', value: false }] } as never,
    })
    expectValid('/product', 'post', data)
  })

  it('search and search suggestions', async () => {
    const search = await client().invoke('searchPage post /search', { body: { search: 'jacke', limit: 4 } as never })
    expectValid('/search', 'post', search.data)
    const suggest = await client().invoke('searchSuggest post /search-suggest', {
      body: { search: 'sicherh' } as never,
    })
    expectValid('/search-suggest', 'post', suggest.data)
    expect(suggest.data.elements.length).toBeGreaterThan(0)
    // Plurals, typos and a term that finds nothing but names the one it meant (extensions.didYouMean).
    for (const term of ['jacken', 'fleecjacke', 'jaket']) {
      const page = await client().invoke('searchPage post /search', { body: { search: term, limit: 4 } as never })
      expectValid('/search', 'post', page.data)
      const box = await client().invoke('searchSuggest post /search-suggest', { body: { search: term } as never })
      expectValid('/search-suggest', 'post', box.data)
    }
    const meant = await client().invoke('searchPage post /search', { body: { search: 'jaket' } as never })
    expect(meant.data).toMatchObject({ total: 0, extensions: { didYouMean: { term: 'jacke' } } })
  })

  it('navigation', async () => {
    const { data } = await client().invoke('readNavigation post /navigation/{activeId}/{rootId}', {
      pathParams: { activeId: 'main-navigation', rootId: 'main-navigation' },
      body: { depth: 2 } as never,
    })
    expectValid('/navigation/{activeId}/{rootId}', 'post', data)
  })

  it('reference data: countries, salutations, currencies, payment and shipping methods', async () => {
    const countries = await client('en-GB').invoke('readCountry post /country', {
      body: { filter: [{ type: 'equalsAny', field: 'iso', value: ['DE', 'AT'] }] } as never,
    })
    expectValid('/country', 'post', countries.data)
    expect(countries.data.elements?.map((c) => c.iso)).toEqual(['DE', 'AT'])
    const salutations = await client().invoke('readSalutation post /salutation', { body: {} as never })
    expectValid('/salutation', 'post', salutations.data)
    const currencies = await client().invoke('readCurrency post /currency', { body: {} as never })
    expectValid('/currency', 'post', currencies.data)
    const payment = await client().invoke('readPaymentMethod post /payment-method', {
      body: { onlyAvailable: true } as never,
    })
    expectValid('/payment-method', 'post', payment.data)
    const shipping = await client().invoke('readShippingMethod post /shipping-method', {
      query: { onlyAvailable: true },
      body: {} as never,
    } as never)
    expectValid('/shipping-method', 'post', shipping.data)
  })

  it('context, customer and addresses of a logged-in customer', async () => {
    const shopper = client()
    const guest = await shopper.invoke('readContext get /context')
    expectValid('/context', 'get', guest.data)
    await shopper.invoke('loginCustomer post /account/login', {
      body: { username: 'firma@example.com', password: 'shopware123' },
    })
    const context = await shopper.invoke('readContext get /context')
    expectValid('/context', 'get', context.data)
    expect(context.data.customer).toMatchObject({ accountType: 'business' })
    const customer = await shopper.invoke('readCustomer post /account/customer', { body: {} as never })
    expectValid('/account/customer', 'post', customer.data)
    const created = await shopper.invoke('createCustomerAddress post /account/address', {
      body: {
        firstName: 'Erika',
        lastName: 'Musterfrau',
        street: 'Packstation 123',
        additionalAddressLine1: '12345678',
        zipcode: '10115',
        city: 'Berlin',
        countryId: context.data.shippingLocation!.country!.id,
      },
    })
    expectValid('/account/address', 'post', created.data)
    const updated = await shopper.invoke('updateCustomerAddress patch /account/address/{addressId}', {
      pathParams: { addressId: created.data.id },
      body: { ...created.data, city: 'Potsdam', zipcode: '14467' } as never,
    })
    expectValid('/account/address/{addressId}', 'patch', updated.data)
    const switched = await shopper.invoke('updateContext patch /context', {
      body: { shippingAddressId: created.data.id },
    })
    expectValid('/context', 'patch', switched.data)
    const list = await shopper.invoke('listAddress post /account/list-address', { body: {} as never })
    expectValid('/account/list-address', 'post', list.data)
    expect(list.data.elements.length).toBe(2)
  })

  it('reviews and cross-selling', async () => {
    const reviews = await client().invoke('readProductReviews post /product/{productId}/reviews', {
      pathParams: { productId: productId(1) },
      body: { limit: 2 } as never,
    })
    expectValid('/product/{productId}/reviews', 'post', reviews.data)
    const crossSelling = await client().invoke('readProductCrossSellings post /product/{productId}/cross-selling', {
      pathParams: { productId: productId(1) },
    })
    expectValid('/product/{productId}/cross-selling', 'post', crossSelling.data)
    expect((crossSelling.data as unknown[]).length).toBe(2)
  })

  it(
    'wishlist: add, read, merge, delete as a logged-in customer',
    async () => {
      const api = client()
      const { email, password } = DEMO_CUSTOMERS.private
      const login = await api.invoke('loginCustomer post /account/login', { body: { username: email, password } })
      expect(login.status).toBe(200)
      const added = await api.invoke('addProductOnWishlist post /customer/wishlist/add/{productId}', {
        pathParams: { productId: productId(1) },
      })
      expectValid('/customer/wishlist/add/{productId}', 'post', added.data)
      const merged = await api.invoke('mergeProductOnWishlist post /customer/wishlist/merge', {
        body: { productIds: [productId(2), productId(3)] },
      })
      expectValid('/customer/wishlist/merge', 'post', merged.data)
      const read = await api.invoke('readCustomerWishlist post /customer/wishlist', { body: { limit: 15 } as never })
      expectValid('/customer/wishlist', 'post', read.data)
      expect(read.data.products.elements.length).toBe(3)
      const deleted = await api.invoke('deleteProductOnWishlist delete /customer/wishlist/delete/{productId}', {
        pathParams: { productId: productId(1) },
      })
      expectValid('/customer/wishlist/delete/{productId}', 'delete', deleted.data)
    },
    SESSION_TIMEOUT_MS,
  )

  it(
    'newsletter: subscribe, confirm with the mailed link, unsubscribe',
    async () => {
      const api = client('en-GB')
      const subscribed = await api.invoke('subscribeToNewsletter post /newsletter/subscribe', {
        body: { email: 'conformance@example.com', option: 'subscribe', storefrontUrl: SHOP_ORIGIN },
      })
      expectValid('/newsletter/subscribe', 'post', subscribed.data)
      const mail = await env.DB.prepare(
        "SELECT links FROM mail_outbox WHERE recipient = 'conformance@example.com'",
      ).first<{
        links: string
      }>()
      const link = new URL(JSON.parse(mail!.links)[0])
      const confirmed = await api.invoke('confirmNewsletter post /newsletter/confirm', {
        body: { hash: link.searchParams.get('hash')!, em: link.searchParams.get('em')! },
      })
      expectValid('/newsletter/confirm', 'post', confirmed.data)
      const unsubscribed = await api.invoke('unsubscribeToNewsletter post /newsletter/unsubscribe', {
        body: { email: 'conformance@example.com' },
      })
      expectValid('/newsletter/unsubscribe', 'post', unsubscribed.data)
    },
    SESSION_TIMEOUT_MS,
  )

  it(
    "newsletter: the logged-in customer's own recipient status",
    async () => {
      const api = client()
      const { email, password } = DEMO_CUSTOMERS.business
      const login = await api.invoke('loginCustomer post /account/login', { body: { username: email, password } })
      expect(login.status).toBe(200)
      const before = await api.invoke('readNewsletterRecipient post /account/newsletter-recipient', { body: {} })
      expectValid('/account/newsletter-recipient', 'post', before.data)
      expect(before.data.status).toBe('undefined')
      await api.invoke('subscribeToNewsletter post /newsletter/subscribe', {
        body: { email, option: 'subscribe', storefrontUrl: SHOP_ORIGIN },
      })
      const after = await api.invoke('readNewsletterRecipient post /account/newsletter-recipient', { body: {} })
      expectValid('/account/newsletter-recipient', 'post', after.data)
      expect(after.data.status).toBe('direct')
    },
    SESSION_TIMEOUT_MS,
  )

  it(
    'cart: add a product and a promotion code with the token kept by the client, then read the cart',
    async () => {
      const api = client()
      const added = await api.invoke('addLineItem post /checkout/cart/line-item', {
        body: {
          items: [
            { type: 'product', referencedId: productId(1), quantity: 2 },
            { type: 'promotion', referencedId: 'WILLKOMMEN10' },
          ],
        } as never,
      })
      expectValid('/checkout/cart/line-item', 'post', added.data)
      expect(added.data.lineItems?.map((l) => [l.type, l.referencedId])).toEqual([
        ['product', expect.any(String)],
        ['promotion', 'WILLKOMMEN10'],
      ])
      const unknown = await api.invoke('addLineItem post /checkout/cart/line-item', {
        body: { items: [{ type: 'promotion', referencedId: 'GIBTSNICHT' }] } as never,
      })
      expectValid('/checkout/cart/line-item', 'post', unknown.data)
      expect(Object.keys(unknown.data.errors ?? {})).toEqual(['promotion-not-found'])
      const cart = await api.invoke('readCart get /checkout/cart')
      expectValid('/checkout/cart', 'get', cart.data)
      expect([cart.data.lineItems?.length, cart.data.errors]).toEqual([2, {}])
    },
    SESSION_TIMEOUT_MS,
  )

  it(
    'contact form and product review',
    async () => {
      const api = client()
      const contact = await api.invoke('sendContactMail post /contact-form', {
        body: {
          salutationId: SALUTATION_MR,
          firstName: 'Max',
          lastName: 'Muster',
          email: 'max@example.com',
          subject: 'Frage',
          comment: 'Gibt es die Jacke auch in Größe 3XL?',
        },
      })
      expect(contact.status).toBe(200)
      const { email, password } = DEMO_CUSTOMERS.business
      await api.invoke('loginCustomer post /account/login', { body: { username: email, password } })
      const review = await api.invoke('saveProductReview post /product/{productId}/review', {
        pathParams: { productId: productId(4) },
        body: {
          title: 'Robust',
          content: 'Hält auf der Baustelle seit Monaten, Nähte und Reißverschluss sind top.',
          points: 4,
        },
      })
      expect(review.status).toBe(200)
      const reviews = await api.invoke('readProductReviews post /product/{productId}/reviews', {
        pathParams: { productId: productId(4) },
        body: { limit: 100 } as never,
      })
      expectValid('/product/{productId}/reviews', 'post', reviews.data)
      expect(reviews.data.elements?.some((r) => r.title === 'Robust')).toBe(true)
    },
    SESSION_TIMEOUT_MS,
  )

  it('account: register, register-confirm, change-profile, change-email, change-password, recovery, delete', async () => {
    const api = client()
    const email = `conformance.${Date.now()}@example.com`
    const registered = await api.invoke('register post /account/register', {
      body: {
        salutationId: salutationIdOf('mr'),
        firstName: 'Max',
        lastName: 'Konform',
        email,
        password: 'konform1234',
        acceptedDataProtection: true,
        storefrontUrl: 'http://store.test',
        accountType: 'business',
        company: 'Konform GmbH',
        vatIds: ['DE123456789'],
        billingAddress: { street: 'Teststraße 1', zipcode: '10115', city: 'Berlin', countryId: uuidFor('country:DE') },
      } as never,
    })
    expect(registered.status).toBe(200)
    expectValid('/account/register', 'post', registered.data)
    const customerId = (registered.data as { id: string }).id

    // The opt-in confirmation, on a customer put into the pending state the setting would leave.
    await env.DB.prepare(
      "UPDATE customer SET active = 0, double_opt_in_registration = 1, double_opt_in_hash = 'h'||id WHERE id = ?",
    )
      .bind(customerId)
      .run()
    const confirmed = await api.invoke('registerConfirm post /account/register-confirm', {
      body: { hash: `h${customerId}`, em: await emailHash(email) },
    })
    expect(confirmed.status).toBe(200)
    expectValid('/account/register', 'post', confirmed.data)

    const profile = await api.invoke('changeProfile post /account/change-profile', {
      body: { firstName: 'Moritz', lastName: 'Konform', accountType: 'private' } as never,
    })
    expectValid('/account/change-profile', 'post', profile.data)
    const changedEmail = `neu.${email}`
    const emailChange = await api.invoke('changeEmail post /account/change-email', {
      body: { email: changedEmail, emailConfirmation: changedEmail, password: 'konform1234' },
    })
    expectValid('/account/change-email', 'post', emailChange.data)
    const passwordChange = await api.invoke('changePassword post /account/change-password', {
      body: { password: 'konform1234', newPassword: 'konform5678', newPasswordConfirm: 'konform5678' },
    })
    expectValid('/account/change-password', 'post', passwordChange.data)

    const recovery = await api.invoke('sendRecoveryMail post /account/recovery-password', {
      body: { email: changedEmail, storefrontUrl: 'http://store.test' },
    })
    expectValid('/account/recovery-password', 'post', recovery.data)
    const { hash } = (await env.DB.prepare('SELECT hash FROM customer_recovery WHERE customer_id = ?')
      .bind(customerId)
      .first<{ hash: string }>())!
    const isExpired = await api.invoke('getCustomerRecoveryIsExpired post /account/customer-recovery-is-expired', {
      body: { hash },
    })
    expectValid('/account/customer-recovery-is-expired', 'post', isExpired.data)
    const reset = await api.invoke('recoveryPassword post /account/recovery-password-confirm', {
      body: { hash, newPassword: 'konform9999', newPasswordConfirm: 'konform9999' },
    })
    expectValid('/account/recovery-password-confirm', 'post', reset.data)

    // The reset ended every session; log in again, then delete the account.
    await api.invoke('loginCustomer post /account/login', { body: { username: changedEmail, password: 'konform9999' } })
    const deleted = await api.invoke('deleteCustomer delete /account/customer')
    expect(deleted.status).toBe(204)
    const left = await env.DB.prepare('SELECT count(*) AS n FROM customer WHERE id = ?')
      .bind(customerId)
      .first<{ n: number }>()
    expect(left?.n).toBe(0)
    // Seven PBKDF2 derivations (register, logins, password checks): more than the default 5 s on a busy machine.
  }, 30_000)

  /** The official client logged in as the private demo customer, with `quantity` of a product in the cart. */
  async function privateCustomerWithCart(quantity: number) {
    const api = client()
    const { email, password } = DEMO_CUSTOMERS.private
    await api.invoke('loginCustomer post /account/login', { body: { username: email, password } })
    await api.invoke('addLineItem post /checkout/cart/line-item', {
      body: { items: [{ type: 'product', referencedId: productId(1), quantity }] } as never,
    })
    return api
  }

  it(
    'orders: create from the cart, read, change the payment method, cancel',
    async () => {
      const api = await privateCustomerWithCart(2)
      const cart = await api.invoke('readCart get /checkout/cart')
      const created = await api.invoke('createOrder post /checkout/order', {
        body: { customerComment: 'Konformität', hash: (cart.data as { hash?: string }).hash } as never,
      })
      expect(created.status).toBe(200)
      expectValid('/checkout/order', 'post', created.data)
      const read = await api.invoke('readOrder post /order', {
        body: { associations: { lineItems: {}, addresses: {}, deliveries: {}, transactions: {} } } as never,
      })
      expectValid('/order', 'post', read.data)
      expect(read.data.orders.elements[0].id).toBe(created.data.id)
      const payment = await api.invoke('orderSetPayment post /order/payment', {
        body: { orderId: created.data.id, paymentMethodId: uuidFor('payment-method:debit') },
      })
      expectValid('/order/payment', 'post', payment.data)
      const cancelled = await api.invoke('cancelOrder post /order/state/cancel', { body: { orderId: created.data.id } })
      expectValid('/order/state/cancel', 'post', cancelled.data)
      expect(cancelled.data.technicalName).toBe('cancelled')
    },
    SESSION_TIMEOUT_MS,
  )

  it(
    "order downloads: an order of a digital product read with its lines' downloads",
    async () => {
      const api = client()
      const { email, password } = DEMO_CUSTOMERS.private
      await api.invoke('loginCustomer post /account/login', { body: { username: email, password } })
      await api.invoke('addLineItem post /checkout/cart/line-item', {
        body: { items: [{ type: 'product', referencedId: digitalProductId(0), quantity: 1 }] } as never,
      })
      const created = await api.invoke('createOrder post /checkout/order', { body: {} as never })
      expectValid('/checkout/order', 'post', created.data)
      const read = await api.invoke('readOrder post /order', {
        body: {
          filter: [{ type: 'equals', field: 'id', value: created.data.id }],
          associations: { lineItems: { associations: { downloads: { associations: { media: {} } } } } },
        } as never,
      })
      expectValid('/order', 'post', read.data)
      const [line] = read.data.orders.elements[0].lineItems ?? []
      expect(line?.downloads?.map((d) => [d.media?.fileName, d.media?.fileExtension, d.accessGranted])).toEqual([
        ['unterweisung-arbeitsschutz', 'pdf', false],
      ])
    },
    SESSION_TIMEOUT_MS,
  )

  it(
    'payments: handle-payment for a provider method (card) and a synchronous one (prepayment)',
    async () => {
      const api = await privateCustomerWithCart(1)
      const created = await api.invoke('createOrder post /checkout/order', { body: {} as never })
      const orderId = created.data.id
      await api.invoke('orderSetPayment post /order/payment', {
        body: { orderId, paymentMethodId: uuidFor('payment-method:credit-card') },
      })
      const provider = await api.invoke('handlePaymentMethod post /handle-payment', {
        body: { orderId, finishUrl: '/checkout/finish', errorUrl: `${SHOP_ORIGIN}/checkout/unpaid` },
      })
      expectValid('/handle-payment', 'post', provider.data)
      expect(provider.data.redirectUrl).toMatch(/^https?:\/\/store\.test\/payment-provider\//)
      await api.invoke('orderSetPayment post /order/payment', {
        body: { orderId, paymentMethodId: uuidFor('payment-method:prepayment') },
      })
      const synchronous = await api.invoke('handlePaymentMethod post /handle-payment', { body: { orderId } })
      expectValid('/handle-payment', 'post', synchronous.data)
      expect(synchronous.data.redirectUrl).toBeNull()
    },
    SESSION_TIMEOUT_MS,
  )

  it(
    'shopping lists: the product entity of a line and the list price validate as Product and CartPrice',
    async () => {
      const api = createAPIClient<ShoppingListOperations>({ baseURL: BASE, accessToken: 'SWSC-EMBEDDED' })
      const { email, password } = DEMO_CUSTOMERS.business
      await api.invoke('loginCustomer post /account/login', { body: { username: email, password } })
      const created = await api.invoke('createShoppingList post /shopping-list', { body: { name: 'Konformität' } })
      expect(created.status).toBe(200)
      const added = await api.invoke('addShoppingListItems post /shopping-list/{id}/add', {
        pathParams: { id: created.data.id },
        body: { lineItems: { [variantId(3, 2)]: { quantity: 2 }, [variantId(5, 1)]: { quantity: 1 } } },
      })
      expect(added.status).toBe(204)
      const read = await api.invoke('readShoppingList post /asx-shopping-list/{id}', {
        pathParams: { id: created.data.id },
        body: { associations: { product: {} } },
      })
      expect(read.data.lineItems.map((l) => [l.productId, l.quantity])).toEqual([
        [variantId(3, 2), 2],
        [variantId(5, 1), 1],
      ])
      for (const line of read.data.lineItems) expectComponent('Product', line.product)
      expectComponent('CartPrice', read.data.price)
      const lists = await api.invoke('readShoppingLists post /shopping-lists', { body: { limit: 5 } })
      expectComponent('EntitySearchResult', lists.data)
      expect(lists.data.elements.map((l) => l.id)).toContain(created.data.id)
    },
    SESSION_TIMEOUT_MS,
  )
})
