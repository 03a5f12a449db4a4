/** The review form's names and checks (browser-safe: the form and the page action share them). */
import type { FieldRule } from '../../../shared/forms/errors'

/** The value of the hidden `intent` field that sends a page's POST to the review action. */
export const REVIEW_INTENT = 'review'
export const REVIEW_POINTS = [1, 2, 3, 4, 5] as const

export interface ReviewValues extends Record<string, string> {
  productId: string
  title: string
  content: string
  points: string
}

/** Shopware's ProductReviewSaveRoute: a title of at least 5 characters, a text of at least 40, 1 to 5 points. */
export const REVIEW_RULES: Record<string, FieldRule> = {
  title: { required: true, minLength: 5 },
  content: { required: true, minLength: 40 },
  points: { required: true },
}

/** Points as the Store API wants them, or null when the form sent something else. */
export const reviewPoints = (raw: string | undefined): number | null => {
  const points = Number(raw)
  return (REVIEW_POINTS as readonly number[]).includes(points) ? points : null
}
