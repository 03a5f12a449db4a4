/** Password recovery: the mail and its link, reset, expired and unknown hashes, the expiry check. */
import { env } from 'cloudflare:test'
import { describe, expect, it, vi } from 'vitest'
import { LANGUAGE_IDS } from '../../../../shared/constants'
import {
  call,
  contextCustomer,
  errorsOf,
  login,
  latestMailTo,
  mailsTo,
  post,
  registered,
  uniqueEmail,
  violations,
} from '../fixtures'

// Every registration, login and password check costs a PBKDF2 derivation (100,000 iterations): on a
// busy machine a test of several of them needs more than the default 5 s.
vi.setConfig({ testTimeout: 30_000 })

/** Asks for a recovery mail and answers the hash of its link. */
async function recoveryHash(email: string, storefrontUrl = 'http://shop.test'): Promise<string> {
  const response = await post('/account/recovery-password', { email, storefrontUrl })
  expect(response.status).toBe(200)
  const mail = await latestMailTo(email)
  return new URL(mail!.links[0]!).searchParams.get('hash')!
}

const age = (hash: string, minutes: number) =>
  env.DB.prepare(`UPDATE customer_recovery SET created_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ?) WHERE hash = ?`)
    .bind(`-${minutes} minutes`, hash)
    .run()

describe('POST /account/recovery-password', () => {
  it('mails a link {storefrontUrl}/account/recover/password?hash=… and answers success', async () => {
    const a = await registered()
    const response = await post('/account/recovery-password', {
      email: a.email.toUpperCase(),
      storefrontUrl: 'https://shop.test/en-GB',
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ success: true })
    const mail = await latestMailTo(a.email)
    expect(mail).toMatchObject({
      kind: 'password-recovery',
      subject: 'Passwort zurücksetzen bei Workwear Pro',
      languageId: LANGUAGE_IDS['de-DE'],
    })
    expect(mail!.links).toHaveLength(1)
    expect(mail!.links[0]).toMatch(/^https:\/\/shop\.test\/en-GB\/account\/recover\/password\?hash=[A-Za-z0-9]{32}$/)
    expect(mail!.text).toContain(mail!.links[0])
  })

  it('answers success for an unknown email too, and writes no mail', async () => {
    const email = uniqueEmail('niemand')
    const response = await post('/account/recovery-password', { email, storefrontUrl: 'http://shop.test' })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ success: true })
    expect(await mailsTo(email)).toEqual([])
  })

  it('a new request replaces the old link', async () => {
    const a = await registered()
    const first = await recoveryHash(a.email)
    const second = await recoveryHash(a.email)
    expect(second).not.toBe(first)
    const reset = await post('/account/recovery-password-confirm', {
      hash: first,
      newPassword: 'neu123456',
      newPasswordConfirm: 'neu123456',
    })
    expect(reset.status).toBe(410)
  })

  it('is throttled as Shopware: a fourth mail for one email and client within 30 s is a 429', async () => {
    const a = await registered()
    const ask = (email: string, ip = '10.77.0.1') =>
      call(
        'POST',
        '/account/recovery-password',
        { email, storefrontUrl: 'http://shop.test' },
        { 'cf-connecting-ip': ip },
      )
    for (let i = 0; i < 3; i++) expect((await ask(a.email)).status).toBe(200)
    const refused = await ask(a.email.toUpperCase())
    expect(refused.status).toBe(429)
    expect((await errorsOf(refused))[0]).toMatchObject({
      code: 'FRAMEWORK__RATE_LIMIT_EXCEEDED',
      meta: { parameters: { seconds: expect.any(Number) } },
    })
    expect(await mailsTo(a.email)).toHaveLength(3)
    // Unknown emails count alike, so the limit tells nothing; another client is not affected.
    const unknown = uniqueEmail('niemand')
    for (let i = 0; i < 3; i++) await ask(unknown)
    expect((await ask(unknown)).status).toBe(429)
    expect((await ask(a.email, '10.77.0.2')).status).toBe(200)
  })

  it('a bad email or a foreign storefrontUrl is a violation', async () => {
    const response = await post('/account/recovery-password', {
      email: 'kaputt',
      storefrontUrl: 'https://phishing.example',
    })
    expect(await violations(response)).toEqual([
      'VIOLATION::NO_SUCH_CHOICE_ERROR@/storefrontUrl',
      'VIOLATION::STRICT_CHECK_FAILED_ERROR@/email',
    ])
    expect(await violations(await post('/account/recovery-password', {}))).toEqual([
      'VIOLATION::IS_BLANK_ERROR@/email',
      'VIOLATION::IS_BLANK_ERROR@/storefrontUrl',
    ])
  })
})

