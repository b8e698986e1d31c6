// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { syncUserLanguage, type LanguageSyncDeps } from './startup'
import type { StoredUser } from '../../lib/storage/user'

const user: StoredUser = {
  id: 'u1',
  email: 'a@b.c',
  fullName: 'A',
  language: 'pl',
  enableEmailNotifications: true,
  accessToken: 'T',
  blacklisted: false,
}

function deps(over: Partial<LanguageSyncDeps> = {}): LanguageSyncDeps {
  return {
    user,
    validateAccessToken: vi.fn(async () => true),
    updateLanguage: vi.fn(async () => true),
    patchUser: vi.fn(),
    showError: vi.fn(),
    ...over,
  }
}

describe('syncUserLanguage (spec, section 4, step 3)', () => {
  it('does nothing without a stored user', async () => {
    const d = deps({ user: null })
    expect(await syncUserLanguage('fr', d)).toBe('unchanged')
    expect(d.validateAccessToken).not.toHaveBeenCalled()
  })

  it('does nothing when the chosen language is the user language', async () => {
    const d = deps()
    expect(await syncUserLanguage('pl', d)).toBe('unchanged')
    expect(d.validateAccessToken).not.toHaveBeenCalled()
  })

  it('validates the session, then updates the language and bc-user', async () => {
    const d = deps()
    expect(await syncUserLanguage('fr', d)).toBe('updated')
    expect(d.validateAccessToken).toHaveBeenCalledOnce()
    expect(d.updateLanguage).toHaveBeenCalledWith('u1', 'fr')
    expect(d.patchUser).toHaveBeenCalledWith({ language: 'fr' })
    expect(d.showError).not.toHaveBeenCalled()
  })

  it('shows the error when the session is not valid, without updating', async () => {
    const d = deps({ validateAccessToken: vi.fn(async () => false) })
    expect(await syncUserLanguage('fr', d)).toBe('failed')
    expect(d.updateLanguage).not.toHaveBeenCalled()
    expect(d.showError).toHaveBeenCalledOnce()
  })

  it('shows the error when the update is refused', async () => {
    const d = deps({ updateLanguage: vi.fn(async () => false) })
    expect(await syncUserLanguage('en', d)).toBe('failed')
    expect(d.patchUser).not.toHaveBeenCalled()
    expect(d.showError).toHaveBeenCalledOnce()
  })

  it('shows the error when a call fails', async () => {
    const d = deps({ validateAccessToken: vi.fn(async () => Promise.reject(new Error('offline'))) })
    expect(await syncUserLanguage('en', d)).toBe('failed')
    expect(d.showError).toHaveBeenCalledOnce()
  })
})
