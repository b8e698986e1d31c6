import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Disclosure } from './Disclosure'

function Content() {
  return <input aria-label="Pickup" defaultValue="" />
}

describe('Disclosure', () => {
  afterEach(cleanup)

  it('renders a closed section only once it is first opened, then keeps it (and what was typed) while closed', () => {
    render(
      <Disclosure label="Modify search" collapsible>
        <Content />
      </Disclosure>,
    )
    const toggle = screen.getByRole('button', { name: /Modify search/ })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByLabelText('Pickup', { selector: 'input' })).toBeNull()

    fireEvent.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    const field = screen.getByLabelText<HTMLInputElement>('Pickup')
    fireEvent.change(field, { target: { value: 'Kraków' } })

    fireEvent.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)!.hidden).toBe(true)
    fireEvent.click(toggle)
    expect(screen.getByLabelText<HTMLInputElement>('Pickup').value).toBe('Kraków')
  })

  it('draws its chevron instead of typing one: the toggle reads as its label alone, with no character that needs a fallback font', () => {
    render(
      <Disclosure label="Filters" collapsible>
        <Content />
      </Disclosure>,
    )
    const toggle = screen.getByRole('button', { name: 'Filters' })
    expect(toggle.textContent).toBe('Filters')
    expect(toggle.querySelectorAll('svg[aria-hidden="true"] path')).toHaveLength(1)
  })

  it('shows its content at once, with no toggle, when it cannot collapse (wide screens)', () => {
    render(
      <Disclosure label="Filters" collapsible={false}>
        <Content />
      </Disclosure>,
    )
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.getByLabelText('Pickup')).toBeTruthy()
  })
})
