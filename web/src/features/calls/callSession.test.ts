import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CallSession } from './callSession'

// jsdom has no WebRTC: a peer connection that records the order of what the session asks of it.
let steps: string[]

class RecordingPeerConnection {
  remoteDescription: RTCSessionDescriptionInit | null = null
  onicecandidate: unknown = null
  ontrack: unknown = null
  onconnectionstatechange: unknown = null
  connectionState = 'new'
  addTrack(track: { kind: string }) {
    steps.push(`addTrack ${track.kind}`)
  }
  async setRemoteDescription(d: RTCSessionDescriptionInit) {
    steps.push(`setRemoteDescription ${d.type}`)
    await Promise.resolve()
    this.remoteDescription = d
  }
  async createAnswer() {
    steps.push('createAnswer')
    return { type: 'answer', sdp: 'v=0' }
  }
  async createOffer() {
    steps.push('createOffer')
    return { type: 'offer', sdp: 'v=0' }
  }
  async setLocalDescription() {}
  async addIceCandidate(c: RTCIceCandidateInit) {
    steps.push(`addIceCandidate ${c.candidate}`)
  }
  close() {}
}

// getUserMedia that answers only when the test says: a slow camera, or a loaded machine.
let grantMedia: () => void

function fakeStream() {
  const tracks = [{ kind: 'audio', stop() {} }, { kind: 'video', stop() {} }]
  return { getTracks: () => tracks, getAudioTracks: () => [tracks[0]], getVideoTracks: () => [tracks[1]] }
}

describe('CallSession', () => {
  beforeEach(() => {
    steps = []
    vi.stubGlobal('RTCPeerConnection', RecordingPeerConnection)
    vi.stubGlobal('navigator', {
      mediaDevices: {
        getUserMedia: () => new Promise((resolve) => (grantMedia = () => resolve(fakeStream()))),
      },
    })
  })
  afterEach(() => vi.unstubAllGlobals())

  function callee(send = vi.fn(async () => undefined)) {
    const session = new CallSession({
      role: 'callee', video: true, iceServers: [], send, onRemoteStream: () => {}, onConnectionState: () => {},
    })
    return { session, send }
  }

  it('answers an offer that came while the camera was opening with the camera and microphone in it', async () => {
    const { session, send } = callee()
    const starting = session.start()
    const offered = session.receive({ type: 'offer', sdp: 'v=0' })
    const candidate = session.receive({ type: 'candidate', candidate: 'candidate:1', sdpMid: '0', sdpMLineIndex: 0 })
    await Promise.resolve()
    expect(steps).toEqual([])

    grantMedia()
    await Promise.all([starting, offered, candidate])
    expect(steps).toEqual([
      'addTrack audio',
      'addTrack video',
      'setRemoteDescription offer',
      'createAnswer',
      'addIceCandidate candidate:1',
    ])
    expect(send).toHaveBeenCalledWith({ type: 'answer', sdp: 'v=0' })
  })

  it('takes signals in the order they came, a candidate before the offer waiting for it', async () => {
    const { session } = callee()
    const starting = session.start()
    grantMedia()
    await starting
    steps = []
    await Promise.all([
      session.receive({ type: 'candidate', candidate: 'candidate:early', sdpMid: '0', sdpMLineIndex: 0 }),
      session.receive({ type: 'offer', sdp: 'v=0' }),
      session.receive({ type: 'candidate', candidate: 'candidate:late', sdpMid: '0', sdpMLineIndex: 0 }),
    ])
    expect(steps).toEqual([
      'setRemoteDescription offer',
      'createAnswer',
      'addIceCandidate candidate:early',
      'addIceCandidate candidate:late',
    ])
  })

  it('drops what comes after the call is closed, even while the camera was still opening', async () => {
    const { session, send } = callee()
    void session.start()
    const offered = session.receive({ type: 'offer', sdp: 'v=0' })
    session.close()
    await offered
    expect(steps).toEqual([])
    expect(send).not.toHaveBeenCalled()
  })
})
