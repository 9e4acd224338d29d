import { useId } from 'react'
import type { components } from '../../../api/schema.gen'
import { EmptyState } from '../../../components/EmptyState'
import { ErrorState } from '../../../components/ErrorState'
import { Spinner } from '../../../components/Spinner'
import { useToast } from '../../../components/toasts/toastContext'
import { formatDate } from '../../../lib/format'
import { useTranslation } from '../../../lib/i18n'
import { useAcceptPhotoRequest, useBlocks, useDeclinePhotoRequest, usePhotoRequests, useUnblock, useUpdateSettings } from '../api/privacy'

type UserData = components['schemas']['UserData']
type PhotoVisibility = components['schemas']['PhotoVisibility']

const VISIBILITIES: readonly PhotoVisibility[] = ['all', 'connections', 'on-request']

/**
 * Who sees the member's photos, whether their profile is paused, the photo requests waiting for
 * an answer, and the members they blocked (docs/adr/0016-trust-and-safety.md).
 */
export function PrivacyControls({ me }: { me: UserData }) {
  const { t } = useTranslation('privacy')
  const toast = useToast()
  const id = useId()
  const settings = useUpdateSettings()
  const change = (body: { photoVisibility?: PhotoVisibility; paused?: boolean }, done: string) =>
    settings.mutate(
      { body },
      {
        onSuccess: () => {
          toast.show('success', done)
        },
        onError: () => toast.show('error', t('controls.failed')),
      },
    )
  const visibility = me.photoVisibility ?? 'all'

  return (
    <>
      <section className="card settings-page__section" aria-labelledby={`${id}-photos`}>
        <h2 id={`${id}-photos`}>{t('controls.photos')}</h2>
        <fieldset className="field" disabled={settings.isPending}>
          <legend className="field__label">{t('controls.whoSees')}</legend>
          {VISIBILITIES.map((value) => (
            <label key={value} className="checkbox">
              <input
                type="radio"
                name={`${id}-visibility`}
                value={value}
                checked={visibility === value}
                onChange={() => change({ photoVisibility: value }, t('controls.photosSaved'))}
              />{' '}
              {t(`controls.visibility.${value}`)}
            </label>
          ))}
        </fieldset>
        <PhotoRequests />
      </section>
      <section className="card settings-page__section" aria-labelledby={`${id}-pause`}>
        <h2 id={`${id}-pause`}>{t('controls.pauseTitle')}</h2>
        <p>{me.paused ? t('controls.pausedNow') : t('controls.pauseHint')}</p>
        <button
          type="button"
          className="button button--secondary"
          disabled={settings.isPending}
          onClick={() => change({ paused: !me.paused }, me.paused ? t('controls.resumed') : t('controls.paused'))}
        >
          {me.paused ? t('controls.resume') : t('controls.pause')}
        </button>
      </section>
      <BlockedMembers />
    </>
  )
}

function PhotoRequests() {
  const { t } = useTranslation('privacy')
  const toast = useToast()
  const requests = usePhotoRequests()
  const accept = useAcceptPhotoRequest()
  const decline = useDeclinePhotoRequest()
  const answer = (userId: string, yes: boolean) =>
    (yes ? accept : decline).mutate(
      { params: { path: { userId } } },
      {
        onSuccess: () => {
          toast.show('success', yes ? t('controls.requestAccepted') : t('controls.requestDeclined'))
        },
        onError: () => toast.show('error', t('controls.failed')),
      },
    )
  if (requests.isPending || requests.isError || requests.data.requests.length === 0) return null
  return (
    <>
      <h3>{t('controls.requestsTitle')}</h3>
      <ul className="settings-page__list">
        {requests.data.requests.map((member) => (
          <li key={member.user_id}>
            <span>{member.fullName}</span>
            <button type="button" className="button button--primary" onClick={() => answer(member.user_id, true)}>
              {t('controls.accept')}
            </button>
            <button type="button" className="button button--secondary" onClick={() => answer(member.user_id, false)}>
              {t('controls.decline')}
            </button>
          </li>
        ))}
      </ul>
    </>
  )
}

function BlockedMembers() {
  const { t, i18n } = useTranslation('privacy')
  const toast = useToast()
  const id = useId()
  const blocks = useBlocks()
  const unblock = useUnblock()
  let body
  if (blocks.isPending) body = <Spinner />
  else if (blocks.isError) body = <ErrorState error={blocks.error} title={t('controls.blocksError')} onRetry={() => void blocks.refetch()} />
  else if (blocks.data.blocked.length === 0) body = <EmptyState message={t('controls.noBlocks')} />
  else
    body = (
      <ul className="settings-page__list">
        {blocks.data.blocked.map((member) => (
          <li key={member.user_id}>
            <span>
              {member.fullName} · {t('controls.blockedOn', { date: formatDate(member.blockedAt, i18n.language) })}
            </span>
            <button
              type="button"
              className="button button--secondary"
              aria-label={t('controls.unblockName', { name: member.fullName })}
              disabled={unblock.isPending}
              onClick={() =>
                unblock.mutate(
                  { params: { path: { userId: member.user_id } } },
                  {
                    onSuccess: () => {
                      toast.show('success', t('controls.unblocked', { name: member.fullName }))
                    },
                    onError: () => toast.show('error', t('controls.failed')),
                  },
                )
              }
            >
              {t('controls.unblock')}
            </button>
          </li>
        ))}
      </ul>
    )
  return (
    <section className="card settings-page__section" aria-labelledby={`${id}-blocks`}>
      <h2 id={`${id}-blocks`}>{t('controls.blocksTitle')}</h2>
      {body}
    </section>
  )
}
