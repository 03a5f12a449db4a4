/**
 * The stand-in as a real Shopware keeps its legal pages: CMS layouts its basic information names, not
 * landing pages at SEO paths. The vanilla stand-in hides the SEO URLs of its seeded legal landing pages,
 * and the storefront in front of it names their CMS pages in `LEGAL_CMS_PAGES` (decision 062), as an
 * operator does.
 */
import { cmsPageId, landingPageId } from '@edge-storefront/embedded/seed'
import { LEGAL_PATHS, type LegalPage } from '../../shared/legal'

const PAGES = Object.keys(LEGAL_PATHS) as LegalPage[]

/** The landing pages whose SEO URLs a vanilla Shopware does not have. */
export const LEGAL_LANDING_PAGE_IDS: ReadonlySet<string> = new Set(PAGES.map((page) => landingPageId(page)))

/** The setting naming the stand-in's legal CMS pages: "imprint=<id>, terms=<id>, …". */
export const STAND_IN_LEGAL_CMS_PAGES = PAGES.map((page) => `${page}=${cmsPageId(page)}`).join(', ')
