import { afterEach, describe, expect, test } from 'vitest'
import { createTestClient } from '../test/createTestClient.ts'
import { startHttpServer } from '../test/startHttpServer.ts'
import {
  ANALYTICS_FIELD_MAX_LENGTH,
  type AnalyticsErrorEvent,
  toAnalyticsErrorEvent,
  toAnalyticsText,
} from './analyticsEvent.ts'

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

describe('toAnalyticsText', () => {
  test('short text stays as it is', () => {
    expect(toAnalyticsText('Network request failed', 4096)).toBe('Network request failed')
  })

  test('long text is cut to the limit and says so with …', () => {
    const text = toAnalyticsText('a'.repeat(5000), 4096)
    expect(text).toHaveLength(4096)
    expect(text.endsWith('a…')).toBe(true)
  })

  test('text exactly at the limit is not cut', () => {
    expect(toAnalyticsText('a'.repeat(128), 128)).toBe('a'.repeat(128))
  })

  test('a cut never splits an emoji (a surrogate pair)', () => {
    // 'a' then 🦊 (two code units) over and over: every other cut point lands inside a pair.
    for (let max = 2; max < 12; max++) {
      const text = toAnalyticsText('a🦊'.repeat(10), max)
      expect(text.length).toBeLessThanOrEqual(max)
      expect(LONE_SURROGATE.test(text)).toBe(false)
    }
  })

  test('NUL and unpaired surrogates, which the server refuses, become U+FFFD', () => {
    expect(toAnalyticsText('a\u0000b\ud800c\udc00d🦊', 100)).toBe('a\ufffdb\ufffdc\ufffdd🦊')
  })
})

describe('toAnalyticsErrorEvent', () => {
  const huge = (char: string) => char.repeat(100_000)
  const event: AnalyticsErrorEvent = {
    eventId: huge('e'),
    url: `https://shop.example/?q=${huge('u')}`,
    domain: huge('d'),
    timestamp: 1_700_000_000_000,
    props: {
      type: 'error',
      event: huge('v'),
      errorType: huge('t'),
      errorMessage: `boom\u0000${huge('m')}`,
      stackTrace: huge('s'),
      address: huge('a'),
    },
  }

  test('every field fits what the server accepts', () => {
    const fitted = toAnalyticsErrorEvent(event)
    const { props, ...top } = fitted
    for (const [key, value] of Object.entries({ ...top, ...props })) {
      if (typeof value !== 'string') continue
      const max = ANALYTICS_FIELD_MAX_LENGTH[key as keyof typeof ANALYTICS_FIELD_MAX_LENGTH]
      expect(value.length, key).toBeLessThanOrEqual(max)
      expect(value.includes('\u0000'), key).toBe(false)
    }
    expect(fitted.props.errorMessage.startsWith('boom\ufffdmmm')).toBe(true)
    expect(fitted.timestamp).toBe(event.timestamp)
  })

  test('no address stays no address', () => {
    const { address: _, ...props } = event.props
    expect(toAnalyticsErrorEvent({ ...event, props }).props).not.toHaveProperty('address')
  })
})

describe('reportError sends a fitted event', () => {
  const closers: (() => Promise<void>)[] = []
  afterEach(async () => {
    for (const close of closers.splice(0)) await close()
  })

  test('a 100,000-character message and stack arrive cut to the limits, not dropped', async () => {
    const server = await startHttpServer((request) =>
      request.path === '/getAnalyticsConfig'
        ? { status: 200, body: { isAnalyticsEnabled: true } }
        : { status: 202, body: { accepted: true } },
    )
    closers.push(server.close)
    const client = createTestClient({ endpoints: { analyticsUrl: server.url } })
    closers.push(async () => client.destroy())
    const error = new Error(`decode failed: ${'x'.repeat(100_000)}\u0000`)
    error.stack = `Error: decode failed\n${'    at f (app.js:1:1)\n'.repeat(10_000)}`
    expect(await client.reportError(error)).toBe(true)
    const sent = server.requests.find((request) => request.path === '/e')?.body as {
      props: { errorMessage: string; stackTrace: string }
    }
    expect(sent.props.errorMessage).toHaveLength(ANALYTICS_FIELD_MAX_LENGTH.errorMessage)
    expect(sent.props.errorMessage.startsWith('decode failed: xxx')).toBe(true)
    expect(sent.props.stackTrace).toHaveLength(ANALYTICS_FIELD_MAX_LENGTH.stackTrace)
  })
})
