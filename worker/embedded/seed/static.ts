/** Seed rows that do not grow with the catalog size: languages, categories, makers, property groups. */
import { LANGUAGE_IDS, LOCALES } from '../../../shared/constants'
import { ROOT_CATEGORY_ID } from '../sales-channel'
import { ALL_SIZES, CATEGORIES, COLOURS, MANUFACTURERS, ROOT_NAME, type CategoryDef, type Texts } from './catalog-data'
import { COLOUR_GROUP_ID, SIZE_GROUP_ID, categoryId, categoryMediaId, colourOptionId, manufacturerId, seoUrlId, sizeOptionId } from './keys'
import { slug } from './slug'
import { insert, type SeedStatement, type SqlValue } from './sql'

const LANGUAGE_NAMES: Texts = { 'de-DE': 'Deutsch', 'en-GB': 'English' }

export function languageStatements(): SeedStatement[] {
  return insert('language', ['id', 'locale_code', 'name', 'position'], LOCALES.map((l, i) => [LANGUAGE_IDS[l], l, LANGUAGE_NAMES[l], i + 1]))
}

/** The SEO path of a category in one locale: its ancestors' slugs joined by '/'. */
export function categorySeoPath(def: CategoryDef, locale: keyof Texts): string {
  const parent = def.parent ? CATEGORIES.find((c) => c.key === def.parent) : undefined
  const own = slug(def.name[locale])
  return parent ? `${categorySeoPath(parent, locale)}/${own}` : own
}

export function categoryStatements(): SeedStatement[] {
  const media: SqlValue[][] = [[categoryMediaId('root'), 'category', 'folder', '#ff5b05', ROOT_NAME['de-DE']]]
  const categories: SqlValue[][] = [[ROOT_CATEGORY_ID, null, '', 1, 0, categoryMediaId('root')]]
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
    categories.push([id, categoryId(parentKey), path, def.parent ? 3 : 2, slot, categoryMediaId(def.key)])
    for (const l of LOCALES) {
      const languageId = LANGUAGE_IDS[l]
      translations.push([id, languageId, def.name[l], def.description[l]])
      const route = 'frontend.navigation.page'
      seo.push([seoUrlId(languageId, route, id), languageId, route, id, `/navigation/${id}`, categorySeoPath(def, l), 1])
    }
  }
  return [
    ...insert('media', ['id', 'kind', 'shape', 'colour_hex', 'caption'], media),
    ...insert('category', ['id', 'parent_id', 'path', 'level', 'position', 'media_id'], categories),
    ...insert('category_translation', ['category_id', 'language_id', 'name', 'description'], translations),
    ...insert('seo_url', SEO_COLUMNS, seo),
  ]
}

export const SEO_COLUMNS = ['id', 'language_id', 'route_name', 'foreign_key', 'path_info', 'seo_path_info', 'is_canonical']

export function manufacturerStatements(): SeedStatement[] {
  return insert('manufacturer', ['id', 'name', 'link'], MANUFACTURERS.map((m) => [manufacturerId(m.key), m.name, m.link]))
}

export function propertyStatements(): SeedStatement[] {
  const groups = [
    { id: SIZE_GROUP_ID, display: 'text', position: 1, name: { 'de-DE': 'Größe', 'en-GB': 'Size' } },
    { id: COLOUR_GROUP_ID, display: 'color', position: 2, name: { 'de-DE': 'Farbe', 'en-GB': 'Colour' } },
  ]
  const options: SqlValue[][] = [
    ...ALL_SIZES.map((s, i) => [sizeOptionId(s), SIZE_GROUP_ID, i + 1, null]),
    ...COLOURS.map((c, i) => [colourOptionId(c.key), COLOUR_GROUP_ID, i + 1, c.hex]),
  ]
  const optionTexts: SqlValue[][] = LOCALES.flatMap((l) => [
    ...ALL_SIZES.map((s) => [sizeOptionId(s), LANGUAGE_IDS[l], s]),
    ...COLOURS.map((c) => [colourOptionId(c.key), LANGUAGE_IDS[l], c.name[l]]),
  ])
  return [
    ...insert('property_group', ['id', 'display_type', 'position'], groups.map((g) => [g.id, g.display, g.position])),
    ...insert('property_group_translation', ['group_id', 'language_id', 'name'], groups.flatMap((g) => LOCALES.map((l) => [g.id, LANGUAGE_IDS[l], g.name[l]]))),
    ...insert('property_option', ['id', 'group_id', 'position', 'colour_hex'], options),
    ...insert('property_option_translation', ['option_id', 'language_id', 'name'], optionTexts),
  ]
}
