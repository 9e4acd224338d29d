import { useEffect, useRef } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { isProblem } from '../../../api/problem'
import { Spinner } from '../../../components/Spinner'
import { useTranslation } from '../../../lib/i18n'
import { useDocumentTitle } from '../../../lib/useDocumentTitle'
import { registerVerificationTranslations } from '../i18n'
import { useConfirmEmail } from '../api/verification'

await registerVerificationTranslations()

/** The mailed link's landing page: public, since the link proves the mailbox, not a session. */
export function VerifyEmailRoute() {
  const { t } = useTranslation('verification')
  useDocumentTitle(t('email.documentTitle'))
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const verify = useConfirmEmail()
  const asked = useRef(false)
  useEffect(() => {
    if (asked.current || !token) return
    asked.current = true
    verify.mutate({ body: { token } })
  }, [token, verify])

  let body
  if (!token) body = <p role="alert">{t('email.incomplete')}</p>
  else if (verify.isSuccess) body = <p role="status">{t('email.verified')}</p>
  else if (verify.isError)
    body = <p role="alert">{isProblem(verify.error) && verify.error.message ? verify.error.message : t('failed')}</p>
  else body = <Spinner />

  return (
    <div className="page container container--narrow">
      <h1 className="page__title">{t('email.title')}</h1>
      {body}
      <Link to="/verification" className="button button--secondary">
        {t('back')}
      </Link>
    </div>
  )
}
