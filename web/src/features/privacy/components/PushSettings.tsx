import { useEffect, useId, useState } from 'react'
import type { components } from '../../../api/schema.gen'
import { isProblem } from '../../../api/problem'
import { checkRules } from '../../../components/form/checkRules'
import { InputField } from '../../../components/form/Field'
import { useAppForm } from '../../../components/form/useAppForm'
import { ErrorState } from '../../../components/ErrorState'
import { Spinner } from '../../../components/Spinner'
import { useToast } from '../../../components/toasts/toastContext'
import { currentSubscription, PushPermissionRefused, pushPermission, subscribeThisDevice, subscriptionBody } from '../../../lib/browserPush'
import { useTranslation } from '../../../lib/i18n'
import { usePushDevices, usePushKey, useSubscribePushDevice, useUnsubscribePushDevice } from '../api/push'

type PushDevice = components['schemas']['PushDevice']
type Events = PushDevice['events']

const EVENTS: readonly (keyof Events)[] = ['interestReceived', 'interestAccepted', 'newMessage', 'searchAlert']
const TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/

/**
 * Notifications on this device (Web Push, docs/push.md): turned on by the member's click, which
 * is the only time the browser's permission is asked; then what is pushed here, whether the lock
 * screen may show the sender's first name, and the quiet hours. Each device has its own settings
 * (a phone may buzz while the laptop stays silent).
 */
export function PushSettings() {
  const { t } = useTranslation('privacy')
  const id = useId()
  const key = usePushKey()
  const devices = usePushDevices()
  const [permission, setPermission] = useState(pushPermission)
  // undefined while the browser is asked for its subscription.
  const [subscription, setSubscription] = useState<PushSubscription | null | undefined>(permission === 'unsupported' ? null : undefined)
  useEffect(() => {
    let live = true
    currentSubscription().then(
      (held) => live && setSubscription(held),
      () => live && setSubscription(null),
    )
    return () => {
      live = false
    }
  }, [])

  let body
  if (permission === 'unsupported') body = <p>{t('push.unsupported')}</p>
  else if (key.isError) body = <p>{t('push.unavailable')}</p>
  else if (key.isPending || devices.isPending || subscription === undefined) body = <Spinner />
  else if (devices.isError) body = <ErrorState error={devices.error} title={t('push.error')} onRetry={() => void devices.refetch()} />
  else {
    const device = subscription ? devices.data.devices.find((held) => held.endpoint === subscription.endpoint) : undefined
    const others = devices.data.devices.length - (device ? 1 : 0)
    body = (
      <>
        {subscription && device ? (
          <PushPreferences key={device.endpoint} device={device} subscription={subscription} onOff={() => setSubscription(null)} />
        ) : (
          <TurnOn publicKey={key.data.publicKey} permission={permission} onPermission={setPermission} onOn={setSubscription} />
        )}
        {others > 0 && <p className="settings-page__note">{t('push.otherDevices', { count: others })}</p>}
      </>
    )
  }
  return (
    <section className="card settings-page__section" aria-labelledby={`${id}-push`}>
      <h2 id={`${id}-push`}>{t('push.title')}</h2>
      {body}
    </section>
  )
}

function TurnOn({ publicKey, permission, onPermission, onOn }: {
  publicKey: string
  permission: 'denied' | 'default' | 'granted'
  onPermission: (permission: ReturnType<typeof pushPermission>) => void
  onOn: (subscription: PushSubscription) => void
}) {
  const { t } = useTranslation('privacy')
  const toast = useToast()
  const subscribe = useSubscribePushDevice()
  const [busy, setBusy] = useState(false)
  if (permission === 'denied') return <p>{t('push.blocked')}</p>

  const turnOn = async () => {
    setBusy(true)
    try {
      const subscription = await subscribeThisDevice(publicKey)
      await subscribe.mutateAsync({ body: { ...subscriptionBody(subscription), deviceLabel: t(isPhone() ? 'push.phone' : 'push.computer') } })
      onOn(subscription)
      toast.show('success', t('push.on'))
    } catch (problem) {
      toast.show('error', problem instanceof PushPermissionRefused ? t('push.refused') : isProblem(problem) ? t('push.failed') : t('push.browserFailed'))
    } finally {
      onPermission(pushPermission())
      setBusy(false)
    }
  }
  return (
    <>
      <p>{t('push.hint')}</p>
      <button type="button" className="button button--primary" disabled={busy} onClick={() => void turnOn()}>
        {t('push.turnOn')}
      </button>
    </>
  )
}

