/** A CMS block: its slots side by side (one column below 960 px), with margins, background and per-size visibility. */
import type { CSSProperties } from 'react'
import type { CmsBlock as Block } from '../../../shared/store-api/content'
import { CmsSlot } from './CmsSlot'
import { backgroundStyle, styledClasses } from './layout'

/** Slots in the order the block type lays them out; anything else keeps the Store API's order. */
const SLOT_ORDER = ['left', 'center', 'right', 'content', 'image']
const rank = (slot: string) => (SLOT_ORDER.includes(slot) ? SLOT_ORDER.indexOf(slot) : SLOT_ORDER.length)

export function CmsBlock({ block, eager = false }: { block: Block; eager?: boolean }) {
  const slots = [...block.slots].sort((a, b) => rank(a.slot) - rank(b.slot))
  const style: CSSProperties & Record<'--cms-columns', number> = {
    ...backgroundStyle(block),
    marginTop: block.marginTop || undefined,
    marginBottom: block.marginBottom || undefined,
    marginLeft: block.marginLeft || undefined,
    marginRight: block.marginRight || undefined,
    '--cms-columns': Math.max(1, slots.length),
  }
  return (
    <div
      className={styledClasses(['cms-block', `cms-block-${block.type}`], block)}
      style={style}
      data-block-type={block.type}
    >
      <div className="cms-block-slots">
        {slots.map((slot) => (
          <CmsSlot key={slot.id} slot={slot} eager={eager} />
        ))}
      </div>
    </div>
  )
}
