import type { Hono } from 'hono'
import { languageParam, noContent, type AppEnv, type Deps } from '../context.ts'
import { namedLocation } from '../views.ts'
import { containsIgnoreCase, keyword as searchText, pageParams, paged } from '../validate.ts'

export function locationRoutes(api: Hono<AppEnv>, deps: Deps): void {
  const { store } = deps

  api.get('/locations/:page/:size/:language', (c) => {
    const paging = pageParams(c)
    const language = languageParam(c)
    const keyword = searchText(c.req.query('s'))
    const list = [...store.locations.values()]
      .map((l) => namedLocation(l, language))
      .filter((l) => containsIgnoreCase(l.name, keyword))
      .sort((a, b) => a.name.localeCompare(b.name, language))
    return c.json(paged(list, paging))
  })

  api.get('/location/:id/:language', (c) => {
    const language = languageParam(c)
    const location = store.locations.get(c.req.param('id'))
    return location ? c.json(namedLocation(location, language)) : noContent(c)
  })
}
