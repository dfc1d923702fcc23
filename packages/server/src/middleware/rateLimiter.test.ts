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

test('memory stays bounded: past maxKeys the oldest counter is dropped', async () => {
  const limiter = createMemoryRateLimiter(() => 0, { maxKeys: 100 })
  for (let i = 0; i < 10_000; i++) await limiter.hit(`client:${i}`, 1, 60_000)
  expect(limiter.size).toBe(100)
  // The newest 100 are still counted; the first ones start afresh.
  expect((await limiter.hit('client:9999', 1, 60_000)).allowed).toBe(false)
  expect((await limiter.hit('client:0', 1, 60_000)).allowed).toBe(true)
  expect(limiter.size).toBe(100)
})

test('a stale window is replaced, not kept next to the new one', async () => {
  let time = 0
  const limiter = createMemoryRateLimiter(() => time, { maxKeys: 10 })
  await limiter.hit('a', 5, 1_000)
  time = 5_000
  await limiter.hit('a', 5, 1_000)
  expect(limiter.size).toBe(1)
})
