/** Content pages reached through the catch-all route: one view per content type. */
import { NotFound } from '../components/ErrorPages'

export function ContentPage({ type }: { type: string; data: unknown }) {
  // Every content type the loader can return has a view below; an unknown one is not a page we have.
  switch (type) {
    default:
      return <NotFound />
  }
}
