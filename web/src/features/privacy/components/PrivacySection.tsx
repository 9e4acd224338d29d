import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import * as z from 'zod/mini'
import { useTranslation } from '../../../lib/i18n'
import { PasswordField } from '../../../components/form/PasswordField'
import { schemaRules } from '../../../components/form/schemaRules'
import { useAppForm } from '../../../components/form/useAppForm'
import { useToast } from '../../../components/toasts/toastContext'
import { endSession } from '../../../lib/session'
import { registerPrivacyTranslations } from '../i18n'
import '../privacy.css'
import { downloadMyData, useDeleteAccount } from '../api/privacy'

await registerPrivacyTranslations()

// Passwords are kept byte for byte: only an empty one is refused here.
const ERASE_SCHEMA = z.object({ password: z.string().check(z.minLength(1, 'validation.required')) })

/** Saves a blob under a file name, the way a link with `download` does. */
function saveFile(blob: Blob, fileName: string) {
  const href = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = href
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  // The click has handed the blob to the download; the next task may let it go.
  setTimeout(() => URL.revokeObjectURL(href), 0)
}

/** The member's rights over their data (DPDP Act 2023): a copy of it, and erasure. */
export function PrivacySection({ memberCode }: { memberCode: string }) {
  const { t } = useTranslation('privacy')
  const toast = useToast()
  const [downloading, setDownloading] = useState(false)
  const [confirming, setConfirming] = useState(false)
  // After Cancel, focus goes back to the button that opened the confirmation, not to the page.
  const opener = useRef<HTMLButtonElement>(null)
  const cancelled = useRef(false)
  useEffect(() => {
    if (!confirming && cancelled.current) opener.current?.focus()
  }, [confirming])

  const download = async () => {
    setDownloading(true)
    try {
      const { data, error } = await downloadMyData()
      if (error !== undefined || data === undefined) toast.show('error', t('download.failure'))
      else saveFile(data, `reshimgathi-${memberCode}.json`)
    } finally {
      setDownloading(false)
    }
  }

  return (
    <section className="card privacy-section" aria-labelledby="privacy-title">
      <h2 id="privacy-title">{t('title')}</h2>
      <p>{t('intro')}</p>
      <div className="privacy-section__action">
        <button type="button" className="button button--secondary" disabled={downloading} onClick={() => void download()}>
          {downloading ? t('download.busy') : t('download.button')}
        </button>
        <p className="form__hint">{t('download.hint')}</p>
      </div>
      {confirming ? (
        <DeleteAccountForm
          onCancel={() => {
            cancelled.current = true
            setConfirming(false)
          }}
        />
      ) : (
        <div className="privacy-section__action">
          <button ref={opener} type="button" className="button button--danger" onClick={() => setConfirming(true)}>
            {t('erase.open')}
          </button>
        </div>
      )}
    </section>
  )
}

function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation('privacy')
  const form = useAppForm(schemaRules(ERASE_SCHEMA), { password: '' })
  const erase = useDeleteAccount()
  const queryClient = useQueryClient()

  const submit = form.submitWith(
    async ({ password }) => {
      await erase.mutateAsync({ body: { password } })
      // The account is gone: the guard around member pages sends the member home.
      endSession('deleted')
      queryClient.clear()
    },
    { success: t('erase.done'), failure: t('erase.failure') },
  )

  return (
    <form className="privacy-section__confirm" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="privacy-erase-warning">
      <p id="privacy-erase-warning" className="privacy-section__warning" role="alert">
        {t('erase.warning')}
      </p>
      <PasswordField
        {...form.register('password')}
        id="delete-account-password"
        label={t('erase.password')}
        autoComplete="current-password"
        required
        autoFocus
        error={form.errorOf('password')}
      />
      <div className="privacy-section__buttons">
        <button type="submit" className="button button--danger" disabled={erase.isPending}>
          {erase.isPending ? t('erase.busy') : t('erase.confirm')}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel} disabled={erase.isPending}>
          {t('erase.cancel')}
        </button>
      </div>
    </form>
  )
}
