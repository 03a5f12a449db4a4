/** The newsletter page: the confirmation link's result, and the form (where a form POST without JavaScript lands). */
import { Form, useLoaderData } from 'react-router'
import { NewsletterFields } from '../../components/engagement/NewsletterForm'
import type { NewsletterValues } from '../../components/engagement/newsletter'
import { useFormResult } from '../../components/form/Form'
import { Seo } from '../../components/ui/Seo'
import { useT } from '../../i18n'
import type { NewsletterPageData } from './params'

const MESSAGES = { confirmed: 'newsletter.confirmed', expired: 'newsletter.expired', error: 'newsletter.error' }

export default function NewsletterPage() {
  const t = useT()
  const { confirmation } = useLoaderData() as NewsletterPageData
  const { failure, success, submitting } = useFormResult<NewsletterValues>()
  return (
    <section className="form-page newsletter-page" aria-labelledby="newsletter-heading">
      <Seo title={t('newsletter.confirmTitle')} />
      <meta name="robots" content="noindex" />
      <h1 id="newsletter-heading">{t('newsletter.confirmTitle')}</h1>
      {confirmation ? (
        <p
          role={confirmation === 'confirmed' ? 'status' : 'alert'}
          className={confirmation === 'confirmed' ? 'form-notice' : 'message error'}
        >
          {t(MESSAGES[confirmation])}
        </p>
      ) : null}
      {confirmation === 'confirmed' ? null : (
        <Form method="post" className="newsletter-form" noValidate>
          <NewsletterFields failure={failure} success={success} submitting={submitting} />
        </Form>
      )}
    </section>
  )
}
