import { expect, test } from 'vitest'
import { createMemoryStorage } from '../storage/createStorage.ts'
import { createCache } from './createCache.ts'

test('an entry is fresh within its lifetime and deleted on read when stale', () => {
  let time = 1_000
  const storage = createMemoryStorage()
  const cache = createCache<string>(storage, 'c', 30_000, () => time)
  cache.set('0xABC', '1.5')
  time += 29_999
  expect(cache.get('0xabc')).toBe('1.5')
  time += 1
  expect(cache.get('0xabc')).toBeUndefined()
  expect(storage.getItem('c')).toBeNull()
})

test('a corrupt cache entry reads as empty', () => {
  const storage = createMemoryStorage({ c: '{oops' })
  expect(createCache(storage, 'c', 1_000).get('x')).toBeUndefined()
})
