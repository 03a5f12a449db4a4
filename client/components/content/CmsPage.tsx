/** The CMS renderer: a page's sections (boxed or full width, with a sidebar when the section has one) and their blocks. */
import type { CmsPage as Page, CmsSection as Section } from '../../../shared/store-api/content'
import { CmsBlock } from './CmsBlock'
import { backgroundStyle, styledClasses } from './layout'
import './cms.css'

/**
 * Renders a Store API cms_page. Reusable for category and product layouts: pass any resolved cms_page.
 * @example <CmsPage page={landingPage.cmsPage} />
 */
export function CmsPage({ page }: { page: Page }) {
  const sections = [...page.sections].sort((a, b) => a.position - b.position)
  return (
    <div className={['cms-page', page.cssClass].filter(Boolean).join(' ')}>
      {sections.map((section, index) => (
        <CmsSection key={section.id} section={section} first={index === 0} />
      ))}
    </div>
  )
}

export function CmsSection({ section, first = false }: { section: Section; first?: boolean }) {
  const blocks = [...section.blocks].sort((a, b) => a.position - b.position)
  // The first block of the page is above the fold: its pictures load eagerly.
  const render = (list: typeof blocks) =>
    list.map((block) => <CmsBlock key={block.id} block={block} eager={first && block === blocks[0]} />)
  const base = ['cms-section', `cms-section-${section.type}`, `cms-sizing-${section.sizingMode ?? 'boxed'}`]
  if (section.type !== 'sidebar') {
    return (
      <section className={styledClasses(base, section)} style={backgroundStyle(section)}>
        {render(blocks)}
      </section>
    )
  }
  const sidebar = blocks.filter((b) => b.sectionPosition === 'sidebar')
  const hideSidebar = section.mobileBehavior === 'hidden' ? ' cms-hidden-mobile' : ''
  return (
    <section className={styledClasses(base, section)} style={backgroundStyle(section)}>
      <div className="cms-main">{render(blocks.filter((b) => b.sectionPosition !== 'sidebar'))}</div>
      <aside className={`cms-sidebar${hideSidebar}`}>{render(sidebar)}</aside>
    </section>
  )
}
