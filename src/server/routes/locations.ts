import type { Hono } from 'hono'
import { languageParam, noContent, type AppEnv, type Deps } from '../context.ts'
import { namedLocation } from '../views.ts'
import { containsIgnoreCase, keyword as searchText, pageParams, paged } from '../validate.ts'

export function locationRoutes(api: Hono<AppEnv>, _deps: Deps): void {
  api.get('/locations/:page/:size/:language', async (c) => {
    const paging = pageParams(c)
    const language = languageParam(c)
    const keyword = searchText(c.req.query('s'))
    // Places are few (an operator adds them by hand; every view reads them all): sorted here, by the language's rules.
    const list = (await c.var.repo.locations.all())
      .map((l) => namedLocation(l, language))
      .filter((l) => containsIgnoreCase(l.name, keyword))
      .sort((a, b) => a.name.localeCompare(b.name, language))
    return c.json(paged(list, paging))
  })

  api.get('/location/:id/:language', async (c) => {
    const language = languageParam(c)
    const location = await c.var.repo.locations.get(c.req.param('id'))
    return location ? c.json(namedLocation(location, language)) : noContent(c)
  })
}
