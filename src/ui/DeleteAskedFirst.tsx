import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { apiErrorMessage } from '../lib/api/error-message'
import { Button } from './Button'
import { Spinner } from './Spinner'
import { toast } from './toast'

const loadConfirm = () => import('./ConfirmDialogBody')
const ConfirmDialogBody = lazy(loadConfirm)

interface Props {
  /** The button's content: "Delete" and, for screen readers, what goes. */
  label: ReactNode
  online: boolean
  className?: string
  /** Asks the server first: true when the thing cannot go (the refusal dialog opens instead of the confirmation). */
  isRefused: () => Promise<boolean>
  /** The confirmation: its title, its description and its button's label. */
  title: ReactNode
  description: ReactNode
  confirmLabel: ReactNode
  /** Deletes; throws on failure. */
  remove: () => Promise<unknown>
  /** Whether remove's failure is the same refusal (a use appeared since the check): the refusal dialog follows. */
  isRefusal: (error: unknown) => boolean
  /** Said once deleted. */
  deleted: string
  /** The server deleted it (or had no such thing): the list drops it. */
  onDeleted: () => void
  /** The refusal dialog (a lazy chunk of the feature, with the reason and what can be done instead). */
  refusal: (close: () => void) => ReactNode
}

/**
 * Delete, asked first: the server says whether the thing may go; if not, a dialog says why and
 * offers an alternative; if so, a confirmation, then the delete call (whose refusal, if a use
 * appeared meanwhile, leads to the same dialog). Disabled offline. Each dialog traps the focus and
 * gives it back to this button.
 */
export function DeleteAskedFirst(props: Props) {
  const { label, online, className, isRefused, title, description, confirmLabel, remove, isRefusal, deleted, onDeleted, refusal } = props
  // Button takes no ref: the focus goes back by id.
  const buttonId = useId()
  const [checking, setChecking] = useState(false)
  const [dialog, setDialog] = useState<'confirm' | 'refused' | null>(null)
  // What closing the confirmation leads to: it went, or a use appeared meanwhile.
  const outcome = useRef<'deleted' | 'refused' | null>(null)

  // Focus back on Delete once a dialog has gone (not while it is still trapping it).
  const wasOpen = useRef(false)
  useEffect(() => {
    if (wasOpen.current && dialog === null) document.getElementById(buttonId)?.focus()
    wasOpen.current = dialog !== null
  }, [dialog, buttonId])

  async function ask() {
    if (checking || dialog) return
    setChecking(true)
    try {
      setDialog((await isRefused()) ? 'refused' : 'confirm')
    } catch (error) {
      toast.error(apiErrorMessage(error))
    } finally {
      setChecking(false)
    }
  }

  async function confirm() {
    try {
      await remove() // false (204): it was already gone, which is what was asked
      outcome.current = 'deleted'
      toast.success(deleted)
    } catch (error) {
      if (isRefusal(error)) outcome.current = 'refused'
      else {
        toast.error(apiErrorMessage(error))
        throw error // the confirmation stays open for a retry
      }
    }
  }

  function closeConfirm() {
    const next = outcome.current
    outcome.current = null
    if (next === 'deleted') onDeleted()
    else setDialog(next)
  }

  return (
    <>
      <Button
        id={buttonId}
        variant="secondary"
        small
        className={className}
        disabled={!online}
        aria-busy={checking || undefined}
        aria-haspopup="dialog"
        onClick={() => void ask()}
        onPointerEnter={() => void loadConfirm()}
        onFocus={() => void loadConfirm()}
      >
        {checking && <Spinner size={16} decorative />}
        {label}
      </Button>
      {dialog && (
        <Suspense fallback={null}>
          {dialog === 'confirm' ? (
            <ConfirmDialogBody
              title={title}
              description={description}
              confirmLabel={confirmLabel}
              danger
              onConfirm={confirm}
              onClose={closeConfirm}
            />
          ) : (
            refusal(() => setDialog(null))
          )}
        </Suspense>
      )}
    </>
  )
}
