/**
 * The provider's checks of the card payment fields: card-number (13-19 digits, Luhn), name,
 * expiry-date (MM/YY, this month or later), cvv (3-4 digits); and its deterministic test cards, so a
 * decline can be shown without a real card network.
 */

export type CardField = 'card-number' | 'name' | 'expiry-date' | 'cvv'
export type CardProblem = 'required' | 'invalid' | 'expired'

export interface CardInput {
  cardNumber: string
  name: string
  expiry: string
  cvv: string
}

/** The Luhn checksum of a digit string. */
export function luhnValid(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return digits.length > 0 && sum % 10 === 0
}

/** A card number as its digits: spaces and dashes between groups are allowed. */
const cardDigits = (value: string) => value.replace(/[\s-]/g, '')

function expiryProblem(value: string, now: Date): CardProblem | null {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value)
  if (!match) return 'invalid'
  const month = Number(match[1])
  if (month < 1 || month > 12) return 'invalid'
  const year = 2000 + Number(match[2])
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth()
  // A card is valid through the last day of its expiry month.
  return year * 12 + (month - 1) < current ? 'expired' : null
}

/** Every field's problem, in form order; empty when the card data can be sent to the card network. */
export function cardProblems(input: CardInput, now = new Date()): Array<[CardField, CardProblem]> {
  const problems: Array<[CardField, CardProblem]> = []
  const digits = cardDigits(input.cardNumber)
  if (!digits) problems.push(['card-number', 'required'])
  else if (!/^\d{13,19}$/.test(digits) || !luhnValid(digits)) problems.push(['card-number', 'invalid'])
  if (!input.name.trim()) problems.push(['name', 'required'])
  const expiry = input.expiry.trim()
  const expiryIssue = expiry ? expiryProblem(expiry, now) : 'required'
  if (expiryIssue) problems.push(['expiry-date', expiryIssue])
  const cvv = input.cvv.trim()
  if (!cvv) problems.push(['cvv', 'required'])
  else if (!/^\d{3,4}$/.test(cvv)) problems.push(['cvv', 'invalid'])
  return problems
}

/**
 * The provider's test cards that the card network declines (as payment providers publish them: a
 * valid number that is refused). Every other valid card is approved.
 */
const DECLINED_CARDS: readonly string[] = ['4000000000000002', '4000000000009995']

export const cardDeclined = (cardNumber: string) => DECLINED_CARDS.includes(cardDigits(cardNumber))
