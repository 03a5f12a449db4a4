/** The catalog's small tables read per request: property options with their groups, makers. */
import { type Database, keptPerDatabase } from '../platform/database'
import { DEFAULT_LANGUAGE_ID } from '../platform/sales-channel'

export interface OptionMeta {
  id: string
  bit: number
  groupId: string
  position: number
  colourHex: string | null
  /** The text in the request language; null when only the default language has one. */
  name: string | null
  translatedName: string
  groupName: string | null
  groupTranslatedName: string
  groupPosition: number
  displayType: string
  filterable: number
}

export interface ManufacturerMeta {
  id: string
  ordinal: number
  name: string
  link: string | null
}

/** Every property option with its group, texts falling back to the default language (Shopware's chain). */
export function optionsStatement(db: Database, languageId: string): D1PreparedStatement {
  return db
    .prepare(
      `SELECT o.id, o.bit, o.group_id AS groupId, o.position, o.colour_hex AS colourHex,
        ot.name AS name, coalesce(ot.name, od.name, '') AS translatedName,
        gt.name AS groupName, coalesce(gt.name, gd.name, '') AS groupTranslatedName,
        g.position AS groupPosition, g.display_type AS displayType, g.filterable
      FROM property_option o JOIN property_group g ON g.id = o.group_id
      LEFT JOIN property_option_translation ot ON ot.option_id = o.id AND ot.language_id = ?1
      LEFT JOIN property_option_translation od ON od.option_id = o.id AND od.language_id = ?2
      LEFT JOIN property_group_translation gt ON gt.group_id = g.id AND gt.language_id = ?1
      LEFT JOIN property_group_translation gd ON gd.group_id = g.id AND gd.language_id = ?2
      WHERE o.bit IS NOT NULL ORDER BY g.position, o.position`,
    )
    .bind(languageId, DEFAULT_LANGUAGE_ID)
}

export function manufacturersStatement(db: Database): D1PreparedStatement {
  return db.prepare('SELECT id, ordinal, name, link FROM manufacturer WHERE ordinal IS NOT NULL ORDER BY name')
}

export interface CatalogMeta {
  options: Map<number, OptionMeta>
  optionsById: Map<string, OptionMeta>
  manufacturers: Map<number, ManufacturerMeta>
}

export function catalogMeta(options: OptionMeta[], manufacturers: ManufacturerMeta[]): CatalogMeta {
  return {
    options: new Map(options.map((o) => [o.bit, o])),
    optionsById: new Map(options.map((o) => [o.id, o])),
    manufacturers: new Map(manufacturers.map((m) => [m.ordinal, m])),
  }
}

/** Catalog metadata changes with the catalog, not per request: kept per database and language for a minute. */
const keptMeta = keptPerDatabase<CatalogMeta>(60_000)

/**
 * Options and makers (one round trip, then from memory for a minute). Seeded ids, bits and ordinals
 * are stable, so a stale entry after a re-seed still names the same rows.
 */
export function loadCatalogMeta(db: Database, languageId: string): Promise<CatalogMeta> {
  return keptMeta(db, languageId, () =>
    db
      .batch([optionsStatement(db, languageId), manufacturersStatement(db)])
      .then(([options, manufacturers]) =>
        catalogMeta(options.results as unknown as OptionMeta[], manufacturers.results as unknown as ManufacturerMeta[]),
      ),
  )
}
