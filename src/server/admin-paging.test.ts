// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { byName, firstInOrder, foldText, pagedByNumberDesc, pagedInOrder, withNameKey } from './validate.ts'

/** The paging helpers the operator's long lists use (calls 22, 47, 58). */

describe('firstInOrder and pagedInOrder', () => {
  it('give the same first items as a full sort, for any k, with ties and presorted input', () => {
    let seed = 7
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647
    const lists = [
      Array.from({ length: 1000 }, (_, i) => ({ t: Math.floor(random() * 300), id: i })),
      Array.from({ length: 1000 }, (_, i) => ({ t: i, id: i })),
      Array.from({ length: 1000 }, (_, i) => ({ t: 1000 - i, id: i })),
    ]
    const compare = (a: { t: number; id: number }, b: { t: number; id: number }) => b.t - a.t || a.id - b.id
    for (const list of lists) {
      const sorted = [...list].sort(compare)
      for (const k of [0, 1, 10, 50, 124, 125, 999, 1000, 1500]) {
        expect(firstInOrder([...list], k, compare)).toEqual(sorted.slice(0, k))
      }
      for (const [page, size] of [
        [1, 10],
        [3, 7],
        [20, 50],
        [21, 50],
      ]) {
        const [reply] = pagedInOrder([...list], { page, size }, compare, (x) => x.id)
        expect(reply.resultData).toEqual(sorted.slice((page - 1) * size, page * size).map((x) => x.id))
        expect(reply.pageInfo).toEqual([{ totalRecords: 1000 }])
      }
    }
    expect(pagedInOrder([], { page: 1, size: 10 }, compare, (x) => x)).toEqual([{ resultData: [], pageInfo: [] }])
  })

  it('pagedByNumberDesc gives every page of a full sort by number, greatest first, ties in order', () => {
    let seed = 11
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647
    const list = Array.from({ length: 777 }, (_, i) => ({ t: Math.floor(random() * 50), id: i }))
    const tie = (a: { id: number }, b: { id: number }) => b.id - a.id
    const sorted = [...list].sort((a, b) => b.t - a.t || tie(a, b))
    for (const size of [1, 7, 50, 777, 1000]) {
      for (let page = 1; (page - 1) * size <= 800; page++) {
        const [reply] = pagedByNumberDesc(
          list,
          { page, size },
          (x) => x.t,
          tie,
          (x) => x.id,
        )
        expect(reply.resultData).toEqual(sorted.slice((page - 1) * size, page * size).map((x) => x.id))
        expect(reply.pageInfo).toEqual([{ totalRecords: 777 }])
      }
    }
    expect(
      pagedByNumberDesc(
        [],
        { page: 1, size: 5 },
        () => 0,
        tie,
        (x) => x,
      ),
    ).toEqual([{ resultData: [], pageInfo: [] }])
  })

  it('orders names ignoring case and accents, then by id', () => {
    const people = [
      { _id: 'b', fullName: 'Łukasz Zieliński' },
      { _id: 'a', fullName: 'lukasz zielinski' },
      { _id: 'c', fullName: 'Anna Nowak' },
      { _id: 'd', fullName: 'Émile Durand' },
    ]
    expect(firstInOrder(people.map(withNameKey), 4, byName).map((x) => x.item._id)).toEqual(['c', 'd', 'a', 'b'])
    expect(foldText('ŁÓDŹ Straße Øresund')).toBe('lodz strasse oresund')
  })
})
