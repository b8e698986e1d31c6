import { t } from '@lingui/core/macro'
import { LICENCE_MAX_BYTES } from '../../lib/api/licence'
import type { LicenceFileProblem } from './licence-file'

/** What is wrong with a chosen licence file, in the active language. */
export function licenceProblemText(problem: LicenceFileProblem): string {
  switch (problem) {
    case 'missing':
      return t`Choose a photo or a PDF of your driving licence.`
    case 'empty':
      return t`The file is empty.`
    case 'too-large': {
      const megabytes = Math.round(LICENCE_MAX_BYTES / (1024 * 1024))
      return t`The file is too large: at most ${megabytes} MB.`
    }
    case 'not-a-licence-file':
      return t`This file is not a photo or a PDF. Choose a JPEG, PNG, WebP or PDF file.`
  }
}

/** The accept attribute of a licence file field (the device and the server check the content anyway). */
export const LICENCE_ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf,.jpg,.jpeg,.png,.webp,.pdf'
