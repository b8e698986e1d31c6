import { encode } from 'uqr'
import { useMemo } from 'react'
import * as css from './pass.css'

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

/**
 * A QR code drawn on the device (uqr builds the matrix, React draws it as SVG):
 * no network, no third party, no injected markup. Medium error correction, so
 * a creased or smudged printout still scans.
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const { size, path } = useMemo(() => {
    const qr = encode(value, { ecc: 'M', border: QUIET_ZONE })
    return { size: qr.size, path: qrPath(qr.data) }
  }, [value])
  return (
    <svg className={css.qr} viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} shapeRendering="crispEdges" data-testid="pass-qr">
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  )
}
