import type {} from 'altcha/types/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import { captchaChallengeUrl } from '../../lib/api/captcha'
import { Button } from '../../ui/Button'
import { Spinner } from '../../ui/Spinner'
import { altchaStrings } from './altcha-strings'
import * as css from './auth.css'

interface AltchaGlobal {
  i18n: { set: (language: string, strings: Record<string, string>) => void }
}

interface AltchaElement extends HTMLElement {
  reset?: () => void
}

export interface AltchaCaptchaProps {
  /** The solved payload, or null when unsolved, expired or reset. */
  onChange: (payload: string | null) => void
  /** Changing it resets the widget (a payload is spent once the server has seen it). */
  resetKey: number
  invalid?: boolean
  describedBy?: string
}

/**
 * The self-hosted ALTCHA proof-of-work captcha. The widget (≈35 kB) loads only
 * here, on the sign-up screen, and speaks the app's language.
 */
export function AltchaCaptcha({ onChange, resetKey, invalid, describedBy }: AltchaCaptchaProps) {
  const { t, i18n } = useLingui()
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading')
  const [attempt, setAttempt] = useState(0)
  const widget = useRef<AltchaElement>(null)
  const report = useRef(onChange)
  report.current = onChange
  const language = i18n.locale

  useEffect(() => {
    let live = true
    setStatus('loading')
    report.current(null)
    import('altcha')
      .then(() => {
        if (!live) return
        ;(globalThis as unknown as { $altcha: AltchaGlobal }).$altcha.i18n.set(language, altchaStrings())
        setStatus('ready')
      })
      .catch(() => live && setStatus('failed'))
    return () => {
      live = false
    }
  }, [language, attempt])

  useEffect(() => {
    const el = widget.current
    if (status !== 'ready' || !el) return
    const onState = (e: Event) => {
      const detail = (e as CustomEvent<{ state?: string; payload?: string }>).detail
      report.current(detail?.state === 'verified' && detail.payload ? detail.payload : null)
    }
    const onVerified = (e: Event) => {
      const payload = (e as CustomEvent<{ payload?: string }>).detail?.payload
      if (payload) report.current(payload)
    }
    const onExpired = () => report.current(null)
    el.addEventListener('statechange', onState)
    el.addEventListener('verified', onVerified)
    el.addEventListener('expired', onExpired)
    return () => {
      el.removeEventListener('statechange', onState)
      el.removeEventListener('verified', onVerified)
      el.removeEventListener('expired', onExpired)
    }
  }, [status])

  useEffect(() => {
    if (resetKey === 0) return
    widget.current?.reset?.()
    report.current(null)
  }, [resetKey])

  return (
    <div className={css.captcha} role="group" aria-label={t`Captcha`} aria-describedby={describedBy} tabIndex={invalid ? -1 : undefined}>
      {status === 'loading' && <Spinner size={20} />}
      {status === 'failed' && (
        <p>
          <Trans>The captcha could not be loaded. Check your connection.</Trans>{' '}
          <Button small variant="secondary" onClick={() => setAttempt((a) => a + 1)}>
            <Trans>Try again</Trans>
          </Button>
        </p>
      )}
      {status === 'ready' && (
        <altcha-widget ref={widget} challenge={captchaChallengeUrl()} language={language} type="checkbox" auto="off" name="captcha" />
      )}
    </div>
  )
}
