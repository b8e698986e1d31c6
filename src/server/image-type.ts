/**
 * What an uploaded file is, by its first bytes, never by the type the client claimed:
 * JPEG, PNG, WebP or GIF (car pictures: the first three only, as the contract says), or PDF
 * (driving licences only, `sniffLicense`). Anything else, SVG above all (it can carry script),
 * is not an image here.
 */
export function sniffImage(
  bytes: Uint8Array,
  accept: readonly string[] = ['jpg', 'png', 'webp', 'gif'],
): { contentType: string; extension: string } | null {
  const kind = detect(bytes)
  return kind && accept.includes(kind.extension) ? kind : null
}

/** A driving licence (calls 62, 64): a JPEG, PNG or WebP picture or a PDF, by its content. */
export function sniffLicense(bytes: Uint8Array): { contentType: string; extension: string } | null {
  return sniffImage(bytes, ['jpg', 'png', 'webp', 'pdf'])
}

function detect(bytes: Uint8Array): { contentType: string; extension: string } | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b)
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to))
  if (starts(0xff, 0xd8, 0xff)) return { contentType: 'image/jpeg', extension: 'jpg' }
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return { contentType: 'image/png', extension: 'png' }
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return { contentType: 'image/webp', extension: 'webp' }
  if (bytes.length >= 6 && (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a')) return { contentType: 'image/gif', extension: 'gif' }
  // "%PDF-" then a version digit; never accepted where an image is wanted (the default list).
  if (bytes.length >= 8 && ascii(0, 5) === '%PDF-' && /\d/.test(ascii(5, 6))) return { contentType: 'application/pdf', extension: 'pdf' }
  return null
}
