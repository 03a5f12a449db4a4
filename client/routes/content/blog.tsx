/** The blog: posts newest first with pages (?p=), and the page of one post. */
import { absoluteUrl } from '../../../shared/media'
import { useSearchParams } from 'react-router'
import { Link } from '../../components/ui/Link'
import { withLeadingSlash } from '../../../shared/paths'
import type { BlogPost } from '../../../shared/store-api/content'
import { Breadcrumb } from '../../components/ui/Breadcrumb'
import { withQuery } from '../../components/content/alternates'
import { useArticlePaths } from '../../components/content/article'
import { Deferred } from '../../components/ui/Deferred'
import type { Deferred as DeferredValue } from '../../types'
import { MediaImage } from '../../components/content/MediaImage'
import { useAlternates } from '../../components/layout/Header'
import { Pagination } from '../../components/ui/Pagination'
import { Seo } from '../../components/ui/Seo'
import { useT } from '../../i18n'
import { DayText } from '../../date'
import type { BlogListData } from './types'

function Byline({ post }: { post: BlogPost }) {
  const t = useT()
  return (
    <p className="blog-meta">
      <time dateTime={post.publishedAt}>
        <DayText iso={post.publishedAt} style="long" />
      </time>
      {` · ${t('blog.by', { author: post.author })}`}
    </p>
  )
}

export function BlogPage({ data }: { data: DeferredValue<BlogListData> }) {
  const t = useT()
  const page = Number(useSearchParams()[0].get('p') ?? '1') || 1
  const alternates = withQuery(useAlternates(), page > 1 ? `p=${page}` : '')
  return (
    <section className="content-page blog" aria-labelledby="blog-heading">
      <Seo
        title={page > 1 ? t('blog.pageTitle', { page }) : t('blog.title')}
        description={page > 1 ? t('seo.pageSuffix', { text: t('blog.description'), page }) : t('blog.description')}
        alternates={alternates}
      />
      <Breadcrumb items={[{ label: t('blog.title') }]} />
      <h1 id="blog-heading">{t('blog.title')}</h1>
      <p className="content-lead">{t('blog.intro')}</p>
      <Deferred value={data} fallback={t('blog.loading')}>
        {({ result }) =>
          result.elements.length ? (
            <>
              <ol className="blog-list">
                {result.elements.map((post) => (
                  <li key={post.id}>
                    <BlogTeaser post={post} />
                  </li>
                ))}
              </ol>
              <Pagination page={result.page} total={result.total} limit={result.limit} />
            </>
          ) : (
            <p className="empty">{t('blog.empty')}</p>
          )
        }
      </Deferred>
    </section>
  )
}

function BlogTeaser({ post }: { post: BlogPost }) {
  const path = post.seoUrls?.[0] ? withLeadingSlash(post.seoUrls[0].seoPathInfo) : null
  return (
    <article className="blog-teaser">
      {post.coverMedia ? <MediaImage media={post.coverMedia} alt="" sizes="(min-width: 960px) 50vw, 100vw" /> : null}
      <h2>{path ? <Link to={path}>{post.title}</Link> : post.title}</h2>
      <Byline post={post} />
      <p>{post.teaser}</p>
    </article>
  )
}

export function BlogPostPage({ data }: { data: DeferredValue<BlogPost> }) {
  const t = useT()
  return (
    <Deferred value={data} fallback={t('blog.loading')}>
      {(post) => <BlogPostView post={post} />}
    </Deferred>
  )
}

function BlogPostView({ post }: { post: BlogPost }) {
  const t = useT()
  const { origin, canonical, listPath } = useArticlePaths()
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.teaser,
    datePublished: post.publishedAt,
    author: { '@type': 'Person', name: post.author },
    publisher: { '@type': 'Organization', name: t('meta.shopName') },
    ...(post.coverMedia?.url ? { image: [absoluteUrl(post.coverMedia.url, origin)] } : {}),
    ...(canonical ? { mainEntityOfPage: origin + canonical } : {}),
  }
  return (
    <article className="content-page blog-post">
      <Seo title={post.metaTitle || post.title} description={post.metaDescription || post.teaser} jsonLd={jsonLd} />
      <Breadcrumb items={[{ label: t('blog.title'), path: listPath }, { label: post.title }]} />
      <h1>{post.title}</h1>
      <Byline post={post} />
      {post.coverMedia ? (
        <MediaImage media={post.coverMedia} className="blog-post-cover" sizes="(min-width: 960px) 48rem, 100vw" eager />
      ) : null}
      <p className="content-lead">{post.teaser}</p>
      <div
        className="cms-text"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: editors' CMS HTML, made safe by the loader (routes/content/loader.server.ts: safeHtml)
        dangerouslySetInnerHTML={{ __html: post.content ?? '' }}
      />
      <p className="content-back">
        <Link to={listPath}>{t('blog.backToBlog')}</Link>
      </p>
    </article>
  )
}
