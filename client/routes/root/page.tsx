/** The root route: picks the page's layout and keeps the cart and the session in sync. */
import { useEffect } from 'react'
import { Outlet, useMatches } from 'react-router'
import { AppFeel } from '../../components/feel/AppFeel'
import { AppShellLater } from '../../app-shell'
import { whenIslandsHydrated } from '../../island'
import { RouteError } from '../../components/layout/error-islands'
import { Layout, type LayoutName } from '../../components/layout/Layouts'
import { usePageViews } from '../../page-views'
import { useCartSync } from '../../state/cart'
import { useSessionSync } from '../../state/session'
import { useSharedPageSession } from '../../state/shared-page'
import { useShoppingListsSync } from '../../state/shopping-lists-access'
import { useWishlistSync } from '../../state/wishlist-atoms'

function useLayoutName(): LayoutName {
  const matches = useMatches()
  for (let i = matches.length - 1; i >= 0; i--) {
    const layout = (matches[i]?.handle as { layout?: LayoutName } | undefined)?.layout
    if (layout) return layout
  }
  return 'default'
}

export default function Root() {
  useCartSync()
  useSessionSync()
  useSharedPageSession()
  useWishlistSync()
  useShoppingListsSync()
  usePageViews()
  // From here on links navigate in the app (one payload request) instead of loading a document; the
  // attribute says so to styles and to the browser tests, which must not click before it. The islands
  // (client/island.tsx) hydrate after the rest: the page is interactive everywhere once they have.
  useEffect(() => {
    void whenIslandsHydrated().then(() => {
      document.documentElement.dataset.hydrated = ''
    })
  }, [])
  return (
    <>
      <Layout name={useLayoutName()}>
        <Outlet />
        <AppShellLater />
      </Layout>
      <AppFeel />
    </>
  )
}

/** The root loader itself failed (Store API down, maintenance): still a real page with the shop's error texts. */
export function RootErrorBoundary() {
  return (
    <Layout name="default">
      <RouteError />
    </Layout>
  )
}
