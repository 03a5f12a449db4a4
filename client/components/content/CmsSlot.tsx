/**
 * CMS slots by type: text, image, hero, product box, product slider, form, and whatever renderers a page
 * adds through `CmsElements` (a category's layout: routes/category/layout-view.tsx). Unknown types render
 * nothing.
 */
import { type ComponentType, createContext, useContext } from 'react'
import type { CmsSlot as Slot, Media } from '../../../shared/store-api/content'
import type { Product } from '../../types'
import type { ContactSalutation } from '../engagement/ContactForm'
import { island } from '../../island'
import { ContentLink } from './ContentLink'
import { MediaImage } from './MediaImage'

// Only the contact page has one; it posts without JavaScript until it has hydrated (client/island.tsx).
const ContactForm = island(() => import('../engagement/ContactForm').then((m) => m.ContactForm))
// Product cards, where an editor placed them: their links work as links until their code follows the first
// render, and a page without any (most content pages, the lexicon, the blog) ships none of the cards' code.
const CmsProductBox = island(() => import('./CmsProducts').then((m) => m.CmsProductBox))
const CmsProductSlider = island(() => import('./CmsProducts').then((m) => m.CmsProductSlider))

type Data = Record<string, any> | undefined

export interface CmsElementProps {
  slot: Slot
  eager: boolean
}

/**
 * Renderers of further slot types, by type, for a page whose loader shaped those slots' data (a page that
 * provides none renders only the types above).
 */
export const CmsElements = createContext<Partial<Record<string, ComponentType<CmsElementProps>>>>({})

/** A config value as the editor set it: `{ source: 'static', value }`. */
function configValue<T>(slot: Slot, key: string): T | undefined {
  const config = (slot.translated?.config ?? slot.config) as Record<string, { value?: unknown } | undefined> | undefined
  return config?.[key]?.value as T | undefined
}

export function CmsSlot({ slot, eager = false }: { slot: Slot; eager?: boolean }) {
  const data = slot.data as Data
  const Element = useContext(CmsElements)[slot.type]
  switch (slot.type) {
    case 'text':
      return (
        <div
          className="cms-element cms-text"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: editors' CMS HTML, made safe by the loader (routes/content/landing-view.server.ts: safeHtml)
          dangerouslySetInnerHTML={{ __html: data?.content ?? '' }}
        />
      )
    case 'image':
      return data?.media ? <CmsImage media={data.media} url={data.url} newTab={data.newTab} eager={eager} /> : null
    case 'hero':
      return <CmsHero data={data} eager={eager} />
    case 'product-box':
      return <CmsProductBox product={data?.product ?? null} />
    case 'product-slider':
      return (
        <CmsProductSlider title={configValue<string>(slot, 'title')} products={(data?.products ?? []) as Product[]} />
      )
    case 'form':
      // The contact form; a newsletter form element is the footer's, which every page already shows.
      return configValue<string>(slot, 'type') === 'contact' ? (
        <ContactForm
          slotId={slot.id}
          title={configValue<string>(slot, 'title')}
          salutations={Array.isArray(slot.data) ? (slot.data as unknown as ContactSalutation[]) : []}
        />
      ) : null
    default:
      return Element ? <Element slot={slot} eager={eager} /> : null
  }
}

function CmsImage({
  media,
  url,
  newTab,
  eager,
}: {
  media: Media
  url?: string | null
  newTab?: boolean
  eager: boolean
}) {
  const image = <MediaImage media={media} sizes="(min-width: 960px) 50vw, 100vw" eager={eager} />
  return (
    <div className="cms-element cms-image">
      {url ? (
        <ContentLink to={url} newTab={newTab}>
          {image}
        </ContentLink>
      ) : (
        image
      )}
    </div>
  )
}

/** The promotion banner: a large picture behind a title, text and one call to action. */
function CmsHero({ data, eager }: { data: Data; eager: boolean }) {
  if (!data) return null
  return (
    <div className="cms-element cms-hero">
      {data.media ? <MediaImage media={data.media} sizes="100vw" eager={eager} className="cms-hero-image" /> : null}
      <div className="cms-hero-text">
        <h2>{data.title}</h2>
        <div
          // biome-ignore lint/security/noDangerouslySetInnerHtml: editors' CMS HTML, made safe by the loader (routes/content/landing-view.server.ts: safeHtml)
          dangerouslySetInnerHTML={{ __html: data.content ?? '' }}
        />
        {data.url && data.linkLabel ? (
          <ContentLink to={data.url} className="button primary">
            {data.linkLabel}
          </ContentLink>
        ) : null}
      </div>
    </div>
  )
}
