import { useLayoutEffect, useRef, type RefObject } from 'react'

/** What the driver typed into the first paint's copy of a form (read by field name). */
export interface FirstPaintValues {
  text(name: string): string
  checked(name: string): boolean
}

/** The first paint's copy of a form, found once when the React form first renders. */
export interface FirstPaintCopy {
  form: HTMLFormElement
  /** The name of the field that had the focus when React started rendering, if any. */
  focused: string | null
  /** The typed values, read now: for the React form's initial state. */
  values: FirstPaintValues
}

function valuesOf(form: HTMLFormElement): FirstPaintValues {
  const input = (name: string) => {
    const el = form.elements.namedItem(name)
    return el instanceof HTMLInputElement ? el : null
  }
  return { text: (name) => input(name)?.value ?? '', checked: (name) => input(name)?.checked ?? false }
}

/**
 * The copy of the form `name` that index.html's first paint drew as plain HTML
 * (`data-first-paint-form="<name>"`, see src/app/first-paint/forms.ts), or null.
 * Call it in a state initialiser, while the copy is still on screen:
 * `const [copy] = useState(() => findFirstPaintForm('sign-in'))`.
 */
export function findFirstPaintForm(name: string): FirstPaintCopy | null {
  const form = document.querySelector<HTMLFormElement>(`form[data-first-paint-form="${name}"]`)
  if (!form) return null
  const active = document.activeElement
  const focused = active instanceof HTMLInputElement && active.form === form ? active.name : null
  return { form, focused, values: valuesOf(form) }
}

/**
 * Takes over the first paint's copy of a form, so nothing a driver did before the app
 * started is lost. Right after React has replaced the copy (a layout effect, before the
 * next frame): `apply` gets the copy's final values (typing may have gone on while React
 * rendered; a removed field takes no more), the field that had the focus gets it back in
 * the React form with its caret, and a submit pressed in the copy is submitted again.
 * Fields are matched by `name`.
 */
export function useFirstPaintTakeover(
  copy: FirstPaintCopy | null,
  form: RefObject<HTMLFormElement | null>,
  apply: (values: FirstPaintValues) => void,
): void {
  const taken = useRef(false)
  useLayoutEffect(() => {
    if (!copy || taken.current || copy.form.isConnected) return
    taken.current = true
    apply(valuesOf(copy.form))
    const from = copy.focused ? copy.form.elements.namedItem(copy.focused) : null
    const to = copy.focused ? form.current?.elements.namedItem(copy.focused) : null
    if (from instanceof HTMLInputElement && to instanceof HTMLInputElement) {
      // The value now, not at the next render: moving the caret first and then letting
      // React write the value would put the caret at the end.
      if (to.type !== 'checkbox') to.value = from.value
      to.focus({ preventScroll: true })
      try {
        if (from.selectionStart !== null && from.selectionEnd !== null) to.setSelectionRange(from.selectionStart, from.selectionEnd)
      } catch {
        // Types without a caret API (email): the caret stays at the end.
      }
    }
    // After the re-render with the final values, so the submit sees them.
    if (copy.form.dataset.submitted !== undefined) setTimeout(() => form.current?.requestSubmit(), 0)
  }, [copy, form, apply])
}
