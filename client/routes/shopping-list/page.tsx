/** One shopping list, /shopping-list/{id}: the owner's list, or read-only by its share link (frame: ../shopping-lists/frame.tsx). */
import { ShoppingListsFrame } from '../shopping-lists/frame'
import { ListDetail } from '../shopping-lists/ListDetail'
import { SharedList } from '../shopping-lists/SharedList'

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
