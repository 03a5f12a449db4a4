/** Entities a product carries: property groups and options, maker, unit, pictures, the availability record. */
import type { AvailabilityRecord } from '../../../shared/catalog/stock'
import { uuidFor } from '../../../shared/ids'
import type { ManufacturerMeta, OptionMeta } from '../meta'
import type { ProductRow } from './queries'
import { pick } from '../../platform/sales-channel'
import { productMediaId } from '../ids'
import { PACK_UNIT, UNITS, VIEWS } from '../vocabulary'
import { mediaEntity } from '../media/entity'

export function groupEntity(o: OptionMeta) {
  return {
    id: o.groupId,
    name: o.groupName,
    displayType: o.displayType,
    sortingType: 'position',
    position: o.groupPosition,
    filterable: o.filterable === 1,
    visibleOnProductDetailPage: true,
    translated: { name: o.groupTranslatedName, displayType: o.displayType, sortingType: 'position', description: '' },
    apiAlias: 'property_group' as const,
  }
}

/** A property_group_option; `name` is null where only the default language has a text (translated has it). */
export function optionEntity(o: OptionMeta, withGroup = true) {
  return {
    id: o.id,
    groupId: o.groupId,
    name: o.name,
    position: o.position,
    colorHexCode: o.colourHex,
    mediaId: null,
    ...(withGroup ? { group: groupEntity(o) } : {}),
    translated: {
      name: o.translatedName,
      position: o.position,
      colorHexCode: o.colourHex ?? '',
      groupId: o.groupId,
      mediaId: '',
    },
    apiAlias: 'property_group_option' as const,
  }
}

export function manufacturerEntity(m: ManufacturerMeta) {
  const link = m.link ?? ''
  return {
    id: m.id,
    name: m.name,
    link,
    mediaId: null,
    translated: { name: m.name, link, description: '', mediaId: '' },
    apiAlias: 'product_manufacturer' as const,
  }
}

export function unitEntity(key: keyof typeof UNITS, languageId: string) {
  const unit = UNITS[key]
  const shortCode = pick(languageId, unit.shortCode)
  const name = pick(languageId, unit.name)
  return { id: uuidFor(`unit:${key}`), shortCode, name, translated: { shortCode, name }, apiAlias: 'unit' as const }
}

/** Pack units of products sold in packs, singular and plural. */
export const packUnits = (row: ProductRow, languageId: string) => {
  const [packUnit, packUnitPlural] = row.packUnit ? pick(languageId, PACK_UNIT) : ['', '']
  return { packUnit: packUnit || null, packUnitPlural: packUnitPlural || null }
}

/**
 * The variant's pictures: views of its colour (the first is the cover), as product_media entries; the
 * cover alone without `gallery` (a listing's product carries no other).
 * @example productMedia(row, 'Softshelljacke Nordkap', languageId)[0].media.url // '/media/product/<id>.svg'
 */
export function productMedia(row: ProductRow, name: string, languageId: string, gallery = true) {
  return VIEWS.slice(0, gallery ? Math.max(1, row.pictures) : 1).map((view, position) => {
    const mediaId = productMediaId(row.pid, row.colour, position)
    const alt = position === 0 ? name : `${name} – ${pick(languageId, view.caption)}`
    return {
      id: uuidFor(`product-media:${row.id}:${mediaId}`),
      productId: row.id,
      mediaId,
      position,
      media: mediaEntity({ id: mediaId, kind: 'product' }, alt),
      apiAlias: 'product_media' as const,
    }
  })
}

/** The availability record of a variant: where its goods come from when it is sold out. */
export const availabilityRecord = (row: ProductRow): AvailabilityRecord => ({
  supplierInStock: row.supplierInStock === 1,
  supplierAvailableFrom: row.supplierAvailableFrom,
  isCatalogProduct: row.catalogProduct === 1,
  isAvailable: row.deliverable === 1,
})
