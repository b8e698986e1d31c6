/** Call 67: a supplier's own policies, or the operator's for a named supplier. */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { config } from '../config'
import { isApiError } from './errors'
import { updateSupplierPolicies } from './policies'
import { reply, signIn, signOut, stubFetch } from './testing-fetch'

const POLICIES = { payLater: false, licenseRequired: true, minimumRentalDays: 3 }

afterEach(() => {
  signOut()
  vi.unstubAllGlobals()
})

describe('67 updateSupplierPolicies', () => {
  it('POSTs only the policies given (a supplier’s own: no _id) with the token, and returns those in force', async () => {
    signIn()
    const requests = stubFetch(reply(200, { ...POLICIES, _id: 'x', extra: 1 }))
    await expect(updateSupplierPolicies({ licenseRequired: true, minimumRentalDays: 3 })).resolves.toEqual(POLICIES)
    const [req] = requests
    expect(req.method).toBe('POST')
    expect(req.url).toBe(`${config.apiHost}/api/update-supplier-policies`)
    expect(req.headers.get('x-access-token')).toBe('T')
    expect(JSON.parse(req.body as string)).toEqual({ licenseRequired: true, minimumRentalDays: 3 })
  })

  it('names the supplier for the operator', async () => {
    signIn()
    const requests = stubFetch(reply(200, POLICIES))
    await updateSupplierPolicies({ payLater: false }, 'sup1')
    expect(JSON.parse(requests[0].body as string)).toEqual({ _id: 'sup1', payLater: false })
  })

  it('is not sent signed out, and reads 400 as a refusal', async () => {
    const requests = stubFetch(reply(400, 'minimumRentalDays must be 1-30'))
    expect(await updateSupplierPolicies({ minimumRentalDays: 3 }).catch((e: unknown) => isApiError(e, 'unauthorized'))).toBe(true)
    expect(requests).toHaveLength(0)
    signIn()
    expect(await updateSupplierPolicies({ minimumRentalDays: 31 }).catch((e: unknown) => isApiError(e, 'bad-request'))).toBe(true)
  })

  it('refuses a reply without the three policies', async () => {
    signIn()
    stubFetch(reply(200, { payLater: true }))
    expect(await updateSupplierPolicies({ payLater: true }).catch((e: unknown) => isApiError(e, 'malformed'))).toBe(true)
  })
})
