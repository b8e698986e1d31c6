import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import type { Booking } from '../../lib/api/entities'
import type { HandoverKind } from '../../lib/api/handover'
import { flushSignedIn, keepAction } from '../pending-actions/queue'
import { dropTakenPhotos, keepTakenPhoto } from '../../lib/storage/handover-photos'
import { Button } from '../../ui/Button'
import { TextAreaField, TextField } from '../../ui/Field'
import { FuelLabel } from './FuelLabel'
import * as css from './handover.css'
import { FUEL_EIGHTHS, MAX_NOTES, MAX_PHOTOS, newClientId, readOdometer, type OdometerProblem } from './rules'
import { shrinkPhoto } from './shrink'

/** The sides of the car suggested in turn, one a photo. */
const SIDES: readonly MessageDescriptor[] = [
  msg`the front`,
  msg`the left side`,
  msg`the back`,
  msg`the right side`,
  msg`the dashboard (odometer and fuel)`,
  msg`the inside`,
  msg`the boot`,
  msg`any damage`,
]

interface Photo {
  id: string
  url: string
}

export interface HandoverFormProps {
  booking: Booking
  userId: string
  kind: HandoverKind
  /** Kept on the device and on its way: the form closes. */
  onKept: () => void
  onCancel: () => void
}

/** The check's form, phone first: odometer (numeric keypad), fuel in eighths (one tap), up to 8 photos shrunk on the device, notes. */
export function HandoverForm({ booking, userId, kind, onKept, onCancel }: HandoverFormProps) {
  const { t, i18n } = useLingui()
  const id = useId()
  const pickupOdometer = kind === 'return' ? booking.handover?.pickup?.odometer : undefined
  const [odometer, setOdometer] = useState('')
  const [fuel, setFuel] = useState<number | null>(null)
  const [notes, setNotes] = useState('')
  const [photos, setPhotos] = useState<Photo[]>([])
  const [busyPhotos, setBusyPhotos] = useState(false)
  const [photoError, setPhotoError] = useState<string | null>(null)
  const [errors, setErrors] = useState<{ odometer?: string; fuel?: string; form?: string }>({})
  const [saving, setSaving] = useState(false)
  const kept = useRef(false)
  const photosRef = useRef<Photo[]>([])
  photosRef.current = photos

  // Thumbnails' URLs go with the form; photos of a form left unsent go from the device too.
  useEffect(
    () => () => {
      for (const p of photosRef.current) URL.revokeObjectURL(p.url)
      if (!kept.current && photosRef.current.length)
        void dropTakenPhotos(
          userId,
          photosRef.current.map((p) => p.id),
        )
    },
    [userId],
  )

  const nextSide = photos.length < MAX_PHOTOS ? i18n._(SIDES[photos.length]) : null

  async function addPhotos(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])]
    event.target.value = ''
    if (!files.length) return
    setPhotoError(null)
    setBusyPhotos(true)
    try {
      const room = MAX_PHOTOS - photosRef.current.length
      if (files.length > room) setPhotoError(t`At most ${MAX_PHOTOS} photos: the first ${room} were added.`)
      for (const file of files.slice(0, room)) {
        let blob: Blob
        try {
          blob = await shrinkPhoto(file)
        } catch {
          setPhotoError(t`This file is not a picture the app can read. Take the photo again.`)
          continue
        }
        const photoId = newClientId()
        // Kept on the device at once: a reload or a closed tab loses nothing.
        await keepTakenPhoto(userId, photoId, blob)
        const photo = { id: photoId, url: URL.createObjectURL(blob) }
        setPhotos((list) => [...list, photo])
      }
    } catch {
      setPhotoError(t`The photo could not be kept on this device (its storage may be full).`)
    } finally {
      setBusyPhotos(false)
    }
  }

  function removePhoto(photo: Photo) {
    URL.revokeObjectURL(photo.url)
    setPhotos((list) => list.filter((p) => p.id !== photo.id))
    void dropTakenPhotos(userId, [photo.id])
  }

  function odometerText(problem: OdometerProblem): string {
    switch (problem) {
      case 'missing':
        return t`Type the odometer reading.`
      case 'not-a-number':
        return t`Type the kilometres as digits only.`
      case 'too-large':
        return t`That reading is too large (at most 2,000,000 km).`
      default: {
        const km = pickupOdometer ?? 0
        return t`At return the odometer is at least the pick-up's reading (${km} km).`
      }
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const read = readOdometer(odometer, pickupOdometer)
    const next: typeof errors = {}
    if ('problem' in read) next.odometer = odometerText(read.problem)
    if (fuel === null) next.fuel = t`Choose how full the tank is.`
    setErrors(next)
    if (next.odometer || next.fuel || !('km' in read) || fuel === null) return
    setSaving(true)
    try {
      await keepAction(userId, 'handover', {
        bookingId: booking._id,
        kind,
        record: { clientId: newClientId(), at: new Date().toISOString(), odometer: read.km, fuel, notes: notes.trim() },
        photos: photos.map((p) => p.id),
        label: booking.car.name,
      })
      kept.current = true
      onKept()
      if (navigator.onLine) void flushSignedIn({ force: true })
    } catch {
      setErrors({ form: t`The check could not be kept on this device (its storage may be full). Nothing was sent.` })
    } finally {
      setSaving(false)
    }
  }

  const title = kind === 'pickup' ? t`Pick-up check` : t`Return check`
  return (
    <form className={css.form} onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${id}-title`} data-testid="handover-form">
      <h3 id={`${id}-title`} className={css.subheading}>
        {title}
      </h3>
      <TextField
        label={<Trans>Odometer (km)</Trans>}
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        enterKeyHint="next"
        value={odometer}
        onChange={(e) => setOdometer(e.target.value)}
        error={errors.odometer}
        hint={pickupOdometer !== undefined ? t`At pick-up: ${pickupOdometer} km` : undefined}
        name="odometer"
      />
      <fieldset className={css.fieldset} aria-describedby={errors.fuel ? `${id}-fuel-error` : undefined}>
        <legend>
          <Trans>Fuel (eighths of a tank)</Trans>
        </legend>
        <div className={css.fuelGroup}>
          {FUEL_EIGHTHS.map((eighths) => (
            <label key={eighths} className={css.fuelOption}>
              <input
                className={css.fuelInput}
                type="radio"
                name={`${id}-fuel`}
                value={eighths}
                checked={fuel === eighths}
                onChange={() => setFuel(eighths)}
              />
              <FuelLabel eighths={eighths} />
            </label>
          ))}
        </div>
        <p id={`${id}-fuel-error`} className={css.error} role="alert">
          {errors.fuel}
        </p>
      </fieldset>
      <fieldset className={css.fieldset}>
        <legend>
          <Trans>
            Photos ({photos.length} of {MAX_PHOTOS})
          </Trans>
        </legend>
        {nextSide && (
          <p className={css.muted} id={`${id}-side`}>
            <Trans>Next: {nextSide}</Trans>
          </p>
        )}
        {photos.length > 0 && (
          <ul className={css.thumbs} aria-label={t`Photos taken`}>
            {photos.map((p, i) => (
              <li key={p.id} className={css.thumb}>
                <img className={css.thumbImage} src={p.url} alt={i18n._(SIDES[i] ?? msg`any damage`)} data-testid="handover-thumb" />
                <Button small variant="secondary" onClick={() => removePhoto(p)} aria-label={t`Remove photo ${i + 1}`}>
                  <Trans>Remove</Trans>
                </Button>
              </li>
            ))}
          </ul>
        )}
        {nextSide && (
          <div className={css.photoButtons}>
            <label className={css.fileLabel}>
              <input
                className={css.fileInput}
                type="file"
                accept="image/*"
                capture="environment"
                onChange={(e) => void addPhotos(e)}
                aria-describedby={`${id}-side`}
                disabled={busyPhotos}
                data-testid="handover-camera"
              />
              <Trans>Take a photo</Trans>
            </label>
            <label className={css.fileLabel}>
              <input
                className={css.fileInput}
                type="file"
                accept="image/jpeg,image/png,image/webp,image/heic"
                multiple
                onChange={(e) => void addPhotos(e)}
                disabled={busyPhotos}
                data-testid="handover-gallery"
              />
              <Trans>From the gallery</Trans>
            </label>
          </div>
        )}
        {busyPhotos && (
          <p className={css.muted} role="status">
            <Trans>Preparing the photo…</Trans>
          </p>
        )}
        {photoError && (
          <p className={css.error} role="alert">
            {photoError}
          </p>
        )}
      </fieldset>
      <TextAreaField
        label={<Trans>Notes (damage, missing items)</Trans>}
        value={notes}
        maxLength={MAX_NOTES}
        rows={3}
        onChange={(e) => setNotes(e.target.value)}
        name="notes"
      />
      {errors.form && (
        <p className={css.error} role="alert">
          {errors.form}
        </p>
      )}
      <div className={css.actions}>
        <Button type="submit" busy={saving} disabled={busyPhotos}>
          <Trans>Save the check</Trans>
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  )
}
