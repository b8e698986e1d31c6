/** Suppliers for the filters (row 28). */
import { peekData, requestData, type CallOptions } from './client'
import { supplierSchema, type Supplier } from './entities'
import { allCompaniesRequest } from './requests'
import { arr } from './schema'

const suppliers = arr(supplierSchema)
const allCompaniesCall = () => ({ name: 'getAllCompanies', ...allCompaniesRequest() }) as const

/** Every supplier, by name. */
export function getAllCompanies(opts?: CallOptions): Promise<Supplier[]> {
  return requestData({ ...allCompaniesCall(), signal: opts?.signal }, suppliers)
}

/** Every supplier when the reply is already on the device (client.peekData); undefined otherwise. */
export function peekAllCompanies(): Supplier[] | undefined {
  return peekData(allCompaniesCall(), suppliers)
}
