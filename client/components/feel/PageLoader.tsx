/**
 * The page loader (on at page start, off at finish): a thin bar over the top edge while a client
 * navigation or a form submission loads. It takes no space (fixed position), marks the page's main
 * content busy for assistive technology, and stands still for shoppers who ask for reduced motion.
 */
import { useEffect } from 'react'
import { useNavigation } from 'react-router'
import { useT } from '../../i18n'

export function PageLoader() {
  const t = useT()
  const busy = useNavigation().state !== 'idle'
  useEffect(() => {
    const main = document.getElementById('main')
    if (busy) main?.setAttribute('aria-busy', 'true')
    else main?.removeAttribute('aria-busy')
  }, [busy])
  return busy ? <div className="page-loader" role="progressbar" aria-label={t('feel.loading')} /> : null
}
