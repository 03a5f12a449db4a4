/**
 * A consent text that names legal pages ("Ich habe die {{terms}} und die {{privacy}} gelesen …") with
 * each name a link to its page. The links open in a new tab, so the form the shopper is filling in
 * stays as it is; the link says so to screen readers.
 */
import { type LegalPage, legalPath } from '../../../shared/legal'
import { textWithSlots } from '../../../shared/i18n'
import { useLocale, useT } from '../../i18n'

const LINKED: LegalPage[] = ['terms', 'privacy', 'withdrawal']

/**
 * The text behind `textKey` with its `{{terms}}`, `{{privacy}}` and `{{withdrawal}}` as links.
 * @example <LegalText textKey="checkout.confirm.tos" />
 */
export function LegalText({ textKey }: { textKey: string }) {
  const t = useT()
  const locale = useLocale()
  const parts = textWithSlots(t, textKey, LINKED)
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <a key={part} href={legalPath(part as LegalPage, locale)} target="_blank" rel="noopener">
            {t(`legal.${part}`)}
            <span className="visually-hidden"> ({t('legal.newTab')})</span>
          </a>
        ) : (
          // Text between the links: plain strings need no key.
          part
        ),
      )}
    </>
  )
}
