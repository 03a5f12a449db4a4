/** The catalog/listing domain's public face: what other domains of the backend may use of it. */
export type { Scope } from './queries'
