import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FilePicker } from './FilePicker'

afterEach(cleanup)

describe('FilePicker', () => {
  it('keeps the file input as the control, named by its own label; the button stands for it and opens it', () => {
    const onChange = vi.fn()
    render(
      <>
        <label htmlFor="pic">Picture</label>
        <FilePicker id="pic" button="Choose a picture" accept="image/png" onChange={onChange} />
      </>,
    )
    const input = screen.getByLabelText<HTMLInputElement>('Picture')
    expect(input.type).toBe('file')
    expect(input.accept).toBe('image/png')
    // Left out of the field's name: the field's own label says what it is.
    expect(screen.getByText('Choose a picture').getAttribute('aria-hidden')).toBe('true')
    expect(screen.queryByLabelText('Choose a picture')).toBe(input) // but still its label, so a click opens it
    input.focus()
    expect(document.activeElement).toBe(input) // out of sight, not out of reach
    const click = vi.fn()
    input.addEventListener('click', click)
    fireEvent.click(screen.getByText('Choose a picture'))
    expect(click).toHaveBeenCalledTimes(1)
  })

  it('with `names`, the button is the field’s label', () => {
    render(<FilePicker id="avatar" names button="Choose an image" />)
    const label = screen.getByText('Choose an image')
    expect(label.getAttribute('aria-hidden')).toBeNull()
    expect(screen.getByLabelText<HTMLInputElement>('Choose an image').type).toBe('file')
  })
})
