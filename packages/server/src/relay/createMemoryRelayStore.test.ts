import { expect, test } from 'vitest'
import { RELAY_MESSAGE_OVERHEAD_BYTES } from './constants.ts'
import { countedBytes, createMemoryRelayStore } from './createMemoryRelayStore.ts'
import { messageId } from './state.ts'
import type { RelayMessage } from './types.ts'

const T0 = 1_700_000_000_000

function message(
  topic: string,
  text: string,
  ttlMs = 60_000,
  publisherId = 'dapp',
  publisherIp = '127.0.0.1',
): RelayMessage {
  return {
    topic,
    message: text,
    id: messageId(text),
    tag: 0,
    publishedAt: T0,
    expiresAt: T0 + ttlMs,
    publisherId,
    publisherIp,
  }
}

/** A message of `kib` KiB (counted: plus the per-message overhead). */
function sized(topic: string, label: string, kib: number, publisherId: string, ip = '10.0.0.1') {
  return message(topic, label.padEnd(kib * 1024, '.'), 60_000, publisherId, ip)
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

test('put answers topic_full over the per-topic limit, and stores again once messages expire', async () => {
  const store = createMemoryRelayStore({ maxMessagesPerTopic: 2 })
  expect(await store.put(message('t', 'a', 1_000))).toBe('stored')
  expect(await store.put(message('t', 'b'))).toBe('stored')
  expect(await store.put(message('t', 'c'))).toBe('topic_full')
  expect(await store.put(message('u', 'd'))).toBe('stored')
  const later = { ...message('t', 'c'), publishedAt: T0 + 1_000 }
  expect(await store.put(later)).toBe('stored')
})

test('a message counts its UTF-8 bytes, its attestation and the per-message overhead', () => {
  const withAttestation = { ...message('t', 'é'.repeat(10)), attestation: 'jwt' }
  expect(countedBytes(withAttestation)).toBe(20 + 3 + RELAY_MESSAGE_OVERHEAD_BYTES)
})

test('a client over its bytes gets client_quota; other clients still store', async () => {
  const store = createMemoryRelayStore({ maxStoredBytesPerClient: 11 * 1024 })
  for (const label of ['a', 'b', 'c']) {
    expect(await store.put(sized('t', label, 3, 'flooder'))).toBe('stored')
  }
  expect(await store.put(sized('t', 'd', 3, 'flooder'))).toBe('client_quota')
  expect(await store.put(sized('t', 'e', 3, 'flooder', '10.0.0.2'))).toBe('client_quota')
  expect(await store.put(sized('t', 'f', 3, 'wallet'))).toBe('stored')
  expect(store.clientBytes('flooder')).toBe(3 * (3 * 1024 + RELAY_MESSAGE_OVERHEAD_BYTES))
})

test('an address over its bytes refuses its heaviest client and evicts that one for the others', async () => {
  const store = createMemoryRelayStore({ maxStoredBytesPerIp: 20 * 1024 })
  for (const label of ['a', 'b', 'c', 'd']) {
    expect(await store.put(sized('t', label, 4, 'heavy'))).toBe('stored')
  }
  expect(await store.put(sized('t', 'e', 4, 'heavy'))).toBe('ip_quota')
  // A lighter client of the same address: the heavy one's oldest message makes room.
  expect(await store.put(sized('u', 'f', 4, 'light'))).toBe('stored')
  expect((await store.undelivered('t', 'reader', T0, 10)).map((m) => m.message[0])).toEqual([
    'b',
    'c',
    'd',
  ])
  // Another address has its own share.
  expect(await store.put(sized('v', 'g', 4, 'heavy', '10.0.0.9'))).toBe('stored')
  expect(store.usage().bytes).toBe(5 * (4 * 1024 + RELAY_MESSAGE_OVERHEAD_BYTES))
})

test('a full store refuses the client holding the most and evicts its oldest for everyone else', async () => {
  const store = createMemoryRelayStore({ maxStoredBytes: 20 * 1024, maxStoredMessages: 6 })
  for (const label of ['a', 'b', 'c', 'd']) {
    expect(await store.put(sized('t', label, 4, 'heavy', '10.0.0.1'))).toBe('stored')
  }
  expect(await store.put(sized('t', 'e', 4, 'heavy', '10.0.0.1'))).toBe('store_full')
  expect(await store.put(sized('u', 'f', 4, 'light', '10.0.0.2'))).toBe('stored')
  expect(await store.put(sized('u', 'g', 1, 'light', '10.0.0.2'))).toBe('stored')
  expect((await store.undelivered('t', 'reader', T0, 10)).map((m) => m.message[0])).toEqual([
    'b',
    'c',
    'd',
  ])
  expect(store.usage().bytes).toBeLessThanOrEqual(20 * 1024)
  // The message count is a ceiling too: tiny messages from the lighter client evict the heavy
  // one's oldest, until the lighter one holds the most.
  for (const label of ['h', 'i', 'j']) {
    expect(await store.put(message('w', label, 60_000, 'light', '10.0.0.2'))).toBe('stored')
  }
  expect((await store.undelivered('t', 'reader', T0, 10)).map((m) => m.message[0])).toEqual(['d'])
  expect(await store.put(message('w', 'k', 60_000, 'light', '10.0.0.2'))).toBe('store_full')
  expect(store.usage().messages).toBe(6)
})

test('usage and quotas come back as messages expire', async () => {
  const store = createMemoryRelayStore({ maxStoredBytesPerClient: 5 * 1024 })
  expect(await store.put(message('t', 'x'.repeat(4 * 1024), 1_000, 'dapp'))).toBe('stored')
  expect(await store.put(message('u', 'y'.repeat(1024), 60_000, 'dapp'))).toBe('client_quota')
  expect(await store.purgeExpired(T0 + 1_000)).toBe(1)
  expect(store.usage()).toEqual({ messages: 0, bytes: 0 })
  expect(store.clientBytes('dapp')).toBe(0)
  expect(await store.put(message('u', 'y'.repeat(1024), 60_000, 'dapp'))).toBe('stored')
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

test('putAll stores a batch whole: duplicates (on the store or in the batch) once, evictions for it', async () => {
  const store = createMemoryRelayStore({ maxStoredBytesPerIp: 20 * 1024 })
  for (const label of ['a', 'b', 'c', 'd']) await store.put(sized('t', label, 4, 'heavy'))
  const batch = [sized('u', 'e', 4, 'light'), sized('u', 'f', 4, 'light')]
  const again = sized('t', 'd', 4, 'light') // already on t (from heavy): kept once
  expect(await store.putAll([...batch, batch[0]!, again])).toEqual({ outcome: 'stored', stored: 2 })
  const on = async (topic: string) =>
    (await store.undelivered(topic, 'reader', T0, 10)).map((m) => m.message[0])
  expect(await on('u')).toEqual(['e', 'f'])
  expect(await on('t')).toEqual(['c', 'd']) // the heavy client's two oldest made room
})

test.each([
  ['client_quota', { maxStoredBytesPerClient: 10 * 1024 }],
  ['ip_quota', { maxStoredBytesPerIp: 10 * 1024 }],
  ['store_full', { maxStoredBytes: 10 * 1024 }],
  ['topic_full', { maxMessagesPerTopic: 2 }],
] as const)('putAll refused with %s stores none of the batch', async (outcome, options) => {
  const store = createMemoryRelayStore(options)
  const heard: string[] = []
  store.onMessage((m) => heard.push(m.message[0]!))
  const batch = ['a', 'b', 'c'].map((label) => sized('t', label, 4, 'dapp'))
  expect(await store.putAll(batch)).toEqual({ outcome, topic: 't' })
  expect(store.usage()).toEqual({ messages: 0, bytes: 0 })
  expect(heard).toEqual([])
  expect(await store.putAll(batch.slice(0, 2))).toEqual({ outcome: 'stored', stored: 2 })
})

test('a refused putAll evicts nothing, also when the address had room made before the store refused', async () => {
  const store = createMemoryRelayStore({ maxStoredBytesPerIp: 20 * 1024, maxStoredMessages: 7 })
  for (const label of ['a', 'b', 'c', 'd']) await store.put(sized('t', label, 4, 'heavy'))
  for (const label of ['x', 'y', 'z']) await store.put(sized('v', label, 1, 'other', '10.0.0.2'))
  const before = store.usage()
  // The address fits the batch once the heavy client loses two messages; the store, at 7
  // messages, would then need one more out, and the heavy client no longer holds the most.
  const batch = [
    sized('u', 'e', 4, 'light'),
    sized('u', 'f', 4, 'light'),
    message('u', 'g', 60_000, 'light', '10.0.0.1'),
  ]
  expect(await store.putAll(batch)).toEqual({ outcome: 'store_full', topic: 'u' })
  expect(store.usage()).toEqual(before)
  expect((await store.undelivered('t', 'reader', T0, 10)).length).toBe(4)
})

test('putAll takes the messages of one publisher only', async () => {
  const store = createMemoryRelayStore()
  const mixed = [message('t', 'a', 60_000, 'dapp'), message('t', 'b', 60_000, 'wallet')]
  await expect(store.putAll(mixed)).rejects.toBeInstanceOf(TypeError)
  expect(store.usage().messages).toBe(0)
})
