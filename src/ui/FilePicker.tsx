import type { InputHTMLAttributes, ReactNode, Ref } from 'react'
import * as buttonCss from './button.css'
import { cx } from './cx'
import * as css from './file-picker.css'

export interface FilePickerProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id' | 'className' | 'children'> {
  id: string
  /** The button's text, in the app's language. */
  button: ReactNode
  /** The button's text is the field's only label (else a label of its own names the field, and the button is left out of its name). */
  names?: boolean
  ref?: Ref<HTMLInputElement>
}

/**
 * A file field that speaks the app's language: the browser's own button and its "no file chosen"
 * speak the browser's. The input stays the control, out of sight: it takes the focus (its ring
 * is drawn on the button), the keyboard opens it as usual and its labels name it. The button is
 * a label of the input, so a click or a tap on it opens the file chooser.
 */
export function FilePicker({ id, button, names = false, ref, ...input }: FilePickerProps) {
  return (
    <span className={css.picker}>
      <input ref={ref} id={id} type="file" className={css.input} {...input} />
      <label htmlFor={id} className={cx(buttonCss.button.secondary, buttonCss.small, css.button)} aria-hidden={names ? undefined : true}>
        {button}
      </label>
    </span>
  )
}
