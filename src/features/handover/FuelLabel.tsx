import { Trans } from '@lingui/react/macro'

/** A fuel level in eighths, as a person reads a gauge: empty, 1/8 … 7/8, full. */
export function FuelLabel({ eighths }: { eighths: number }) {
  if (eighths === 0) return <Trans>Empty</Trans>
  if (eighths === 8) return <Trans>Full</Trans>
  return <>{eighths}/8</>
}
