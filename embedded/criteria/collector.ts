/** What the criteria parsers share: value tests and the Collector that gathers every violation with its JSON pointer. */
import { errorEntry, type ApiErrorEntry } from '../platform/errors'
import type { EntitySchema, Scalar } from './types'

export type Raw = Record<string, unknown>
export const isObject = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v)
export const isScalar = (v: unknown): v is Scalar =>
  typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean'
/** Query strings hold numbers as text; bodies may too. */
export const asInt = (v: unknown) =>
  typeof v === 'number' ? v : typeof v === 'string' && /^-?\d+$/.test(v.trim()) ? Number(v) : NaN

export class Collector {
  readonly errors: ApiErrorEntry[] = []
  constructor(readonly schema: EntitySchema) {}
  /** Records a violation; answers null, so a parser can `return c.fail(…)` for what it gives up on. */
  fail(code: string, detail: string, pointer: string): null {
    this.errors.push(errorEntry(400, code, detail, pointer))
    return null
  }
  /** A known field name; Shopware also accepts it prefixed with the entity ("product.name"). */
  field(name: unknown, pointer: string): string | null {
    const field = typeof name === 'string' ? name.replace(new RegExp(`^${this.schema.entity}\\.`), '') : ''
    if (field && this.schema.fields[field]) return field
    this.fail(
      'FRAMEWORK__UNMAPPED_FIELD',
      `Field "${String(name)}" in entity "${this.schema.entity}" was not found.`,
      pointer,
    )
    return null
  }
}
