// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { LICENCE_MAX_BYTES } from '../../lib/api/licence'
import { licenceFileProblem, licenceTypeOf } from './licence-file'

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? Array.from(p, (c) => c.charCodeAt(0)) : p)))

const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF')
const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d])
const WEBP = bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ')
const PDF = bytes('%PDF-1.4\n%âãÏÓ')

describe('licenceTypeOf', () => {
  it('knows the four kinds by their first bytes', () => {
    expect(licenceTypeOf(JPEG)).toBe('image/jpeg')
    expect(licenceTypeOf(PNG)).toBe('image/png')
    expect(licenceTypeOf(WEBP)).toBe('image/webp')
    expect(licenceTypeOf(PDF)).toBe('application/pdf')
  })

  it('refuses anything else: GIF, a RIFF that is not WebP (a WAV), text, HTML, a truncated head', () => {
    expect(licenceTypeOf(bytes('GIF89a'))).toBeNull()
    expect(licenceTypeOf(bytes('RIFF', [0, 0, 0, 0], 'WAVE'))).toBeNull()
    expect(licenceTypeOf(bytes('hello'))).toBeNull()
    expect(licenceTypeOf(bytes('<html><script>'))).toBeNull()
    expect(licenceTypeOf(bytes([0x89, 0x50, 0x4e]))).toBeNull()
    expect(licenceTypeOf(new Uint8Array())).toBeNull()
  })
})

describe('licenceFileProblem', () => {
  it('accepts each kind whatever name or type the browser gave it', async () => {
    for (const head of [JPEG, PNG, WEBP, PDF]) {
      await expect(licenceFileProblem(new File([head], 'scan.bin', { type: 'application/octet-stream' }))).resolves.toBeNull()
    }
  })

  it('judges by content, not by name: a text file named .png is refused', async () => {
    await expect(licenceFileProblem(new File(['not a picture'], 'licence.png', { type: 'image/png' }))).resolves.toBe('not-a-licence-file')
  })

  it('says when nothing is chosen, or the file is empty', async () => {
    await expect(licenceFileProblem(null)).resolves.toBe('missing')
    await expect(licenceFileProblem(new File([], 'empty.pdf'))).resolves.toBe('empty')
  })

  it('takes 5 MB exactly and refuses one byte more', async () => {
    const at = new Uint8Array(LICENCE_MAX_BYTES)
    at.set(PDF)
    await expect(licenceFileProblem(new File([at], 'big.pdf'))).resolves.toBeNull()
    const over = new Uint8Array(LICENCE_MAX_BYTES + 1)
    over.set(PDF)
    await expect(licenceFileProblem(new File([over], 'huge.pdf'))).resolves.toBe('too-large')
  })
})
