import { act } from '@testing-library/react'

/** Enough of EventSource to play the server's part: named events, close, readyState. */
export class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0
  static readonly OPEN = 1
  static readonly CLOSED = 2
  static instances: FakeEventSource[] = []
  readyState = FakeEventSource.OPEN
  onerror: ((event: Event) => void) | null = null
  constructor(readonly url: string) {
    super()
    FakeEventSource.instances.push(this)
  }
  close() {
    this.readyState = FakeEventSource.CLOSED
  }
  emit(type: string, data: unknown) {
    act(() => {
      this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data) }))
    })
  }
}
