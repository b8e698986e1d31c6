/**
 * index.html's first script, at the top of `<head>` (plugin.ts): on /cars it sends the suppliers'
 * call, the first of the two round trips before the first car (the search names every supplier).
 *
 * The first paint's script (inline.ts) runs only once the page is parsed, its markup built and its
 * 60 KB of script compiled: well after this one on a slow phone's cold visit (e2e/bench/README.md, 28 Nov).
 * Started here, the call is in the early calls' list (lib/api/early.ts), where the first paint
 * finds it (early-calls.ts withSuppliers, startCallOnce) and the app then takes its reply, as any
 * early call's. It reads only what that call's headers need (the XSRF cookie, as every early call does),
 * and sends nothing else, on any route.
 */
import { startEarlyCall } from '../../../lib/api/early'
import { allCompaniesRequest } from '../../../lib/api/requests'

try {
  // Not with the worker in control: it answers that call from its cache at once, and has sent the
  // search itself (sw/early-search.ts); a call from here would only cost the page's first parse.
  if (location.pathname === '/cars' && !navigator.serviceWorker?.controller) void startEarlyCall(allCompaniesRequest(), 'none')
} catch {
  // The first paint's script sends it instead.
}
