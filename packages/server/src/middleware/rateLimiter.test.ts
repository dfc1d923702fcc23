import { expect, test } from 'vitest'
import { createMemoryRateLimiter, type RateLimitResult } from './rateLimiter.ts'

test('allows up to the limit per window, then refuses until the next window', async () => {
  let time = 60_000 * 10 + 5_000
  const limiter = createMemoryRateLimiter(() => time)
  const results: RateLimitResult[] = []
  for (let i = 0; i < 4; i++) results.push(await limiter.hit('p', 3, 60_000))
  expect(results.map((r) => r.allowed)).toEqual([true, true, true, false])
  expect(results[0]).toMatchObject({ remaining: 2, resetMs: 55_000 })
  time += 55_000
  expect((await limiter.hit('p', 3, 60_000)).allowed).toBe(true)
})

test('keys count separately', async () => {
  const limiter = createMemoryRateLimiter(() => 0)
  expect((await limiter.hit('a', 1, 1_000)).allowed).toBe(true)
  expect((await limiter.hit('a', 1, 1_000)).allowed).toBe(false)
  expect((await limiter.hit('b', 1, 1_000)).allowed).toBe(true)
})
