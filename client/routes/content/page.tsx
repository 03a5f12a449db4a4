/** Content pages reached through the catch-all route: landing pages (CMS), lexicon and blog, each streamed after the shell. */
import type { BlogPost, LandingPage, LexiconEntry } from '../../../shared/store-api/content'
import { Breadcrumb } from '../../components/ui/Breadcrumb'
import { CmsPage } from '../../components/content/CmsPage'
import { Deferred } from '../../components/ui/Deferred'
import type { Deferred as DeferredValue } from '../../types'
import { NotFound } from '../../components/layout/error-islands'
import { Seo } from '../../components/ui/Seo'
import { useT } from '../../i18n'
import { island } from '../../island'
import { hasLayoutElements } from './landing-elements'
import type { BlogListData, ContentType, LexiconListData } from './types'

// Each content type's own code, as islands (client/island.tsx): a landing page loads none of the
// lexicon's or the blog's, and their pages hydrate after the first render.
const LexiconPage = island(() => import('./lexicon').then((m) => m.LexiconPage))
const LexiconEntryPage = island(() => import('./lexicon').then((m) => m.LexiconEntryPage))
const BlogPage = island(() => import('./blog').then((m) => m.BlogPage))
const BlogPostPage = island(() => import('./blog').then((m) => m.BlogPostPage))
// A landing page with a category layout's elements (image slider, video, buy box …) renders through the
// category layout's renderers, loaded only where such a page renders (../category/layout-island.ts).
const LayoutView = island(() => import('../category/layout-island').then((m) => m.LayoutView))

export default function ContentPage({ type, data }: { type: string; data: unknown }) {
  // Every content type the loader can return has a view below; an unknown one is not a page we have.
  switch (type as ContentType) {
    case 'landing-page':
      return <LandingPageView data={data as DeferredValue<LandingPage>} />
    case 'lexicon':
      return <LexiconPage data={data as DeferredValue<LexiconListData>} />
    case 'lexicon-entry':
      return <LexiconEntryPage data={data as DeferredValue<LexiconEntry>} />
    case 'blog':
      return <BlogPage data={data as DeferredValue<BlogListData>} />
    case 'blog-post':
      return <BlogPostPage data={data as DeferredValue<BlogPost>} />
    default:
      return <NotFound />
  }
}

function LandingPageView({ data }: { data: DeferredValue<LandingPage> }) {
  const t = useT()
  return (
    <Deferred value={data} fallback={t('content.loading')}>
      {(page) => {
        const name = page.translated?.name || page.name
        return (
          <article className="content-page landing-page">
            <Seo
              title={page.translated?.metaTitle || page.metaTitle || name}
              // Plain text in the page's own language from the loader (./landing-view.server.ts).
              description={page.metaDescription || `${name}: ${t('meta.tagline')}`}
              jsonLd={{
                '@context': 'https://schema.org',
                '@type': 'WebPage',
                name,
                description: page.metaDescription || undefined,
              }}
            />
            <Breadcrumb items={[{ label: name }]} />
            <h1>{name}</h1>
            {!page.cmsPage ? null : hasLayoutElements(page.cmsPage) ? (
              <LayoutView layout={{ page: page.cmsPage, filtersApart: false }} listing={null} page={1} />
            ) : (
              <CmsPage page={page.cmsPage} />
            )}
          </article>
        )
      }}
    </Deferred>
  )
}
