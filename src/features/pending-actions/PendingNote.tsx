import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { KeptAction } from '../../lib/queue/queue'
import { queue } from '../../lib/queue/runtime'
import { Button } from '../../ui/Button'
import * as css from './pending-note.css'

export interface PendingNoteProps {
  action: KeptAction
  /** The action going out right now cannot be undone any more. */
  sending: boolean
  /** What the action does, for the Undo button's name ("Undo: …"). */
  what: string
  /** After the undo: put back on screen what the action had changed. */
  onUndone?: (action: KeptAction) => void
}

/** A kept action where it was taken: "Will be sent when you are back online", with Undo while it waits. */
export function PendingNote({ action, sending, what, onUndone }: PendingNoteProps) {
  const { t } = useLingui()
  const [busy, setBusy] = useState(false)
  async function undo() {
    setBusy(true)
    try {
      if (await queue.undo(action.userId, action.id)) onUndone?.(action)
    } finally {
      setBusy(false)
    }
  }
  return (
    <p className={css.note} role="status" data-testid="kept-action" data-kind={action.kind}>
      <span>{sending ? <Trans>Sending…</Trans> : <Trans>Will be sent when you are back online.</Trans>}</span>
      {!sending && (
        <Button small variant="secondary" busy={busy} aria-label={t`Undo: ${what}`} onClick={() => void undo()}>
          <Trans>Undo</Trans>
        </Button>
      )}
    </p>
  )
}
