/**
 * The device's check of a licence file before anything is sent: its kind by the first bytes of
 * its content (not its name or the type the browser guesses), and its size. The server checks
 * again (calls 62 and 64).
 */
import { LICENCE_MAX_BYTES, type LicenceType } from '../../lib/api/licence'

export type LicenceFileProblem = 'missing' | 'empty' | 'too-large' | 'not-a-licence-file'

const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0))

function startsWith(bytes: Uint8Array, prefix: readonly number[], at = 0): boolean {
  return prefix.every((b, i) => bytes[at + i] === b)
}

/** The licence kind these first bytes are (JPEG, PNG, WebP, PDF), or null. 12 bytes are enough. */
export function licenceTypeOf(head: Uint8Array): LicenceType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'image/webp'
  if (startsWith(head, ascii('%PDF-'))) return 'application/pdf'
  return null
}

async function headOf(file: Blob): Promise<Uint8Array> {
  const slice = file.slice(0, 12)
  // jsdom's Blob has no arrayBuffer before Node 20's; FileReader is everywhere.
  if (typeof slice.arrayBuffer === 'function') return new Uint8Array(await slice.arrayBuffer())
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer))
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'))
    reader.readAsArrayBuffer(slice)
  })
}

/** Why this file cannot be a licence, or null when it can (size first: a huge file is not read). */
export async function licenceFileProblem(file: Blob | null | undefined): Promise<LicenceFileProblem | null> {
  if (!file) return 'missing'
  if (file.size === 0) return 'empty'
  if (file.size > LICENCE_MAX_BYTES) return 'too-large'
  try {
    return licenceTypeOf(await headOf(file)) ? null : 'not-a-licence-file'
  } catch {
    return 'not-a-licence-file'
  }
}
