import { describe, expect, test } from 'vitest'
import { createTtlCache } from './createTtlCache.ts'

function clock() {
  let nowMs = 1_000
  return { now: () => nowMs, advance: (ms: number) => (nowMs += ms) }
}

describe('createTtlCache', () => {
  test('answers a value until its lifetime ends', () => {
    const time = clock()
    const cache = createTtlCache<string>({ ttlMs: 100, now: time.now })
    cache.set('a', 'x')
    time.advance(99)
    expect(cache.get('a')).toBe('x')
    time.advance(1)
    expect(cache.get('a')).toBeUndefined()
  })

  test('a ttl of 0 keeps nothing', () => {
    const cache = createTtlCache<string>({ ttlMs: 0 })
    cache.set('a', 'x')
    expect(cache.get('a')).toBeUndefined()
  })

  test('when full, the oldest entry makes room', () => {
    const cache = createTtlCache<number>({ ttlMs: 1_000, maxEntries: 2 })
    cache.set('a', 1)
    cache.set('b', 2)
    cache.set('a', 3) // re-set: now the newest
    cache.set('c', 4)
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([3, undefined, 4])
  })
})