describe('POST /account/recovery-password-confirm', () => {
  it('sets the new password with the link hash, once; every session of the customer ends', async () => {
    const a = await registered()
    const hash = await recoveryHash(a.email)
    const response = await post('/account/recovery-password-confirm', {
      hash,
      newPassword: 'vergessen99',
      newPasswordConfirm: 'vergessen99',
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ success: true })
    expect(await contextCustomer(a.token)).toBeUndefined()
    expect((await login(a.email, a.password)).status).toBe(401)
    expect((await login(a.email, 'vergessen99')).status).toBe(200)
    const again = await post('/account/recovery-password-confirm', {
      hash,
      newPassword: 'nochmal999',
      newPasswordConfirm: 'nochmal999',
    })
    expect(again.status).toBe(410)
  })

  it('an expired hash (older than two hours) is CHECKOUT__CUSTOMER_RECOVERY_HASH_EXPIRED (410)', async () => {
    const a = await registered()
    const hash = await recoveryHash(a.email)
    await age(hash, 121)
    const response = await post('/account/recovery-password-confirm', {
      hash,
      newPassword: 'vergessen99',
      newPasswordConfirm: 'vergessen99',
    })
    expect(response.status).toBe(410)
    expect((await errorsOf(response))[0]).toMatchObject({
      code: 'CHECKOUT__CUSTOMER_RECOVERY_HASH_EXPIRED',
      detail: `The hash "${hash}" is expired.`,
    })
    expect((await login(a.email, a.password)).status).toBe(200)
  })

  it('an unknown hash answers as Shopware does: RECOVERY_HASH_EXPIRED', async () => {
    const response = await post('/account/recovery-password-confirm', {
      hash: 'A'.repeat(32),
      newPassword: 'vergessen99',
      newPasswordConfirm: 'vergessen99',
    })
    expect(response.status).toBe(410)
    expect((await errorsOf(response))[0]?.code).toBe('CHECKOUT__CUSTOMER_RECOVERY_HASH_EXPIRED')
  })

  it("violations: blank hash, short password, 'The passwords must be identical' on /newPasswordConfirm", async () => {
    const response = await post('/account/recovery-password-confirm', { newPassword: 'kurz' })
    expect(await violations(response)).toEqual([
      'VIOLATION::IS_BLANK_ERROR@/hash',
      'VIOLATION::TOO_SHORT_ERROR@/newPassword',
    ])
    const a = await registered()
    const hash = await recoveryHash(a.email)
    const mismatch = await post('/account/recovery-password-confirm', {
      hash,
      newPassword: 'vergessen99',
      newPasswordConfirm: 'vergessen98',
    })
    expect((await errorsOf(mismatch))[0]).toMatchObject({
      code: 'VIOLATION::NOT_EQUAL_ERROR',
      detail: 'The passwords must be identical',
      source: { pointer: '/newPasswordConfirm' },
    })
    // The hash still works after a refused attempt.
    const ok = await post('/account/recovery-password-confirm', {
      hash,
      newPassword: 'vergessen99',
      newPasswordConfirm: 'vergessen99',
    })
    expect(ok.status).toBe(200)
  })

  it("a hash resets only its own customer's password", async () => {
    const a = await registered()
    const b = await registered()
    const hash = await recoveryHash(a.email)
    await post('/account/recovery-password-confirm', {
      hash,
      newPassword: 'vergessen99',
      newPasswordConfirm: 'vergessen99',
    })
    expect((await login(b.email, b.password)).status).toBe(200)
    expect(await contextCustomer(b.token)).toBe(b.id)
  })
})

describe('POST /account/customer-recovery-is-expired', () => {
  it('answers isExpired false for a fresh hash and true after two hours', async () => {
    const a = await registered()
    const hash = await recoveryHash(a.email)
    const fresh = await post('/account/customer-recovery-is-expired', { hash })
    expect(fresh.status).toBe(200)
    expect(await fresh.json()).toEqual({ data: [{ isExpired: false }], apiAlias: 'array_struct' })
    await age(hash, 119)
    expect(await (await post('/account/customer-recovery-is-expired', { hash })).json()).toMatchObject({
      data: [{ isExpired: false }],
    })
    await age(hash, 121)
    expect(await (await post('/account/customer-recovery-is-expired', { hash })).json()).toMatchObject({
      data: [{ isExpired: true }],
    })
  })

  it('an unknown hash is CHECKOUT__CUSTOMER_NOT_FOUND_BY_HASH (404); a blank or wrong-length one a violation', async () => {
    const unknown = await post('/account/customer-recovery-is-expired', { hash: 'b'.repeat(32) })
    expect(unknown.status).toBe(404)
    expect((await errorsOf(unknown))[0]?.code).toBe('CHECKOUT__CUSTOMER_NOT_FOUND_BY_HASH')
    expect(await violations(await post('/account/customer-recovery-is-expired', {}))).toEqual([
      'VIOLATION::IS_BLANK_ERROR@/hash',
    ])
    expect(await violations(await post('/account/customer-recovery-is-expired', { hash: 'abc' }))).toEqual([
      'VIOLATION::NOT_EQUAL_LENGTH_ERROR@/hash',
    ])
  })
})
