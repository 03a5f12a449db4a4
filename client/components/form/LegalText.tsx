/**
 * A consent text that names legal pages ("Ich habe die {{terms}} und die {{privacy}} gelesen …") with
 * each name a link to its page. The links open in a new tab, so the form the shopper is filling in
 * stays as it is; the link says so to screen readers.
 */
import { type LegalPage, legalPath } from '../../../shared/legal'
import { useLocale, useT } from '../../i18n'

const LINKED: LegalPage[] = ['terms', 'privacy', 'withdrawal']
const MARK = '\u0000'

/**
 * The text behind `textKey` with its `{{terms}}`, `{{privacy}}` and `{{withdrawal}}` as links.
 * @example <LegalText textKey="checkout.confirm.tos" />
 */
export function LegalText({ textKey }: { textKey: string }) {
  const t = useT()
  const locale = useLocale()
  // Each placeholder becomes MARK + its page + MARK, so the split alternates text and page names.
  const parts = t(textKey, Object.fromEntries(LINKED.map((page) => [page, `${MARK}${page}${MARK}`]))).split(MARK)
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
