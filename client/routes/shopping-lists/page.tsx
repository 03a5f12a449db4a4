/** The customer's shopping lists, /account/shopping-lists (frame: ./frame.tsx). */
import { ShoppingListsFrame } from './frame'
import { Lists } from './Lists'

export default function ShoppingListsPage() {
  return <ShoppingListsFrame>{(data) => (data.section === 'lists' ? <Lists data={data} /> : null)}</ShoppingListsFrame>
}
