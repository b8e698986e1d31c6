import { useEffect, useState } from 'react'
import { getLocation } from '../../lib/api/locations'
import type { Language } from '../../lib/constants'

/** The name of a place outside the car's list (undefined: no such place to show; '' while unknown). */
export function useLocationName(id: string | undefined, language: Language): string | undefined {
  const [name, setName] = useState<{ id: string; name: string } | null>(null)
  useEffect(() => {
    if (!id) return
    const controller = new AbortController()
    getLocation(id, language, { signal: controller.signal }).then(
      (l) => setName({ id, name: l.name }),
      () => {},
    )
    return () => controller.abort()
  }, [id, language])
  if (!id) return undefined
  return name?.id === id ? name.name : ''
}
