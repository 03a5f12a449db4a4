/** The not-found page and the generic error page, including the 503 maintenance screen. */
import { useEffect } from 'react'
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router'
import { Link } from '../ui/Link'
import { errorTextKey, isMaintenance } from '../../../shared/store-api/faults'
import { useT } from '../../i18n'
import { setMaintenanceFlag } from '../../state/maintenance'

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

export interface ErrorInfo {
  status: number
  code?: string
  /** The server's status message (e.g. "Service Unavailable"). */
  statusText?: string
  /** The raw message behind it (the Store API's detail), when there is one. */
  message?: string
  /** Raised by a client navigation or form (the payload request), not by a page load. */
  ajax?: boolean
}

/** Reads what a thrown route error says: status, Store API error code, message. */
export function errorInfo(error: unknown): ErrorInfo {
  if (isRouteErrorResponse(error)) {
    const data = (error.data ?? {}) as { code?: string; message?: string; ajax?: boolean }
    return {
      status: error.status,
      code: data.code,
      statusText: error.statusText,
      message: data.message,
      ajax: data.ajax,
    }
  }
  return { status: 500, message: error instanceof Error ? error.message : undefined }
}

export function GenericError({ info }: { info: ErrorInfo }) {
  const t = useT()
  if (info.status === 404) return <NotFound />
  if (info.status === 503 && isMaintenance([{ code: info.code }])) return <Maintenance detail={info.message} />
  const key = info.status === 403 && info.ajax ? 'error.403-ajax' : errorTextKey(info.status)
  // Unknown codes show the server's message, plus the raw message when it differs.
  const text = key ? t(key) : info.statusText || info.message || t('error.unknown')
  const raw = !key && info.message && info.message !== text ? info.message : null
  return (
    <section className="error-page" aria-labelledby="error-heading">
      <title>{t('error.title', { status: info.status })}</title>
      <meta name="robots" content="noindex" />
      <h1 id="error-heading">{t('error.title', { status: info.status })}</h1>
      <p>{text}</p>
      {raw ? <p className="error-detail">{raw}</p> : null}
      <WayOn status={info.status} />
    </section>
  )
}

/** The maintenance page: the server's detail under the shop's text; sets the client's flag. */
function Maintenance({ detail }: { detail?: string }) {
  const t = useT()
  useEffect(setMaintenanceFlag, [])
  return (
    <section className="error-page maintenance" aria-labelledby="error-heading" data-maintenance="">
      <title>{t('error.maintenanceTitle')}</title>
      <meta name="robots" content="noindex" />
      <h1 id="error-heading">{t('error.maintenanceTitle')}</h1>
      <p>{t('error.maintenanceText')}</p>
      {detail ? <p className="error-detail">{detail}</p> : null}
      <WayOn status={503} />
    </section>
  )
}

/** How a shopper goes on: after an expired session back to the last page; after a fault a retry; always home. */
function WayOn({ status }: { status: number }) {
  const t = useT()
  const location = useLocation()
  const retry = status === 403 || status === 408 || status >= 500
  return (
    <p className="error-actions">
      {status === 403 ? (
        <button type="button" className="button error-last-page" onClick={() => history.back()}>
          {t('error.lastPage')}
        </button>
      ) : null}
      {retry ? (
        <Link to={location.pathname + location.search} reloadDocument className="button error-retry">
          {t('error.retry')}
        </Link>
      ) : null}
      <Link to="/" reloadDocument className="button">
        {t('error.backHome')}
      </Link>
    </p>
  )
}

/** The error boundary of every page: the layout stays, the page area shows what went wrong. */
export function PageErrorBoundary() {
  return <GenericError info={errorInfo(useRouteError())} />
}
