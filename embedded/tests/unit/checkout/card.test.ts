/** The payment provider's card checks: Luhn, expiry month boundaries, cvv, test cards. */
import { describe, expect, it } from 'vitest'
import { cardDeclined, cardProblems, luhnValid } from '../../../checkout/payment/card'

const card = { cardNumber: '4242 4242 4242 4242', name: 'Anna Schmidt', expiry: '11/26', cvv: '123' }
const NOV_2026 = new Date('2026-11-24T12:00:00Z')

describe('card checks', () => {
  it('applies the Luhn checksum', () => {
    expect(['4242424242424242', '5555555555554444', '378282246310005', '4000000000000002'].map(luhnValid)).toEqual([
      true,
      true,
      true,
      true,
    ])
    expect(['4242424242424241', '1234567812345678', ''].map(luhnValid)).toEqual([false, false, false])
  })

  it('accepts a card through the last day of its expiry month, with spaces or dashes in the number', () => {
    expect(cardProblems(card, NOV_2026)).toEqual([])
    expect(cardProblems({ ...card, cardNumber: '4242-4242-4242-4242', expiry: '12 / 26' }, NOV_2026)).toEqual([])
    expect(cardProblems({ ...card, expiry: '10/26' }, NOV_2026)).toEqual([['expiry-date', 'expired']])
  })

  it('names every problem in form order', () => {
    expect(cardProblems({ cardNumber: '', name: '', expiry: '', cvv: '' }, NOV_2026)).toEqual([
      ['card-number', 'required'],
      ['name', 'required'],
      ['expiry-date', 'required'],
      ['cvv', 'required'],
    ])
    expect(cardProblems({ cardNumber: '4242 4242 42', name: 'A', expiry: '00/30', cvv: '12a' }, NOV_2026)).toEqual([
      ['card-number', 'invalid'],
      ['expiry-date', 'invalid'],
      ['cvv', 'invalid'],
    ])
    expect(cardProblems({ ...card, expiry: '1/30', cvv: '12345' }, NOV_2026)).toEqual([
      ['expiry-date', 'invalid'],
      ['cvv', 'invalid'],
    ])
  })

  it('declines only the provider test cards', () => {
    expect(cardDeclined('4000 0000 0000 0002')).toBe(true)
    expect(cardDeclined('4242 4242 4242 4242')).toBe(false)
  })
})