interface PreferenceValues extends Events {
  showSenderName: boolean
  quietStart: string
  quietEnd: string
}

const PREFERENCE_RULES = checkRules<PreferenceValues>((values) => ({
  quietStart: TIME.test(values.quietStart) ? undefined : 'push.time',
  quietEnd: TIME.test(values.quietEnd) ? undefined : 'push.time',
}))

function PushPreferences({ device, subscription, onOff }: { device: PushDevice; subscription: PushSubscription; onOff: () => void }) {
  const { t } = useTranslation('privacy')
  const id = useId()
  const toast = useToast()
  const subscribe = useSubscribePushDevice()
  const unsubscribe = useUnsubscribePushDevice()
  const form = useAppForm<PreferenceValues>(
    PREFERENCE_RULES,
    { ...device.events, showSenderName: device.showSenderName, quietStart: device.quietHours.start, quietEnd: device.quietHours.end },
    { namespace: 'privacy' },
  )
  const save = form.handleSubmit(async ({ showSenderName, quietStart, quietEnd, ...events }) => {
    try {
      await subscribe.mutateAsync({
        body: {
          ...subscriptionBody(subscription),
          deviceLabel: device.deviceLabel,
          events,
          showSenderName,
          quietHours: { start: quietStart, end: quietEnd, timeZone: device.quietHours.timeZone },
        },
      })
      form.reset({ ...events, showSenderName, quietStart, quietEnd })
      toast.show('success', t('push.saved'))
    } catch (problem) {
      if (!form.showServerErrors(problem)) toast.show('error', t('push.failed'))
    }
  })
  const turnOff = async () => {
    try {
      await unsubscribe.mutateAsync({ body: { endpoint: subscription.endpoint } })
      await subscription.unsubscribe().catch(() => false)
      onOff()
      toast.show('success', t('push.off'))
    } catch {
      toast.show('error', t('push.failed'))
    }
  }
  const busy = form.formState.isSubmitting || unsubscribe.isPending

  return (
    <form onSubmit={(event) => void save(event)} noValidate>
      <p>{t('push.onHere')}</p>
      <fieldset className="field" disabled={busy}>
        <legend className="field__label">{t('push.what')}</legend>
        {EVENTS.map((event) => (
          <label key={event} className="checkbox">
            <input type="checkbox" {...form.register(event)} /> {t(`push.events.${event}`)}
          </label>
        ))}
        <label className="checkbox">
          <input type="checkbox" {...form.register('showSenderName')} /> {t('push.showSenderName')}
        </label>
      </fieldset>
      <fieldset className="field" disabled={busy}>
        <legend className="field__label">{t('push.quiet')}</legend>
        <p className="field__hint">{t('push.quietHint', { zone: device.quietHours.timeZone })}</p>
        <InputField id={`${id}-start`} type="time" label={t('push.quietStart')} error={form.errorOf('quietStart')} {...form.register('quietStart')} />
        <InputField id={`${id}-end`} type="time" label={t('push.quietEnd')} error={form.errorOf('quietEnd')} {...form.register('quietEnd')} />
      </fieldset>
      <div className="settings-page__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('push.save')}
        </button>
        <button type="button" className="button button--secondary" disabled={busy} onClick={() => void turnOff()}>
          {t('push.turnOff')}
        </button>
      </div>
    </form>
  )
}

function isPhone(): boolean {
  return /Android|iPhone|iPad|Mobile/i.test(navigator.userAgent)
}
