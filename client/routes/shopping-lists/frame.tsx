/**
 * The shopping-list pages' frame (the "account" layout): title, breadcrumb, and for a customer without
 * the feature the not-available text; otherwise what the page view renders for the loader's section. The lists
 * (`./page.tsx`) and one list (`./list.page.tsx`) are views of their own (docs/decisions/043).
 */
import type { ReactNode } from 'react'
import { useLoaderData } from 'react-router'
import { Breadcrumb, type BreadcrumbItem } from '../../components/ui/Breadcrumb'
import { Seo } from '../../components/ui/Seo'
import { useT } from '../../i18n'
import '../account/account.css'
import { LISTS_PATH, type ShoppingListsPageData, type UnavailableData } from './params'
import './shopping-lists.css'

/** The trail below "my account": the lists, and below them the one list shown (a shared list stands alone). */
function trail(data: ShoppingListsPageData, t: ReturnType<typeof useT>): BreadcrumbItem[] {
  const lists = t('account.breadcrumb.shoppingLists')
  if (data.section === 'shared') return [{ label: data.list.name }]
  const mine = [{ label: t('account.breadcrumb.myAccount'), path: '/account' }]
  if (data.section === 'list') return [...mine, { label: lists, path: LISTS_PATH }, { label: data.list.name }]
  return [...mine, { label: lists }]
}

/** A shopping-list page: the frame around what `children` renders for the loader's (available) section. */
export function ShoppingListsFrame({
  children,
}: {
  children: (data: Exclude<ShoppingListsPageData, UnavailableData>) => ReactNode
}) {
  const t = useT()
  const data = useLoaderData() as ShoppingListsPageData
  const title = data.section === 'list' || data.section === 'shared' ? data.list.name : t('shoppingList.title')
  return (
    <section className="account-page shopping-lists-page" aria-labelledby="account-heading">
      <Seo title={title} />
      <meta name="robots" content="noindex, nofollow" />
      <Breadcrumb items={trail(data, t)} />
      {data.section === 'unavailable' ? (
        <>
          <h2 id="account-heading">{t('shoppingList.title')}</h2>
          <p className="message" data-testid="shopping-lists-unavailable">
            {t('shoppingList.notAvailable')}
          </p>
        </>
      ) : (
        children(data)
      )}
    </section>
  )
}
