import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react'
import { deletePlace, placeIsUsed } from '../../lib/api/admin-places'
import { apiErrorMessage } from '../../lib/api/error-message'
import { isApiError } from '../../lib/api/errors'
import { Button } from '../../ui/Button'
import { VisuallyHidden } from '../../ui/Page'
import { Spinner } from '../../ui/Spinner'
import { toast } from '../../ui/toast'

const loadConfirm = () => import('../../ui/ConfirmDialogBody')
const ConfirmDialogBody = lazy(loadConfirm)
const loadInUse = () => import('./PlaceInUseDialog')
const PlaceInUseDialog = lazy(loadInUse)

interface Props {
  placeId: string
  name: string
  online: boolean
  /** The server deleted the place (or had no such place): the list drops it. */
  onDeleted: (placeId: string) => void
}

/**
 * Delete, asking the server first (call 56): while a car or a booking uses the place a dialog
 * says so in words; otherwise a confirmation, then call 57 (whose 400, if a use appeared
 * meanwhile, leads to the same dialog). Each dialog traps the focus and gives it back here.
 */
export function DeletePlace({ placeId, name, online, onDeleted }: Props) {
  const { t } = useLingui()
  const buttonId = useId()
  const [checking, setChecking] = useState(false)
  const [dialog, setDialog] = useState<'confirm' | 'in-use' | null>(null)
  const outcome = useRef<'deleted' | 'in-use' | null>(null)

  const wasOpen = useRef(false)
  useEffect(() => {
    if (wasOpen.current && dialog === null) document.getElementById(buttonId)?.focus()
    wasOpen.current = dialog !== null
  }, [dialog, buttonId])

  async function ask() {
    if (checking || dialog) return
    setChecking(true)
    try {
      setDialog((await placeIsUsed(placeId)) ? 'in-use' : 'confirm')
    } catch (error) {
      toast.error(apiErrorMessage(error))
    } finally {
      setChecking(false)
    }
  }

  async function remove() {
    try {
      await deletePlace(placeId) // false (204): it was already gone, which is what was asked
      outcome.current = 'deleted'
      toast.success(t`The place has been deleted.`)
    } catch (error) {
      if (isApiError(error, 'bad-request')) outcome.current = 'in-use'
      else {
        toast.error(apiErrorMessage(error))
        throw error // the confirmation stays open for a retry
      }
    }
  }

  function closeConfirm() {
    const next = outcome.current
    outcome.current = null
    if (next === 'deleted') onDeleted(placeId)
    else setDialog(next)
  }

  return (
    <>
      <Button
        id={buttonId}
        variant="secondary"
        small
        disabled={!online}
        aria-busy={checking || undefined}
        aria-haspopup="dialog"
        onClick={() => void ask()}
        onPointerEnter={() => void loadConfirm()}
        onFocus={() => void loadConfirm()}
      >
        {checking && <Spinner size={16} decorative />}
        <Trans>
          Delete<VisuallyHidden> {name}</VisuallyHidden>
        </Trans>
      </Button>
      {dialog && (
        <Suspense fallback={null}>
          {dialog === 'confirm' ? (
            <ConfirmDialogBody
              title={t`Are you sure you want to delete this place?`}
              description={t`${name} will no longer be offered to drivers or suppliers. This cannot be undone.`}
              confirmLabel={t`Delete`}
              danger
              onConfirm={remove}
              onClose={closeConfirm}
            />
          ) : (
            <PlaceInUseDialog name={name} onClose={() => setDialog(null)} />
          )}
        </Suspense>
      )}
    </>
  )
}
