/**
 * The term a search probably meant, as the embedded Store API names it beside a listing
 * (`extensions.didYouMean.term`) when a word of the shopper's is in no product. A Shopware without it
 * answers none, and nothing is offered.
 */
export function didYouMean(listing: unknown): string | null {
  const extensions = (listing as { extensions?: { didYouMean?: { term?: unknown } } } | null)?.extensions
  const term = extensions?.didYouMean?.term
  return typeof term === 'string' && term.trim() ? term.trim() : null
}
