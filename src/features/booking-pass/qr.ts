/**
 * A QR code as an SVG path, with no React: QrCode.tsx draws it (and the first paint draws the pass's
 * markup as React last rendered it, code included: lib/storage/frame-snapshot.ts).
 */
import { encode } from 'uqr'

/** Modules of light margin around the code: the quiet zone scanners need (4 in ISO/IEC 18004). */
const QUIET_ZONE = 4

/**
 * The dark modules of a QR matrix as one SVG path: each run of dark modules in
 * a row is one rectangle. Exported for its test.
 */
export function qrPath(matrix: readonly (readonly boolean[])[]): string {
  let d = ''
  matrix.forEach((row, y) => {
    let x = 0
    while (x < row.length) {
      if (!row[x]) {
        x++
        continue
      }
      const start = x
      while (x < row.length && row[x]) x++
      d += `M${start} ${y}h${x - start}v1h${start - x}z`
    }
  })
  return d
}

let last: { value: string; code: { size: number; path: string } } | undefined

/**
 * `value`'s code (medium error correction, so a creased or smudged printout still scans): its
 * width in modules and its path. The last one is remembered: a pass drawn again (a refresh, a
 * change of language) does not encode it again.
 */
export function qrCode(value: string): { size: number; path: string } {
  if (last?.value !== value) {
    const qr = encode(value, { ecc: 'M', border: QUIET_ZONE })
    last = { value, code: { size: qr.size, path: qrPath(qr.data) } }
  }
  return last.code
}
