import { expect, test } from 'vitest'
import { createMemoryRelayStore } from './createMemoryRelayStore.ts'
import { messageId } from './state.ts'
import type { RelayMessage } from './types.ts'

const T0 = 1_700_000_000_000

function message(topic: string, text: string, ttlMs = 60_000, publisherId = 'dapp'): RelayMessage {
  return {
    topic,
    message: text,
    id: messageId(text),
    tag: 0,
    publishedAt: T0,
    expiresAt: T0 + ttlMs,
    publisherId,
  }
}

test('undelivered lists unexpired, unacknowledged messages oldest first, up to the limit', async () => {
  const store = createMemoryRelayStore()
  for (const text of ['a', 'b', 'c']) await store.put(message('t', text))
  await store.put(message('t', 'short', 1_000))
  await store.acknowledge('t', messageId('b'), 'wallet')
  const texts = async (limit: number, now = T0) =>
    (await store.undelivered('t', 'wallet', now, limit)).map((m) => m.message)
  expect(await texts(10)).toEqual(['a', 'c', 'short'])
  expect(await texts(1)).toEqual(['a'])
  expect(await texts(10, T0 + 1_000)).toEqual(['a', 'c'])
  expect(await store.undelivered('t', 'dapp', T0, 10)).toEqual([])
})

test('put answers duplicate for the same message on a topic, stored on another topic', async () => {
  const store = createMemoryRelayStore()
  expect(await store.put(message('t', 'a'))).toBe('stored')
  expect(await store.put(message('t', 'a'))).toBe('duplicate')
  expect(await store.put(message('u', 'a'))).toBe('stored')
})

test('put answers full over the per-topic and the total limits, and stores again once messages expire', async () => {
  const store = createMemoryRelayStore({ maxMessagesPerTopic: 2, maxStoredMessages: 3 })
  expect(await store.put(message('t', 'a', 1_000))).toBe('stored')
  expect(await store.put(message('t', 'b'))).toBe('stored')
  expect(await store.put(message('t', 'c'))).toBe('full')
  expect(await store.put(message('u', 'd'))).toBe('stored')
  expect(await store.put(message('v', 'e'))).toBe('full')
  const later = { ...message('t', 'c'), publishedAt: T0 + 1_000 }
  expect(await store.put(later)).toBe('stored')
})

test('purgeExpired drops expired messages and counts them', async () => {
  const store = createMemoryRelayStore()
  await store.put(message('t', 'a', 1_000))
  await store.put(message('u', 'b', 2_000))
  expect(await store.purgeExpired(T0 + 1_000)).toBe(1)
  expect(await store.purgeExpired(T0 + 1_000)).toBe(0)
  expect(await store.purgeExpired(T0 + 5_000)).toBe(1)
})

test('onMessage listeners hear stored messages only, until they unsubscribe', async () => {
  const store = createMemoryRelayStore()
  const heard: string[] = []
  const stop = store.onMessage((m) => heard.push(m.message))
  await store.put(message('t', 'a'))
  await store.put(message('t', 'a'))
  stop()
  await store.put(message('t', 'b'))
  expect(heard).toEqual(['a'])
})
