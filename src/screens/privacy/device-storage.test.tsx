/** The privacy page states what the app really keeps: every storage name of the code, and only those. */
import { cleanup } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { CACHES, PERSONAL_CACHES } from '../../lib/storage/cache-names'
import * as keys from '../../lib/storage/keys'
import { PUSH_OFFER_KEY } from '../../lib/storage/push-names'
import { renderWithI18n } from '../../test/i18n'
import { DEVICE_STORAGE } from './device-storage'
import PrivacyScreen from './PrivacyScreen'

/** Every name keys.ts and cache-names.ts export (strings, and the databases of IDB), and push-names.ts' key (issue 50). */
function storageNames(): string[] {
  const names: string[] = []
  for (const value of Object.values(keys)) {
    if (typeof value === 'string') names.push(value)
    else for (const store of Object.values(value)) names.push(store.db)
  }
  return [...names, ...Object.values(CACHES), PUSH_OFFER_KEY]
}

/** A listed name without its "…" (a prefix). */
const bare = (listed: string) => listed.replace(/-?…$/, '')

afterEach(cleanup)

describe('the privacy page’s list of what this device keeps', () => {
  it('names every key, database, cache and channel of the code, and nothing else', () => {
    const listed = DEVICE_STORAGE.flatMap((item) => item.names.map(bare))
    expect([...listed].sort()).toEqual([...new Set(storageNames())].sort())
  })

  it('calls personal exactly what sign-out removes among the caches', () => {
    for (const item of DEVICE_STORAGE) {
      for (const name of item.names) {
        if (Object.values(CACHES).includes(name as never) && name !== CACHES.precachePrefix) {
          expect(item.personal, name).toBe(PERSONAL_CACHES.includes(name))
        }
      }
    }
  })

  it.each(['pl', 'fr', 'en'] as const)('shows each name on the page in %s', async (language) => {
    const { getByTestId } = await renderWithI18n(<PrivacyScreen />, language)
    const text = getByTestId('device-storage').textContent ?? ''
    for (const name of storageNames()) expect(text).toContain(name)
  })
})
