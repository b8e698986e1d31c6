import { useMemo } from 'react'
import { qrCode } from './qr'
import * as css from './pass.css'

/**
 * A QR code drawn on the device (uqr builds the matrix, React draws it as SVG):
 * no network, no third party, no injected markup. Medium error correction, so
 * a creased or smudged printout still scans (qr.ts).
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const { size, path } = useMemo(() => qrCode(value), [value])
  return (
    <svg className={css.qr} viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} shapeRendering="crispEdges" data-testid="pass-qr">
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  )
}
