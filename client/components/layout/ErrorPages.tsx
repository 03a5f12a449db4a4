/** The not-found page and the generic error page (spec §2, §8), including the 503 maintenance screen. */
import { Link, isRouteErrorResponse, useRouteError } from 'react-router'
import { useT } from '../../i18n'

export function NotFound() {
  const t = useT()
  return (
    <section className="error-page" aria-labelledby="error-heading">
      <title>{`${t('error.notFoundTitle')} | ${t('meta.shopName')}`}</title>
      <meta name="robots" content="noindex" />
      <h1 id="error-heading">{t('error.notFoundTitle')}</h1>
      <p>{t('error.notFoundText')}</p>
      <Link to="/" className="button">
        {t('error.backHome')}
      </Link>
    </section>
  )
}

const TRANSLATED = new Set([403, 404, 408, 500, 502, 503])

export interface ErrorInfo {
  status: number
  code?: string
  /** The server's status message (e.g. "Service Unavailable"). */
  statusText?: string
  /** The raw message behind it, when there is one. */
  message?: string
}

/** Reads what a thrown route error says: status, Store API error code, message. */
export function errorInfo(error: unknown): ErrorInfo {
  if (isRouteErrorResponse(error)) {
    const data = (error.data ?? {}) as { code?: string; message?: string }
    return { status: error.status, code: data.code, statusText: error.statusText, message: data.message }
  }
  return { status: 500, message: error instanceof Error ? error.message : undefined }
}

export function GenericError({ info }: { info: ErrorInfo }) {
  const t = useT()
  if (info.status === 404) return <NotFound />
  if (info.status === 503) {
    return (
      <section className="error-page maintenance" aria-labelledby="error-heading">
        <title>{t('error.maintenanceTitle')}</title>
        <meta name="robots" content="noindex" />
        <h1 id="error-heading">{t('error.maintenanceTitle')}</h1>
        <p>{t('error.maintenanceText')}</p>
        <p>{t('error.503')}</p>
        <Link to="/" reloadDocument className="button">
          {t('error.backHome')}
        </Link>
      </section>
    )
  }
  // Unknown codes show the server's message, plus the raw message when it differs (spec §2).
  const text = TRANSLATED.has(info.status)
    ? t(`error.${info.status}`)
    : info.statusText || info.message || t('error.unknown')
  const raw = !TRANSLATED.has(info.status) && info.message && info.message !== text ? info.message : null
  return (
    <section className="error-page" aria-labelledby="error-heading">
      <title>{t('error.title', { status: info.status })}</title>
      <meta name="robots" content="noindex" />
      <h1 id="error-heading">{t('error.title', { status: info.status })}</h1>
      <p>{text}</p>
      {raw ? <p className="error-detail">{raw}</p> : null}
      <Link to="/" reloadDocument className="button">
        {t('error.backHome')}
      </Link>
    </section>
  )
}

/** The error boundary of every page: the layout stays, the page area shows what went wrong. */
export function PageErrorBoundary() {
  return <GenericError info={errorInfo(useRouteError())} />
}
