/** Suppliers for the filters (row 28). */
import { peekData, requestData, type CallOptions } from './client'
import { supplierSchema, type Supplier } from './entities'
import { allCompaniesRequest } from './requests'
import { arr } from './schema'

/** Every supplier, by name. */
const suppliers = arr(supplierSchema)

export function getAllCompanies(opts?: CallOptions): Promise<Supplier[]> {
  return requestData({ name: 'getAllCompanies', ...allCompaniesRequest(), signal: opts?.signal }, suppliers)
}

/** Every supplier when the reply is already on the device (client.peekData); undefined otherwise. */
export function peekAllCompanies(): Supplier[] | undefined {
  return peekData({ name: 'getAllCompanies', ...allCompaniesRequest() }, suppliers)
}
