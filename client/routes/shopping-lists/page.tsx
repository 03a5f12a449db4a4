/**
 * The shopping-list pages (spec §2 "account" layout): /account/shopping-lists and /shopping-list/{id},
 * the section by what the loader read; a customer without the feature reads the spec's text (§6).
 */
import { useLoaderData } from 'react-router'
import { Breadcrumb, type BreadcrumbItem } from '../../components/ui/Breadcrumb'
import { Seo } from '../../components/ui/Seo'
import { useT } from '../../i18n'
import '../account/account.css'
import { ListDetail } from './ListDetail'
import { Lists } from './Lists'
import { LISTS_PATH, type ShoppingListsPageData } from './params'
import { SharedList } from './SharedList'
import './shopping-lists.css'

/** The trail below "my account": the lists, and below them the one list shown (a shared list stands alone). */
function trail(data: ShoppingListsPageData, t: ReturnType<typeof useT>): BreadcrumbItem[] {
  const lists = t('account.breadcrumb.shoppingLists')
  if (data.section === 'shared') return [{ label: data.list.name }]
  const mine = [{ label: t('account.breadcrumb.myAccount'), path: '/account' }]
  if (data.section === 'list') return [...mine, { label: lists, path: LISTS_PATH }, { label: data.list.name }]
  return [...mine, { label: lists }]
}

export default function ShoppingListsPage() {
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
      ) : null}
      {data.section === 'lists' ? <Lists data={data} /> : null}
      {data.section === 'list' ? <ListDetail data={data} /> : null}
      {data.section === 'shared' ? <SharedList data={data} /> : null}
    </section>
  )
}
