/** The content/navigation domain's public face: what other domains of the backend may use of it. */
export { contentNavigation } from './queries'
