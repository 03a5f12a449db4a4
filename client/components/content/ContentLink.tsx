/** A link from content (CMS, navigation entries): router links inside the shop, plain links to other sites. */
import type { ReactNode } from 'react'
import { Link } from '../ui/Link'
import { useT } from '../../i18n'

/** A target containing https (or any absolute URL) leaves the shop. */
export const isExternal = (href: string): boolean => /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')

export function ContentLink({
  to,
  newTab = false,
  className,
  children,
}: {
  to: string
  newTab?: boolean
  className?: string
  children: ReactNode
}) {
  const t = useT()
  if (!isExternal(to))
    return (
      <Link to={to} className={className}>
        {children}
      </Link>
    )
  return (
    <a
      href={to}
      className={className}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : { rel: 'noopener' })}
    >
      {children}
      {newTab ? <span className="visually-hidden">{` ${t('content.newTab')}`}</span> : null}
    </a>
  )
}
