/** One shopping list, /shopping-list/{id}: the owner's list, or read-only by its share link (frame: ./frame.tsx). */
import { ShoppingListsFrame } from './frame'
import { ListDetail } from './ListDetail'
import { SharedList } from './SharedList'

export default function ShoppingListPage() {
  return (
    <ShoppingListsFrame>
      {(data) =>
        data.section === 'list' ? (
          <ListDetail data={data} />
        ) : data.section === 'shared' ? (
          <SharedList data={data} />
        ) : null
      }
    </ShoppingListsFrame>
  )
}
