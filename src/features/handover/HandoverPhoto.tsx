import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { fetchHandoverPhoto } from '../../lib/api/handover'
import { keepSeenPhoto, seenPhoto, takenPhoto } from '../../lib/storage/handover-photos'
import * as css from './handover.css'

type Source = { bookingId: string; name: string } | { takenId: string }

/**
 * One photo of a record: a name of call 79 (read with the token, never cached by the worker; the
 * copy last seen is kept on the device to show it offline), or a photo taken here not sent yet.
 */
export function HandoverPhoto({ userId, source, alt }: { userId: string; source: Source; alt: string }) {
  const { t } = useLingui()
  const [url, setUrl] = useState<string | null>(null)
  const [missing, setMissing] = useState(false)
  const key = 'takenId' in source ? source.takenId : `${source.bookingId}/${source.name}`
  useEffect(() => {
    let alive = true
    let objectUrl: string | null = null
    const show = (blob: Blob | null) => {
      if (!alive) return
      if (!blob) return setMissing(true)
      objectUrl = URL.createObjectURL(blob)
      setUrl(objectUrl)
    }
    async function load(): Promise<Blob | null> {
      if ('takenId' in source) return (await takenPhoto(userId, source.takenId))?.blob ?? null
      // A photo's name never names other bytes: the copy last seen is as good as a new read.
      const seen = await seenPhoto(userId, source.bookingId, source.name).catch(() => null)
      if (seen) return seen
      const blob = await fetchHandoverPhoto(source.bookingId, source.name)
      if (blob) await keepSeenPhoto(userId, source.bookingId, source.name, blob).catch(() => {})
      return blob
    }
    load().then(show, () => alive && setMissing(true))
    return () => {
      alive = false
      if (objectUrl) URL.revokeObjectURL(objectUrl)
    }
    // The source is named by `key`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId, key])
  if (url) return <img className={css.thumbImage} src={url} alt={alt} data-testid="handover-photo" />
  return (
    <span
      className={css.thumbImage}
      role="img"
      aria-label={missing ? t`${alt}: not available offline` : alt}
      style={{ display: 'grid', placeItems: 'center' }}
    >
      {missing ? '–' : '…'}
    </span>
  )
}
