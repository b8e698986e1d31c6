import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { Car } from '../../lib/api/entities'
import { getUser } from '../../lib/api/users'
import { useResource } from '../../lib/data/use-resource'
import type { StoredUser } from '../../lib/storage/user'
import { loadLicenceUpload, saveLicenceUpload, type LicenceUpload } from './booking-licence-draft'

/**
 * Whether the booking form must ask for a licence, and the upload made for it. A supplier that
 * requires one (Supplier.licenseRequired) gets it from the driver's licence on file (User.license,
 * call 11) or from an upload of call 62 sent with the booking; a guest always uploads one.
 */
export function useBookingLicence(car: Car, user: StoredUser | null) {
  const { t } = useLingui()
  const required = car.company.licenseRequired === true
  const profile = useResource(required && user ? ['user', user.id] : null, (signal) => getUser(user!.id, { signal }))
  const [upload, setUploadState] = useState<LicenceUpload | null>(loadLicenceUpload)
  const [error, setError] = useState<string | null>(null)
  // A signed-in driver whose profile cannot be read yet is not asked while it loads; a failed read asks (an upload is harmless).
  const onFile = user ? (profile.data ? Boolean(profile.data.license) : profile.error != null ? false : null) : false
  const needed = required && onFile === false

  function setUpload(next: LicenceUpload | null) {
    setUploadState(next)
    saveLicenceUpload(next)
    if (next) setError(null)
  }

  /** At submit: true (and the field says so) when the licence is needed and none is uploaded. */
  function missing(): boolean {
    if (!needed || upload) return false
    setError(t`This supplier requires a driving licence: upload a photo or a PDF of yours.`)
    return true
  }

  /** The booking is made: the upload became the driver's licence. */
  function booked() {
    setUploadState(null)
    saveLicenceUpload(null)
  }

  return { required, needed, onFile, upload, setUpload, error, setError, missing, booked, licence: needed ? upload?.name : undefined }
}
