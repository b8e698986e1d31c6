/**
 * The forms of the first paint: on /sign-in (for a guest) the real sign-in form as
 * plain HTML, with the class names of SignInForm's own styles (the `fp-` styles of
 * ui/field.css, ui/button.css, ui/form.css, ui/layout.css and features/auth/auth.css),
 * so a driver can type before any module has run and React's form lands in the same
 * boxes. The form carries `data-first-paint-form`: when React mounts its form it takes
 * the typed values, the focus and a pending submit from it (ui/first-paint-form.ts).
 *
 * A submit pressed before the app is ready does not leave the page: it is cancelled
 * and remembered (`data-submitted`), and the app submits once it has taken over. The
 * form is also `method="post"`, so even then the password could never go into a URL.
 */

import { FORM_MESSAGES } from './frames'

type Attributes = Record<string, string>

function node(tag: string, attributes: Attributes, children: (Node | string)[] = []): HTMLElement {
  const el = document.createElement(tag)
  for (const name in attributes) el.setAttribute(name, attributes[name])
  el.append(...children)
  return el
}

/** A TextField's markup (ui/Field.tsx), its error slot included: an empty one still takes a gap in the column. */
function textField(label: string, attributes: Attributes): HTMLElement {
  const id = `fp-${attributes.name}`
  return node('div', { class: 'fp-field' }, [
    node('label', { class: 'fp-label', for: id }, [label]),
    node('input', { class: 'fp-control', id, ...attributes }),
    node('span', { class: 'fp-error' }),
  ])
}

function signInForm(text: Record<string, string>): HTMLElement {
  const form = node('form', { class: 'fp-form', method: 'post', action: '/sign-in', novalidate: '', 'data-first-paint-form': 'sign-in' }, [
    textField(text['Email'], { type: 'email', name: 'email', autocomplete: 'email', inputmode: 'email' }),
    textField(text['Password'], { type: 'password', name: 'password', autocomplete: 'current-password' }),
    node('div', { class: 'fp-field' }, [
      node('label', { class: 'fp-check', for: 'fp-stay' }, [
        node('input', { class: 'fp-checkbox', id: 'fp-stay', type: 'checkbox', name: 'stayConnected' }),
        node('span', {}, [text['Stay connected']]),
      ]),
    ]),
    node('div', { class: 'fp-actions' }, [node('button', { class: 'fp-button fp-button_primary', type: 'submit' }, [text['Sign in']])]),
  ])
  form.addEventListener('submit', (e) => {
    e.preventDefault()
    form.dataset.submitted = ''
  })
  return node('section', { class: 'fp-card' }, [
    form,
    node('p', { class: 'fp-links' }, [
      node('a', { class: 'fp-link', href: '/forgot-password' }, [text['Forgot password?']]),
      node('a', { class: 'fp-link', href: '/sign-up' }, [text['No account yet? Sign up']]),
      node('a', { class: 'fp-link', href: '/supplier/sign-in' }, [text['Are you a supplier? Sign in here']]),
    ]),
  ])
}

/** The form the first paint draws on `pathname`, or null (none there, a signed-in driver, or a text missing). */
export function drawForm(pathname: string, text: Record<string, string>, signedIn: boolean): HTMLElement | null {
  if (pathname !== '/sign-in' || signedIn || !FORM_MESSAGES[pathname].every((id) => text[id])) return null
  return signInForm(text)
}
