/** The content/cms domain's public face: what other domains of the backend may use of it. */
export { loadCmsPage } from './queries'
export { type LegalText, loadLegalText } from './legal'
