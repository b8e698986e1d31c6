import type { Hono } from 'hono'
import type { AppEnv, Deps } from '../context.ts'
import { adminLocationRoutes } from './admin-locations.ts'
import { adminSupplierRoutes } from './admin-suppliers.ts'
import { adminUserRoutes } from './admin-users.ts'

/** The operator corner (calls 45–59); the operator on the other calls is handled where those calls live. */
export function adminRoutes(api: Hono<AppEnv>, deps: Deps): void {
  adminSupplierRoutes(api, deps)
  adminLocationRoutes(api, deps)
  adminUserRoutes(api, deps)
}
