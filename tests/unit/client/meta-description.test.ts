/** Meta descriptions: plain text, cut at a word boundary to what search results show. */
import { describe, expect, it } from 'vitest'
import { META_DESCRIPTION_LENGTH, metaDescription } from '../../../client/components/content/html'

describe('metaDescription', () => {
  it('keeps a short text whole, without its tags', () => {
    expect(metaDescription('<p>Robuste <b>Jacke</b> für die Baustelle.</p>')).toBe('Robuste Jacke für die Baustelle.')
  })

  it('cuts a long text at the last whole word and marks the cut', () => {
    const text = 'Wasserabweisende Softshelljacke mit vielen Taschen, '.repeat(10)
    const description = metaDescription(text)
    expect(description.length).toBeLessThanOrEqual(META_DESCRIPTION_LENGTH)
    expect(description.endsWith('…')).toBe(true)
    const words = description.slice(0, -1)
    expect(text.startsWith(words)).toBe(true)
    expect(text[words.length]).toMatch(/[\s,]/)
  })

  it('cuts a single overlong word where it must', () => {
    expect(metaDescription('x'.repeat(200), 20)).toBe(`${'x'.repeat(19)}…`)
  })

  it('is empty for no text', () => {
    expect(metaDescription(null)).toBe('')
  })
})
