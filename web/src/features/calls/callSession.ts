import type { components } from '../../api/schema.gen'

type Signal = components['schemas']['CallSignal']
type IceServer = components['schemas']['IceServer']

export type CallRole = 'caller' | 'callee'

export type SessionOptions = {
  role: CallRole
  video: boolean
  iceServers: IceServer[]
  /** `relay` when the server says every call goes through its TURN relay (docs/calls.md). */
  iceTransportPolicy?: RTCIceTransportPolicy
  /** Posts a signal to the other member (POST /api/user/calls/{id}/signal). */
  send: (signal: Signal) => Promise<unknown>
  onRemoteStream: (stream: MediaStream) => void
  onConnectionState: (state: RTCPeerConnectionState) => void
}

/**
 * One call's media between the two browsers (WebRTC). The caller makes the offer once the call
 * is accepted; the callee answers it; both trickle ICE candidates. Candidates that arrive before
 * the other side's description wait for it. The server only relays (docs/calls.md).
 *
 * Signals are taken one at a time, in the order they came, and only once start() has added this
 * side's microphone and camera: an offer answered before then would be answered without them, and
 * the other member would never see or hear this one (a relayed call in CI met exactly that).
 */
export class CallSession {
  readonly pc: RTCPeerConnection
  local: MediaStream | null = null
  private readonly options: SessionOptions
  private waiting: RTCIceCandidateInit[] = []
  private closed = false
  private markStarted: () => void = () => undefined
  private readonly started = new Promise<void>((resolve) => {
    this.markStarted = resolve
  })
  private taken: Promise<void> = Promise.resolve()

  constructor(options: SessionOptions) {
    this.options = options
    this.pc = new RTCPeerConnection({
      iceServers: options.iceServers.map((s) => ({ ...s })),
      iceTransportPolicy: options.iceTransportPolicy ?? 'all',
    })
    this.pc.onicecandidate = (event) => {
      // null: gathering finished; the other side needs no marker for that.
      if (!event.candidate) return
      const c = event.candidate.toJSON()
      void options.send({
        type: 'candidate',
        candidate: c.candidate ?? '',
        sdpMid: c.sdpMid ?? null,
        sdpMLineIndex: c.sdpMLineIndex ?? null,
        usernameFragment: c.usernameFragment ?? null,
      })
    }
    this.pc.ontrack = (event) => {
      const [stream] = event.streams
      if (stream) options.onRemoteStream(stream)
    }
    this.pc.onconnectionstatechange = () => options.onConnectionState(this.pc.connectionState)
  }

  /** Opens the microphone (and camera) and adds them to the call; the caller then makes the offer. */
  async start(): Promise<void> {
    try {
      this.local = await navigator.mediaDevices.getUserMedia({ audio: true, video: this.options.video })
      if (this.closed) {
        stopTracks(this.local)
        return
      }
      for (const track of this.local.getTracks()) this.pc.addTrack(track, this.local)
      if (this.options.role === 'caller') {
        const offer = await this.pc.createOffer()
        await this.pc.setLocalDescription(offer)
        await this.options.send({ type: 'offer', sdp: offer.sdp ?? '' })
      }
    } finally {
      this.markStarted()
    }
  }

  /** Takes a signal from the other member, after start() and after every signal before it. */
  receive(signal: Signal): Promise<void> {
    const taking = this.taken.then(() => this.started).then(() => this.take(signal))
    this.taken = taking.catch(() => undefined)
    return taking
  }

  private async take(signal: Signal): Promise<void> {
    if (this.closed) return
    if (signal.type === 'candidate') {
      const init: RTCIceCandidateInit = {
        candidate: signal.candidate ?? '',
        sdpMid: signal.sdpMid ?? null,
        sdpMLineIndex: signal.sdpMLineIndex ?? null,
        usernameFragment: signal.usernameFragment ?? null,
      }
      if (this.pc.remoteDescription) await this.pc.addIceCandidate(init)
      else this.waiting.push(init)
      return
    }
    // The server relays descriptions with LF line ends (its text hygiene); SDP's are CR LF.
    const sdp = (signal.sdp ?? '').replace(/\r?\n/g, '\r\n')
    await this.pc.setRemoteDescription({ type: signal.type, sdp })
    if (signal.type === 'offer') {
      const answer = await this.pc.createAnswer()
      await this.pc.setLocalDescription(answer)
      await this.options.send({ type: 'answer', sdp: answer.sdp ?? '' })
    }
    const waiting = this.waiting
    this.waiting = []
    for (const init of waiting) await this.pc.addIceCandidate(init)
  }

  setMuted(muted: boolean): void {
    for (const track of this.local?.getAudioTracks() ?? []) track.enabled = !muted
  }

  setCameraOff(off: boolean): void {
    for (const track of this.local?.getVideoTracks() ?? []) track.enabled = !off
  }

  close(): void {
    this.closed = true
    this.markStarted()
    if (this.local) stopTracks(this.local)
    this.pc.close()
  }
}

function stopTracks(stream: MediaStream): void {
  for (const track of stream.getTracks()) track.stop()
}
