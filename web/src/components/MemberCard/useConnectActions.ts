import { useState } from 'react'
import { useTranslation } from '../../lib/i18n'
import { $api } from '../../api/client'
import { NETWORK_ERROR_CODE, isProblem } from '../../api/problem'
import { useToast } from '../toasts/toastContext'
import type { RequestStatus } from './requestStatus'

const KNOWN_ERRORS = ['request_declined', 'request_answered', 'request_not_found', 'request_self', 'not_found'] as const

export function useRequestErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation('memberCard')
  return (error) => {
    if (isProblem(error)) {
      const known = KNOWN_ERRORS.find((code) => code === error.code)
      if (known) return t(`errors.${known}`)
      if (error.code === NETWORK_ERROR_CODE) return t('error.network', { ns: 'common' })
    }
    return t('errors.generic')
  }
}

/**
 * Send and withdraw for one member, as the cards and the profile use them. The outcome the server
 * returns shows at once; it is kept only while the server's own answer still says what it said
 * before the click, so a later change (they accept, seen live) is never hidden behind it.
 */
export function useConnectActions(userId: string, name: string, serverStatus: RequestStatus) {
  const { t } = useTranslation('memberCard')
  const toast = useToast()
  const errorMessage = useRequestErrorMessage()
  const [outcome, setOutcome] = useState<{ basedOn: string; status: RequestStatus } | null>(null)
  const send = $api.useMutation('post', '/api/user/send-request/{userId}')
  const withdraw = $api.useMutation('post', '/api/user/withdraw-request/{userId}')

  const serverKey = `${serverStatus.status}/${serverStatus.direction}`
  const requestStatus = outcome && outcome.basedOn === serverKey ? outcome.status : serverStatus
  const init = { params: { path: { userId } } }

  const settle = (status: RequestStatus) => {
    // Every list showing the pair refetches on its own (api/freshness.ts).
    setOutcome({ basedOn: serverKey, status })
  }

  return {
    requestStatus,
    busy: send.isPending ? ('send' as const) : withdraw.isPending ? ('withdraw' as const) : null,
    send: () => {
      if (send.isPending || requestStatus.status === 'pending' || requestStatus.status === 'accepted') return
      send.mutate(init, {
        onSuccess: (result) => {
          settle(result.requestStatus)
          toast.show('success', t('connect.sentToast', { name }))
        },
        onError: (error) => toast.show('error', errorMessage(error)),
      })
    },
    withdraw: () => {
      if (withdraw.isPending) return
      withdraw.mutate(init, {
        onSuccess: (result) => {
          settle(result.requestStatus)
          toast.show('info', t('connect.withdrawnToast', { name }))
        },
        onError: (error) => toast.show('error', errorMessage(error)),
      })
    },
  }
}
