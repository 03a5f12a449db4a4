/** Startup on the worker: the session's language follows the page's when they differ; image states. */
import { describe, expect, it, vi } from 'vitest'
import { imageStateOf } from '../../../client/components/ui/ProductImage'
import type { AppLoadContext } from '../../../client/routes/load-context'
import { followPageLanguage, languageDiffers, sessionLocale } from '../../../client/routes/root/language.server'

function contextWith(token: string | undefined) {
  const invoke = vi.fn(async () => ({}))
  const context = { locale: 'en-GB', languageId: 'lang-en', api: { contextToken: token, invoke } }
  return { context: context as unknown as AppLoadContext, invoke }
}
const page = (cookie: string) => new Request('https://shop.test/en-GB/', { headers: { cookie } })

describe('the language step of startup', () => {
  it('reads the session’s last locale from the locale cookie', () => {
    expect(sessionLocale('theme=dark; locale=de-DE')).toBe('de-DE')
    expect(sessionLocale('locale=xx')).toBeNull()
  })

  it('changes the session’s language when the page’s locale differs', async () => {
    const { context, invoke } = contextWith('token')
    expect(languageDiffers(context, 'locale=de-DE')).toBe(true)
    await followPageLanguage(page('locale=de-DE'), context)
    expect(invoke).toHaveBeenCalledWith('updateContext patch /context', { body: { languageId: 'lang-en' } })
  })

  it('asks nothing when they agree, or when there is no session', async () => {
    const same = contextWith('token')
    await followPageLanguage(page('locale=en-GB'), same.context)
    const none = contextWith(undefined)
    await followPageLanguage(page('locale=de-DE'), none.context)
    expect(same.invoke).not.toHaveBeenCalled()
    expect(none.invoke).not.toHaveBeenCalled()
  })

  it('a failed change leaves the page in its own locale', async () => {
    const { context, invoke } = contextWith('token')
    invoke.mockRejectedValueOnce(new Error('down'))
    await expect(followPageLanguage(page('locale=de-DE'), context)).resolves.toBeUndefined()
  })
})

describe('image states', () => {
  it('loading until complete, then loaded, or error without pixels', () => {
    expect(imageStateOf({ complete: false, naturalWidth: 0 })).toBe('loading')
    expect(imageStateOf({ complete: true, naturalWidth: 400 })).toBe('loaded')
    expect(imageStateOf({ complete: true, naturalWidth: 0 })).toBe('error')
  })
})
