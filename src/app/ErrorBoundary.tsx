import { Component, type ErrorInfo, type ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { Button } from '../ui/Button'
import * as css from '../ui/layout.css'

interface State {
  error: Error | null
}

/** The router fallback: "Unexpected Application Error!" with a way to try again. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null }

  static getDerivedStateFromError(error: Error): State {
    return { error }
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack)
  }

  render() {
    if (!this.state.error) return this.props.children
    return (
      <main id="main" className={css.page}>
        <h1>
          <Trans>Unexpected Application Error!</Trans>
        </h1>
        <p>
          <Trans>Something went wrong while showing this screen. Your data is safe.</Trans>
        </p>
        <Button onClick={() => location.reload()}>
          <Trans>Reload</Trans>
        </Button>
      </main>
    )
  }
}
