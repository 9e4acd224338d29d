import { useCallback, useEffect, useRef, useState } from 'react'
import type { components } from '../../../api/schema.gen'
import { isProblem } from '../../../api/problem'
import { onCallRequest, type CallRequest } from '../../../lib/callRequests'
import { useTranslation } from '../../../lib/i18n'
import { subscribeLiveEvents } from '../../../lib/liveEvents'
import {
  useAnswerCall,
  useCaller,
  useDeclineCall,
  useHangUpCall,
  useIceServers,
  useSendCallSignal,
  useStartCall,
} from '../api/calls'
import { CallSession } from '../callSession'
import { registerCallsTranslations } from '../i18n'
import { InCallView, type CallPhase } from './InCallView'
import { IncomingCallBanner } from './IncomingCallBanner'
import '../calls.css'

await registerCallsTranslations()

type Call = components['schemas']['Call']
type Signal = components['schemas']['CallSignal']

/** The member's call: ringing them, ringing out, or under way in this tab. */
type Current = { call: Call; name: string; answered: boolean }

/**
 * Runs the member's calls (docs/calls.md): the ring wherever they are, the call itself, and the
 * notice when it ends. Mounted once with the member's header; the live stream carries the
 * other member's moves and signals, the API this member's.
 */
export default function CallCenter() {
  const { t } = useTranslation('calls')
  const [current, setCurrent] = useState<Current | null>(null)
  const [phase, setPhase] = useState<CallPhase>('ringing')
  const [notice, setNotice] = useState<string | null>(null)
  const [local, setLocal] = useState<MediaStream | null>(null)
  const [remote, setRemote] = useState<MediaStream | null>(null)
  const [muted, setMuted] = useState(false)
  const [cameraOff, setCameraOff] = useState(false)
  const session = useRef<CallSession | null>(null)
  const early = useRef<Signal[]>([])
  // The call this tab is answering: its `accepted` event may come before the answer's response.
  const answering = useRef<string | null>(null)
  const currentRef = useRef<Current | null>(null)
  currentRef.current = current

  const start = useStartCall()
  const answer = useAnswerCall()
  const decline = useDeclineCall()
  const hangUp = useHangUpCall()
  const signal = useSendCallSignal()
  const ice = useIceServers(current !== null)
  const caller = useCaller(current && current.call.direction === 'incoming' ? current.call.userId : undefined)
  const name = current?.name || caller.data?.member.fullName || current?.call.userId || ''

  const teardown = useCallback(() => {
    session.current?.close()
    session.current = null
    early.current = []
    setCurrent(null)
    setLocal(null)
    setRemote(null)
    setMuted(false)
    setCameraOff(false)
    setPhase('ringing')
  }, [])

  const begin = useCallback(
    async (call: Call, role: 'caller' | 'callee') => {
      setPhase('connecting')
      try {
        const answer = ice.data ?? (await ice.refetch()).data
        const s = new CallSession({
          role,
          video: call.kind === 'video',
          iceServers: answer?.iceServers ?? [],
          iceTransportPolicy: answer?.iceTransportPolicy,
          send: (body) => signal.mutateAsync({ params: { path: { callId: call.id } }, body }),
          onRemoteStream: setRemote,
          onConnectionState: setPhase,
        })
        session.current = s
        // Signals that came before the session wait in it, with later ones, for start() to add
        // this side's media (web/src/features/calls/callSession.ts).
        for (const sig of early.current) void s.receive(sig).catch(() => undefined)
        early.current = []
        await s.start()
        setLocal(s.local)
      } catch {
        setNotice(t('ended.media'))
        hangUp.mutate({ params: { path: { callId: call.id } } })
        teardown()
      }
    },
    [hangUp, ice, signal, t, teardown],
  )

  // The subscriptions below read the latest of these, so they subscribe once.
  const latest = useRef({ begin, start, t, teardown })
  latest.current = { begin, start, t, teardown }

  // Calls asked for by a Call button.
  useEffect(
    () =>
      onCallRequest((request: CallRequest) => {
        const { start, t } = latest.current
        if (currentRef.current) return
        setNotice(null)
        start.mutate(
          { params: { path: { userId: request.userId } }, body: { kind: request.kind } },
          {
            onSuccess: (call) => setCurrent({ call, name: request.name, answered: false }),
            onError: (error) => {
              if (isProblem(error) && error.code === 'call_busy') setNotice(t('ended.busy', { name: request.name }))
              else setNotice(isProblem(error) ? error.message : t('ended.failed'))
            },
          },
        )
      }),
    [],
  )

  // The other member's moves and signals.
  useEffect(
    () =>
      subscribeLiveEvents((event) => {
        const mine = currentRef.current
        if (event.type === 'call_signal') {
          if (!mine || event.callId !== mine.call.id) return
          if (session.current) void session.current.receive(event.signal).catch(() => undefined)
          else early.current.push(event.signal)
          return
        }
        if (event.type !== 'call') return
        const { begin, t, teardown } = latest.current
        const call = event.call
        if (!mine) {
          // A ring for this member; a ring of their own (another tab) is not shown here.
          if (call.state === 'ringing' && call.direction === 'incoming') setCurrent({ call, name: '', answered: false })
          return
        }
        // Another call, or this one still ringing (the caller's own stream tells it of its ring too).
        if (call.id !== mine.call.id || call.state === 'ringing') return
        if (call.state === 'accepted') {
          // Answered: the caller makes the offer. Answered on another device: this tab stops ringing.
          if (call.direction === 'outgoing' && !session.current) {
            setCurrent({ ...mine, call, answered: true })
            void begin(call, 'caller')
          } else if (!mine.answered && answering.current !== call.id) teardown()
          return
        }
        if (call.state === 'declined' && call.direction === 'outgoing') setNotice(t('ended.declined', { name: mine.name }))
        else if (call.state === 'missed' && call.direction === 'outgoing' && call.endReason === 'no_answer')
          setNotice(t('ended.missed', { name: mine.name }))
        else if (mine.answered) setNotice(t('ended.ended'))
        teardown()
      }),
    [],
  )

  // Leaving the site ends the call rather than leaving the other member talking to no one.
  useEffect(() => () => session.current?.close(), [])

  if (!current)
    return notice ? (
      <div className="call-notice" role="status">
        <p>{notice}</p>
        <button type="button" className="button" onClick={() => setNotice(null)}>
          {t('ended.dismiss')}
        </button>
      </div>
    ) : null

  const callId = current.call.id
  const video = current.call.kind === 'video'
  if (current.call.direction === 'incoming' && !current.answered)
    return (
      <IncomingCallBanner
        name={name}
        video={video}
        busy={answer.isPending || decline.isPending}
        onAnswer={() => {
          answering.current = callId
          answer.mutate(
            { params: { path: { callId } } },
            {
              onSuccess: (call) => {
                setCurrent({ call, name, answered: true })
                void begin(call, 'callee')
              },
              onError: () => {
                setNotice(t('ended.ended'))
                teardown()
              },
              onSettled: () => {
                answering.current = null
              },
            },
          )
        }}
        onDecline={() => {
          decline.mutate({ params: { path: { callId } } })
          teardown()
        }}
      />
    )

  return (
    <InCallView
      name={name}
      video={video}
      phase={current.answered ? phase : 'ringing'}
      local={local}
      remote={remote}
      muted={muted}
      cameraOff={cameraOff}
      onMute={() => {
        session.current?.setMuted(!muted)
        setMuted(!muted)
      }}
      onCamera={() => {
        session.current?.setCameraOff(!cameraOff)
        setCameraOff(!cameraOff)
      }}
      onHangUp={() => {
        hangUp.mutate({ params: { path: { callId } } })
        teardown()
      }}
    />
  )
}
