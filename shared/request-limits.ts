/**
 * How much a request may ask, named in one place (docs/decisions/030-headers-and-hardening.md). Beyond
 * these the answer is a 400 (413 for size) with Store API errors, never a 500: SQLite refuses
 * expressions deeper than 100 levels, so long filter chains must stop at the edge of the parser.
 */
export const REQUEST_LIMITS = {
  /** Bytes of a request body the worker reads (the largest real one, a cart of 100 lines, is a few KB). */
  bodyBytes: 64 * 1024,
  /**
   * Bytes of a too large body read (and dropped) before the 413: answering while the client still sends
   * makes HTTP stacks in between (the local dev server's) fail the exchange with a 500 of their own.
   */
  bodyDrainBytes: 1024 * 1024,
  /** Nesting of a JSON body, objects and arrays counted; real criteria nest a handful of levels. */
  bodyDepth: 32,
  /** Elements of one criteria list: ids, an equalsAny's values, associations, includes and their fields. */
  criteriaList: 500,
  /** Filters of one criteria, nested, post-filters and aggregation filters counted (SQL depth stays < 100). */
  criteriaFilters: 50,
  /** Sortings of one criteria. */
  criteriaSortings: 16,
  /** Aggregations of one criteria (metrics of one branch share a json_array of 4 cells each, ≤ 100 arguments). */
  criteriaAggregations: 20,
} as const
