/** Seed rows that do not grow with the catalog size: languages, categories, makers, property groups. */
import { LANGUAGE_IDS, LOCALES } from '../../../shared/constants'
import { ROOT_CATEGORY_ID } from '../../platform/sales-channel'
import { CATEGORIES, MANUFACTURERS, ROOT_NAME, type CategoryDef, type Texts } from './data'
import { GROUPS, optionBit } from './depth'
import { categoryId, categoryMediaId, manufacturerId, propertyGroupId, propertyOptionId, seoUrlId } from '../keys'
import { slug } from '../slug'
import { insert, type SeedStatement, type SqlValue } from '../sql'

const LANGUAGE_NAMES: Texts = { 'de-DE': 'Deutsch', 'en-GB': 'English' }

export function languageStatements(): SeedStatement[] {
  return insert(
    'language',
    ['id', 'locale_code', 'name', 'position'],
    LOCALES.map((l, i) => [LANGUAGE_IDS[l], l, LANGUAGE_NAMES[l], i + 1]),
  )
}

/** The SEO path of a category in one locale: its ancestors' slugs joined by '/'. */
export function categorySeoPath(def: CategoryDef, locale: keyof Texts): string {
  const parent = def.parent ? CATEGORIES.find((c) => c.key === def.parent) : undefined
  const own = slug(def.name[locale])
  return parent ? `${categorySeoPath(parent, locale)}/${own}` : own
}

export function categoryStatements(): SeedStatement[] {
  const media: SqlValue[][] = [[categoryMediaId('root'), 'category', 'folder', '#ff5b05', ROOT_NAME['de-DE']]]
  const categories: SqlValue[][] = [
    [ROOT_CATEGORY_ID, null, '', 1, 0, categoryMediaId('root'), categoryOrdinal('root')],
  ]
  const translations: SqlValue[][] = LOCALES.map((l) => [ROOT_CATEGORY_ID, LANGUAGE_IDS[l], ROOT_NAME[l], null])
  const seo: SqlValue[][] = []
  const position = new Map<string, number>()
  for (const def of CATEGORIES) {
    const id = categoryId(def.key)
    const parentKey = def.parent ?? 'root'
    const slot = position.get(parentKey) ?? 0
    position.set(parentKey, slot + 1)
    const path = def.parent ? `|${ROOT_CATEGORY_ID}|${categoryId(def.parent)}|` : `|${ROOT_CATEGORY_ID}|`
    media.push([categoryMediaId(def.key), 'category', def.shape, '#ff5b05', def.name['de-DE']])
    categories.push([
      id,
      categoryId(parentKey),
      path,
      def.parent ? 3 : 2,
      slot,
      categoryMediaId(def.key),
      categoryOrdinal(def.key),
    ])
    for (const l of LOCALES) {
      const languageId = LANGUAGE_IDS[l]
      translations.push([id, languageId, def.name[l], def.description[l]])
      const route = 'frontend.navigation.page'
      seo.push([
        seoUrlId(languageId, route, id),
        languageId,
        route,
        id,
        `/navigation/${id}`,
        categorySeoPath(def, l),
        1,
      ])
    }
  }
  return [
    ...insert('media', ['id', 'kind', 'shape', 'colour_hex', 'caption'], media),
    ...insert('category', ['id', 'parent_id', 'path', 'level', 'position', 'media_id', 'ordinal'], categories),
    ...insert('category_translation', ['category_id', 'language_id', 'name', 'description'], translations),
    ...insert('seo_url', SEO_COLUMNS, seo),
  ]
}

export const SEO_COLUMNS = [
  'id',
  'language_id',
  'route_name',
  'foreign_key',
  'path_info',
  'seo_path_info',
  'is_canonical',
]

/** A seeded category's ordinal in listing rows: the root is 0, the others follow CATEGORIES. */
export const categoryOrdinal = (key: string) => (key === 'root' ? 0 : CATEGORIES.findIndex((c) => c.key === key) + 1)
/** A maker's ordinal in listing rows. */
export const manufacturerOrdinal = (key: string) => MANUFACTURERS.findIndex((m) => m.key === key) + 1

export function manufacturerStatements(): SeedStatement[] {
  return insert(
    'manufacturer',
    ['id', 'name', 'link', 'ordinal'],
    MANUFACTURERS.map((m) => [manufacturerId(m.key), m.name, m.link, manufacturerOrdinal(m.key)]),
  )
}

/** Property groups and options; options without a text in a locale fall back to German when read. */
export function propertyStatements(): SeedStatement[] {
  const groups = GROUPS.map((g, i) => [propertyGroupId(g.code), g.displayType, i + 1])
  const groupTexts = GROUPS.flatMap((g) => LOCALES.map((l) => [propertyGroupId(g.code), LANGUAGE_IDS[l], g.name[l]]))
  const options = GROUPS.flatMap((g) =>
    g.options.map((o, i) => [
      propertyOptionId(g.code, o.key),
      propertyGroupId(g.code),
      i + 1,
      o.colourHex ?? null,
      optionBit(g.code, o.key),
    ]),
  )
  const optionTexts = GROUPS.flatMap((g) =>
    g.options.flatMap((o) =>
      LOCALES.flatMap((l) => (o.name[l] ? [[propertyOptionId(g.code, o.key), LANGUAGE_IDS[l], o.name[l]]] : [])),
    ),
  )
  return [
    ...insert('property_group', ['id', 'display_type', 'position'], groups),
    ...insert('property_group_translation', ['group_id', 'language_id', 'name'], groupTexts),
    ...insert('property_option', ['id', 'group_id', 'position', 'colour_hex', 'bit'], options),
    ...insert('property_option_translation', ['option_id', 'language_id', 'name'], optionTexts),
  ]
}
