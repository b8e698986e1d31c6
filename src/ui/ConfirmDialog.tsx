import { cloneElement, isValidElement, lazy, Suspense, useEffect, useRef, useState, type ReactElement } from 'react'

import type { ConfirmDialogProps } from './confirm-dialog-props'

const loadBody = () => import('./ConfirmDialogBody')
const ConfirmDialogBody = lazy(loadBody)

interface TriggerProps {
  ref: React.Ref<HTMLElement>
  onClick: () => void
  onPointerEnter: () => void
  onFocus: () => void
  'aria-haspopup': 'dialog'
  'aria-expanded': boolean
}

/**
 * A confirmation dialog: traps focus, closes on Escape, returns focus to its trigger.
 * Only the trigger renders until it is used: the dialog itself (Radix, in its own
 * chunk, fetched when the pointer or focus reaches the trigger) mounts on open, so a
 * list with a cancel button on every row costs one button per row.
 */
export function ConfirmDialog({ trigger, ...body }: ConfirmDialogProps) {
  const [open, setOpen] = useState(false)
  const triggerRef = useRef<HTMLElement>(null)
  const wasOpen = useRef(false)
  useEffect(() => {
    if (wasOpen.current && !open) triggerRef.current?.focus()
    wasOpen.current = open
  }, [open])
  if (!isValidElement(trigger)) return null
  const opener = cloneElement(trigger as ReactElement<TriggerProps>, {
    ref: triggerRef,
    onClick: () => setOpen(true),
    onPointerEnter: () => void loadBody(),
    onFocus: () => void loadBody(),
    'aria-haspopup': 'dialog',
    'aria-expanded': open,
  })
  return (
    <>
      {opener}
      {open && (
        <Suspense fallback={null}>
          <ConfirmDialogBody {...body} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
