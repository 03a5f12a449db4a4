/** A CMS block: its slots side by side (one column below 960 px), with margins, background and per-size visibility. */
import type { CSSProperties } from 'react'
import type { CmsBlock as Block, CmsSlot as Slot } from '../../../shared/store-api/content'
import { CmsSlot } from './CmsSlot'
import { backgroundStyle, styledClasses } from './layout'

/**
 * Columns in the order the block types lay them out; anything else keeps the Store API's order. A slot
 * named for a part of a column (`left-top`, `left-image`, `center-text`) shares that column with its
 * other parts, the picture or top part first (image-simple-grid, image-text-row, image-text-bubble).
 */
const COLUMNS = ['left', 'center-left', 'center', 'center-right', 'right', 'content', 'image']
const PART = /-(top|image|text|bottom)$/
const columnOf = (slot: string) => slot.replace(PART, '')
const rank = (column: string) => (COLUMNS.includes(column) ? COLUMNS.indexOf(column) : COLUMNS.length)
const partRank = (slot: string) => (/-(text|bottom)$/.test(slot) ? 1 : 0)

/** A block's slots as columns: each column's slots in reading order. */
export function blockColumns(slots: Slot[]): Slot[][] {
  const columns = new Map<string, Slot[]>()
  for (const slot of slots) {
    const column = columnOf(slot.slot)
    columns.set(column, [...(columns.get(column) ?? []), slot])
  }
  return [...columns]
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([, column]) => column.sort((a, b) => partRank(a.slot) - partRank(b.slot)))
}

export function CmsBlock({ block, eager = false }: { block: Block; eager?: boolean }) {
  const columns = blockColumns(block.slots)
  const style: CSSProperties & Record<'--cms-columns', number> = {
    ...backgroundStyle(block),
    marginTop: block.marginTop || undefined,
    marginBottom: block.marginBottom || undefined,
    marginLeft: block.marginLeft || undefined,
    marginRight: block.marginRight || undefined,
    '--cms-columns': Math.max(1, columns.length),
  }
  return (
    <div
      className={styledClasses(['cms-block', `cms-block-${block.type}`], block)}
      style={style}
      data-block-type={block.type}
    >
      <div className="cms-block-slots">
        {columns.map((column) =>
          column.length === 1 ? (
            <CmsSlot key={column[0]!.id} slot={column[0]!} eager={eager} />
          ) : (
            <div key={column[0]!.id} className="cms-column">
              {column.map((slot) => (
                <CmsSlot key={slot.id} slot={slot} eager={eager} />
              ))}
            </div>
          ),
        )}
      </div>
    </div>
  )
}
