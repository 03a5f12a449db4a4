/** Checks shared by every edge (proxy, forms, embedded Store API); their names are the violation codes' keys (shared/store-api/errors.ts). */
import { define, refine, string, type Struct } from 'superstruct'

/** A string that is not empty or whitespace. */
export const notBlank = () =>
  refine(string(), 'notBlank', (v) => v.trim().length > 0 || 'This value should not be blank.')

/** A line item quantity: a positive integer. */
export const lineItemQuantity = () =>
  define<number>(
    'lineItemQuantity',
    (v) => (typeof v === 'number' && Number.isInteger(v) && v > 0) || 'The quantity must be a positive integer.',
  )

/** At most `max` characters (Shopware's TOO_LONG). */
export const maxLength = <S>(struct: Struct<string, S>, max: number) =>
  refine(
    struct,
    'tooLong',
    (v) => v.length <= max || `This value is too long. It should have ${max} characters or less.`,
  )

/** Between one and `max` entries: none is blank, more is TOO_MANY. */
export const entries = <T, S>(struct: Struct<T[], S>, max: number) =>
  refine(
    refine(struct, 'notBlank', (v) => v.length > 0 || 'At least one entry is required.'),
    'tooMany',
    (v) => v.length <= max || `This collection should contain ${max} elements or less.`,
  )
