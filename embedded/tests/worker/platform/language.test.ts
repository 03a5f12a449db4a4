/** Embedded Store API languages through the shared client. */
import { describe, expect, it } from 'vitest'
import { LANGUAGE_IDS } from '../../../../shared/constants'
import { embeddedApi } from '../../../../tests/worker/helpers'

const api = embeddedApi

describe('POST /language', () => {
  it('lists de-DE and en-GB with their translation codes', async () => {
    const result = await api().invoke('readLanguages post /language', { body: {} })
    expect(result).toMatchObject({ total: 2, apiAlias: 'dal_entity_search_result' })
    expect(result.elements.map((l) => [l.id, l.translationCode?.code, l.locale?.code])).toEqual([
      [LANGUAGE_IDS['de-DE'], 'de-DE', 'de-DE'],
      [LANGUAGE_IDS['en-GB'], 'en-GB', 'en-GB'],
    ])
    expect(result.elements[0]).toMatchObject({ name: 'Deutsch', apiAlias: 'language' })
  })
})
