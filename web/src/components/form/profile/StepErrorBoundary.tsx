import { Component, type ErrorInfo, type ReactNode } from 'react'

interface StepErrorBoundaryProps {
  /** 'Something went wrong loading this step.' in the current language. */
  message: string
  children: ReactNode
}

/** One wizard step or edit tab that fails to render shows a message; the rest of the form stays usable. */
export class StepErrorBoundary extends Component<StepErrorBoundaryProps, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Form step failed to render', error, info.componentStack)
  }

  render() {
    if (this.state.failed) {
      return (
        <div className="state state--error" role="alert">
          <p className="state__title">{this.props.message}</p>
        </div>
      )
    }
    return this.props.children
  }
}
