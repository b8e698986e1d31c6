import { Suspense } from 'react'
import { Route, Switch, useLocation } from 'wouter'
import { Loading } from '../ui/Spinner'
import { NotFoundScreen, routes } from './routes'
import { ErrorBoundary } from './ErrorBoundary'

export function Router() {
  const [path] = useLocation()
  // A new path gets a fresh boundary, so one broken screen does not block the others.
  return (
    <ErrorBoundary key={path}>
      <Suspense fallback={<Loading />}>
        <Switch>
          {/* A route that needs an account or a role has its screen inside RequireAuth (routes.ts). */}
          {routes.map(({ path, screen: Screen }) => (
            <Route key={path} path={path}>
              <Screen />
            </Route>
          ))}
          <Route>
            <NotFoundScreen />
          </Route>
        </Switch>
      </Suspense>
    </ErrorBoundary>
  )
}
