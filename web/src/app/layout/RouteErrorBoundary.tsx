import { Component, type ErrorInfo, type ReactNode } from 'react'
import { RouteError } from './RouteError'

interface RouteErrorBoundaryProps {
  children: ReactNode
}

interface RouteErrorBoundaryState {
  failed: boolean
}

/**
 * Keeps header and footer on screen when a route cannot render, typically because a new deploy
 * replaced the chunk it needs. Keyed by the path in the layout so navigating away resets it.
 */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  state: RouteErrorBoundaryState = { failed: false }

  static getDerivedStateFromError(): RouteErrorBoundaryState {
    return { failed: true }
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Route failed to render', error, info.componentStack)
  }

  render() {
    return this.state.failed ? <RouteError /> : this.props.children
  }
}
