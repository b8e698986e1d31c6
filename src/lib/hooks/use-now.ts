import { useEffect, useState } from 'react'

/** The time now (ms since the epoch), read again every `everyMs`: for texts such as "5 minutes ago". */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), everyMs)
    return () => clearInterval(id)
  }, [everyMs])
  return now
}
