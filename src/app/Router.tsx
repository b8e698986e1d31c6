import { Suspense } from 'react'
import { Route, Switch, useLocation } from 'wouter'
import { Loading } from '../ui/Spinner'
import { RequireAuth } from './RequireAuth'
import { NotFoundScreen, routes } from './routes'
import { ErrorBoundary } from './ErrorBoundary'

export function Router() {
  const [path] = useLocation()
  // A new path gets a fresh boundary, so one broken screen does not block the others.
  return (
    <ErrorBoundary key={path}>
      <Suspense fallback={<Loading />}>
        <Switch>
          {routes.map(({ path, screen: Screen, auth, role }) => (
            <Route key={path} path={path}>
              {auth || role ? (
                <RequireAuth role={role} guestsWelcome={!auth}>
                  <Screen />
                </RequireAuth>
              ) : (
                <Screen />
              )}
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
