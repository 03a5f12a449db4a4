/** Packstation addresses are ordinary addresses with a shape (spec §3, §5): street 'Packstation NNN', post number in the additional line. */

/** 'Packstation 123': the station's three-digit number after the word. */
export const PACKSTATION_STREET = /^Packstation (\d{3})$/
/** The customer's post number: digits only (spec §5 "a numeric post number"). */
export const POST_NUMBER = /^\d+$/

/** The three address forms of the page; a pickup shop is an address whose company is the shop's name. */
export type AddressKind = 'address' | 'packstation' | 'pickup'

/**
 * A Packstation's number from a stored street, or null for any other address.
 * @example packstationNumber('Packstation 101') // '101'
 */
export const packstationNumber = (street: string | null | undefined): string | null =>
  PACKSTATION_STREET.exec(street ?? '')?.[1] ?? null

/**
 * The street of a Packstation address from its number.
 * @example packstationStreet('101') // 'Packstation 101'
 */
export const packstationStreet = (number: string): string => `Packstation ${number.trim()}`
