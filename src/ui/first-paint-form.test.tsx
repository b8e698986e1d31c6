import { act, cleanup, render } from '@testing-library/react'
import { useRef, useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { findFirstPaintForm, useFirstPaintTakeover } from './first-paint-form'

/** The first paint's copy, as it draws it: the form's markup, marked `data-first-paint-form`. */
function drawCopy(): HTMLFormElement {
  const form = document.createElement('form')
  form.dataset.firstPaintForm = 'probe'
  for (const name of ['email', 'password']) {
    const input = document.createElement('input')
    input.name = name
    form.append(input)
  }
  document.body.append(form)
  return form
}

const field = (form: HTMLFormElement, name: string) => form.elements.namedItem(name) as HTMLInputElement

/** A React form that takes the copy over, as SignInForm does. */
function Probe() {
  const [copy] = useState(() => findFirstPaintForm('probe'))
  const form = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState({ email: copy?.values.text('email') ?? '', password: copy?.values.text('password') ?? '' })
  useFirstPaintTakeover(copy, form, (last) => setValues({ email: last.text('email'), password: last.text('password') }))
  return (
    <form ref={form} data-testid="react-form">
      <input name="email" aria-label="email" value={values.email} onChange={(e) => setValues({ ...values, email: e.target.value })} />
      <input
        name="password"
        aria-label="password"
        value={values.password}
        onChange={(e) => setValues({ ...values, password: e.target.value })}
      />
    </form>
  )
}

/**
 * React found the copy (first render) and only later replaced it: what a first render in a
 * transition does, yielding to the browser in between. `meanwhile` is what the driver did then
 * (in tasks of its own), `removing` what the browser does as the copy is removed.
 */
async function takeOverLater(meanwhile: (copy: HTMLFormElement) => void, removing?: (copy: HTMLFormElement) => void) {
  const copy = drawCopy()
  const view = render(<Probe />)
  meanwhile(copy)
  await new Promise((resolve) => setTimeout(resolve, 0))
  act(() => {
    removing?.(copy)
    copy.remove()
    view.rerender(<Probe />)
  })
  return view.getByTestId('react-form') as HTMLFormElement
}

describe('the first paint form takeover', () => {
  afterEach(() => {
    cleanup()
    document.body.replaceChildren()
  })

  it('gives the focus back to a field the driver tapped after React had found the copy', async () => {
    const form = await takeOverLater((copy) => {
      field(copy, 'email').focus()
      field(copy, 'email').value = 'anna@example.com'
    })
    expect(document.activeElement).toBe(field(form, 'email'))
    expect(field(form, 'email').value).toBe('anna@example.com')
  })

  it('follows the focus from field to field until the copy is removed', async () => {
    const form = await takeOverLater((copy) => {
      field(copy, 'email').focus()
      field(copy, 'email').value = 'anna@example.com'
      field(copy, 'password').focus()
      field(copy, 'password').value = 'secret'
    })
    expect(document.activeElement).toBe(field(form, 'password'))
    expect(field(form, 'email').value).toBe('anna@example.com')
    expect(field(form, 'password').value).toBe('secret')
  })

  it('moves no focus when the driver had left the form before React replaced it', async () => {
    const outside = document.createElement('button')
    document.body.append(outside)
    const form = await takeOverLater((copy) => {
      field(copy, 'email').focus()
      outside.focus()
    })
    expect(document.activeElement).toBe(outside)
    expect(form.contains(document.activeElement)).toBe(false)
  })

  it('keeps the field that lost its focus only because the copy was removed', async () => {
    const form = await takeOverLater(
      (copy) => field(copy, 'password').focus(),
      // Some browsers report the removal of a focused field as a focusout, to nowhere.
      (copy) => field(copy, 'password').dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: null })),
    )
    expect(document.activeElement).toBe(field(form, 'password'))
  })
})
