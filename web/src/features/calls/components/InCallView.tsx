import { useEffect, useRef } from 'react'
import { useTranslation } from '../../../lib/i18n'

export type CallPhase = 'ringing' | 'connecting' | RTCPeerConnectionState

type Props = {
  name: string
  video: boolean
  phase: CallPhase
  local: MediaStream | null
  remote: MediaStream | null
  muted: boolean
  cameraOff: boolean
  onMute: () => void
  onCamera: () => void
  onHangUp: () => void
}

/** The call: the other member's picture (or sound), one's own, and the three controls. */
export function InCallView({ name, video, phase, local, remote, muted, cameraOff, onMute, onCamera, onHangUp }: Props) {
  const { t } = useTranslation('calls')
  const remoteRef = useRef<HTMLVideoElement>(null)
  const localRef = useRef<HTMLVideoElement>(null)
  useEffect(() => {
    if (remoteRef.current) remoteRef.current.srcObject = remote
  }, [remote])
  useEffect(() => {
    if (localRef.current) localRef.current.srcObject = local
  }, [local])
  let status: string
  if (phase === 'ringing') status = t('call.ringing', { name })
  else if (phase === 'connected') status = t('call.connected')
  else if (phase === 'disconnected' || phase === 'failed') status = t('call.reconnecting')
  else status = t('call.connecting')
  return (
    <section className="in-call" role="dialog" aria-label={t('call.label', { name })} data-connection-state={phase}>
      <p className="in-call__status" role="status">
        {status}
      </p>
      {/* The other member's media; for a voice call it plays sound only. */}
      <video ref={remoteRef} className={video ? 'in-call__remote' : 'visually-hidden'} autoPlay playsInline />
      {video && (
        <video ref={localRef} className="in-call__local" autoPlay playsInline muted aria-label={t('call.you')} />
      )}
      <p className="in-call__private">{t('call.private')}</p>
      <div className="in-call__controls">
        <button type="button" className="button" aria-pressed={muted} onClick={onMute}>
          {t(muted ? 'call.unmute' : 'call.mute')}
        </button>
        {video && (
          <button type="button" className="button" aria-pressed={cameraOff} onClick={onCamera}>
            {t(cameraOff ? 'call.cameraOn' : 'call.cameraOff')}
          </button>
        )}
        <button type="button" className="button in-call__hang-up" onClick={onHangUp}>
          {t('call.hangUp')}
        </button>
      </div>
    </section>
  )
}
