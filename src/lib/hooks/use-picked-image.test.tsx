import { act, renderHook } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { usePickedImage } from './use-picked-image'

const tooBig = (file: File) => (file.size > 4 ? 'Too big' : null)
const image = (bytes: string) => new File([bytes], 'a.png', { type: 'image/png' })

let urls = 0
const revoked: string[] = []
URL.createObjectURL = vi.fn(() => `blob:${++urls}`)
URL.revokeObjectURL = vi.fn((url: string) => void revoked.push(url))
afterEach(() => {
  revoked.length = 0
})

describe('usePickedImage', () => {
  it('keeps a file that passes the check, with a preview revoked when the file changes or goes', () => {
    const { result, unmount } = renderHook(() => usePickedImage(tooBig))
    act(() => result.current.choose(image('ok')))
    expect(result.current.file?.size).toBe(2)
    expect(result.current.problem).toBeNull()
    const first = result.current.preview
    expect(first).toMatch(/^blob:/)
    act(() => result.current.choose(image('ok!')))
    expect(revoked).toEqual([first])
    const second = result.current.preview
    unmount()
    expect(revoked).toEqual([first, second])
  })

  it('refuses a file that fails the check: its problem, no file, no preview, the field emptied', () => {
    const { result } = renderHook(() => usePickedImage(tooBig))
    const field = document.createElement('input')
    result.current.input.current = field
    Object.defineProperty(field, 'value', { value: 'C:\\a.png', writable: true })
    act(() => result.current.choose(image('far too big')))
    expect(result.current.problem).toBe('Too big')
    expect(result.current.file).toBeNull()
    expect(result.current.preview).toBeNull()
    expect(field.value).toBe('')
  })

  it("works on the caller's file when controlled: the form keeps it and can clear it", () => {
    const { result } = renderHook(() => {
      const [file, setFile] = useState<File | null>(null)
      return { picked: usePickedImage(tooBig, { file, onFile: setFile }), file, setFile }
    })
    act(() => result.current.picked.choose(image('ok')))
    expect(result.current.file?.size).toBe(2)
    expect(result.current.picked.preview).toMatch(/^blob:/)
    act(() => result.current.setFile(null))
    expect(result.current.picked.file).toBeNull()
    expect(result.current.picked.preview).toBeNull()
  })
})
