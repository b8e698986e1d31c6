/** Suppliers for the filters (row 28). */
import { requestData, type CallOptions } from './client'
import { supplierSchema, type Supplier } from './entities'
import { allCompaniesRequest } from './requests'
import { arr } from './schema'

/** Every supplier, by name. */
export function getAllCompanies(opts?: CallOptions): Promise<Supplier[]> {
  return requestData({ name: 'getAllCompanies', ...allCompaniesRequest(), signal: opts?.signal }, arr(supplierSchema))
}
