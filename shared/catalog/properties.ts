/** A product's properties grouped for display: one entry per property group, in group order. */

interface Named {
  name?: string | null
  translated?: { name?: string | null } | null
}

/** What groupProperties reads of a Store API property_group_option. */
export interface PropertyOptionInput extends Named {
  id: string
  groupId?: string | null
  position?: number | null
  colorHexCode?: string | null
  group?: (Named & { id: string; position?: number | null }) | null
}

export interface PropertyValue {
  id: string
  name: string
  colorHexCode: string | null
}

export interface PropertyGroupView {
  /** The group key the values are grouped by: the property group's id. */
  code: string
  name: string
  values: PropertyValue[]
}

/** A display name: the translated value first, then the raw value. */
export const displayName = (entity: Named | null | undefined): string => entity?.translated?.name || entity?.name || ''

/**
 * Groups `product.properties` by property group: groups and values in their positions (then by
 * name), names falling back from the translated to the raw value, each value once.
 * @example groupProperties(product) // [{ code: '<group id>', name: 'Material', values: [{ id, name: 'Softshell', colorHexCode: null }] }]
 */
export function groupProperties(product: { properties?: readonly PropertyOptionInput[] | null }): PropertyGroupView[] {
  const groups = new Map<string, { position: number; view: PropertyGroupView; options: PropertyOptionInput[] }>()
  for (const option of product.properties ?? []) {
    const code = option.group?.id ?? option.groupId
    if (!code) continue
    const entry = groups.get(code) ?? {
      position: option.group?.position ?? 0,
      view: { code, name: displayName(option.group), values: [] },
      options: [],
    }
    if (!entry.options.some((o) => o.id === option.id)) entry.options.push(option)
    groups.set(code, entry)
  }
  const byPosition = <T extends { position: number; name: string }>(a: T, b: T) =>
    a.position - b.position || a.name.localeCompare(b.name)
  return [...groups.values()]
    .sort((a, b) =>
      byPosition({ position: a.position, name: a.view.name }, { position: b.position, name: b.view.name }),
    )
    .map(({ view, options }) => ({
      ...view,
      values: options
        .map((o) => ({
          position: o.position ?? 0,
          name: displayName(o),
          value: { id: o.id, name: displayName(o), colorHexCode: o.colorHexCode ?? null },
        }))
        .sort(byPosition)
        .map((o) => o.value),
    }))
}
