import { useLayoutEffect, useRef, type RefObject } from 'react'

/** What the driver typed into the first paint's copy of a form (read by field name). */
export interface FirstPaintValues {
  text(name: string): string
  checked(name: string): boolean
}

/** The first paint's copy of a form, found once when the React form first renders. */
export interface FirstPaintCopy {
  form: HTMLFormElement
  /**
   * The name of the copy's field that has the focus now, or had it when React removed the
   * copy; null if none. Followed from the moment React found the copy: a render that yields
   * to the browser (a transition) can take a while, and a driver may tap a field meanwhile.
   */
  focused(): string | null
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

const fieldName = (el: EventTarget | Element | null): string | null => (el instanceof HTMLInputElement && el.name ? el.name : null)

/**
 * Follows which of the form's fields has the focus. Removing the focused field takes the
 * focus away (in some browsers with a focusout): that loss is not counted, since the copy
 * is gone by then, so the field that had it is still known when React takes over.
 */
function followFocus(form: HTMLFormElement): () => string | null {
  const active = document.activeElement
  let focused = active instanceof HTMLInputElement && active.form === form ? fieldName(active) : null
  form.addEventListener('focusin', (e) => (focused = fieldName(e.target)))
  form.addEventListener('focusout', (e) => {
    if (form.contains(e.relatedTarget as Node | null)) return
    // Whether the copy is being removed is known only once the removal is done.
    queueMicrotask(() => {
      if (form.isConnected) focused = null
    })
  })
  return () => focused
}

/**
 * The copy of the form `name` that index.html's first paint drew as plain HTML
 * (`data-first-paint-form="<name>"`, see src/app/first-paint/page/first-paint.ts), or null.
 * Call it in a state initialiser, while the copy is still on screen:
 * `const [copy] = useState(() => findFirstPaintForm('sign-in'))`.
 */
export function findFirstPaintForm(name: string): FirstPaintCopy | null {
  // None while the frames themselves are rendered (at build time, without a document).
  if (typeof document === 'undefined') return null
  const form = document.querySelector<HTMLFormElement>(`form[data-first-paint-form="${name}"]`)
  if (!form) return null
  return { form, focused: followFocus(form), values: valuesOf(form) }
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
    const focused = copy.focused()
    const from = focused ? copy.form.elements.namedItem(focused) : null
    const to = focused ? form.current?.elements.namedItem(focused) : null
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
