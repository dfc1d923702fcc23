import { describe, expect, test } from 'vitest'
import {
  DEFAULT_FRAME_ERROR_MESSAGE,
  isFrameConnectedMessage,
  isFrameConnectMessage,
  isFrameEvent,
  isFrameReadyMessage,
  isFrameRequest,
  isFrameResponse,
  isMessageId,
  toFrameErrorPayload,
} from './protocol.ts'

const id = '0b6a2f6c-3b8e-4d51-9c1e-2f2f1f0f8a11'

describe('ids', () => {
  test('a UUID is an id; empty, long, non-string or odd characters are not', () => {
    expect(isMessageId(id)).toBe(true)
    expect(isMessageId(crypto.randomUUID())).toBe(true)
    for (const value of ['', 'a'.repeat(129), 'a b', '../x', 'id\n', 42, null, undefined, {}]) {
      expect(isMessageId(value)).toBe(false)
    }
  })
})

describe('handshake messages', () => {
  test('ready needs the type and version 1', () => {
    expect(isFrameReadyMessage({ type: 'latch:frame-ready', version: 1 })).toBe(true)
    expect(isFrameReadyMessage({ type: 'latch:frame-ready', version: 2 })).toBe(false)
    expect(isFrameReadyMessage({ type: 'latch:frame-ready' })).toBe(false)
    expect(isFrameReadyMessage('latch:frame-ready')).toBe(false)
  })

  test('connect and connected need a nonce that is an id', () => {
    expect(isFrameConnectMessage({ type: 'latch:connect', nonce: id })).toBe(true)
    expect(isFrameConnectMessage({ type: 'latch:connect', nonce: '' })).toBe(false)
    expect(isFrameConnectMessage({ type: 'latch:connect' })).toBe(false)
    expect(isFrameConnectMessage({ type: 'latch:connected', nonce: id })).toBe(false)
    expect(isFrameConnectedMessage({ type: 'latch:connected', nonce: id })).toBe(true)
    expect(isFrameConnectedMessage({ type: 'latch:connected', nonce: 7 })).toBe(false)
  })

  test('arrays and class instances are not messages', () => {
    expect(isFrameConnectMessage(Object.assign([], { type: 'latch:connect', nonce: id }))).toBe(
      false,
    )
    class Message {
      type = 'latch:connect'
      nonce = id
    }
    expect(isFrameConnectMessage(new Message())).toBe(false)
    expect(
      isFrameConnectMessage(
        Object.assign(Object.create(null), { type: 'latch:connect', nonce: id }),
      ),
    ).toBe(true)
  })
})

describe('requests', () => {
  const request = {
    kind: 'request',
    id,
    action: 'GET_USER',
    payload: {},
    expiresAt: Date.now() + 1000,
  }

  test('a complete request passes', () => {
    expect(isFrameRequest(request)).toBe(true)
  })

  test.each([
    ['no id', { ...request, id: undefined }],
    ['a bad id', { ...request, id: 'a b' }],
    ['an unknown action', { ...request, action: 'EXPORT_PRIVATE_KEY' }],
    ['no expiry', { ...request, expiresAt: undefined }],
    ['an expiry that is no number', { ...request, expiresAt: '9999999999999' }],
    ['an infinite expiry', { ...request, expiresAt: Number.POSITIVE_INFINITY }],
    ['another kind', { ...request, kind: 'success' }],
  ])('%s fails', (_, value) => {
    expect(isFrameRequest(value)).toBe(false)
  })
})

describe('responses and events', () => {
  test('success with any payload; error only with a message (and a number or string code)', () => {
    expect(
      isFrameResponse({
        kind: 'success',
        id,
        action: 'IS_CONNECTED',
        payload: { isConnected: true },
      }),
    ).toBe(true)
    expect(
      isFrameResponse({
        kind: 'error',
        id,
        action: 'RPC_REQUEST',
        payload: { message: 'No', code: 4001 },
      }),
    ).toBe(true)
    expect(
      isFrameResponse({
        kind: 'error',
        id,
        action: 'RPC_REQUEST',
        payload: { message: 'No', code: 'wrong_code' },
      }),
    ).toBe(true)
    expect(
      isFrameResponse({ kind: 'error', id, action: 'RPC_REQUEST', payload: { code: 4001 } }),
    ).toBe(false)
    expect(
      isFrameResponse({
        kind: 'error',
        id,
        action: 'RPC_REQUEST',
        payload: { message: 'No', code: 1.5 },
      }),
    ).toBe(false)
    expect(
      isFrameResponse({
        kind: 'error',
        id,
        action: 'RPC_REQUEST',
        payload: { message: 'No', code: {} },
      }),
    ).toBe(false)
    expect(isFrameResponse({ kind: 'success', id, action: 'NOPE', payload: {} })).toBe(false)
    expect(isFrameResponse({ kind: 'request', id, action: 'IS_CONNECTED', payload: {} })).toBe(
      false,
    )
  })

  test('events must be one of the three names', () => {
    expect(
      isFrameEvent({
        kind: 'event',
        event: 'approval-shown',
        payload: { method: 'personal_sign' },
      }),
    ).toBe(true)
    expect(isFrameEvent({ kind: 'event', event: 'session-ended' })).toBe(true)
    expect(isFrameEvent({ kind: 'event', event: 'keys-exported' })).toBe(false)
  })
})

describe('toFrameErrorPayload', () => {
  test('keeps the message and a number or string code', () => {
    expect(toFrameErrorPayload(Object.assign(new Error('Modal closed'), { code: 4001 }))).toEqual({
      message: 'Modal closed',
      code: 4001,
    })
    expect(
      toFrameErrorPayload(Object.assign(new Error('Wrong code'), { code: 'wrong_code' })),
    ).toEqual({
      message: 'Wrong code',
      code: 'wrong_code',
    })
  })

  test('keeps the tries left after a wrong code (a whole number up to 100), nothing else', () => {
    const wrong = (attemptsLeft: unknown) =>
      toFrameErrorPayload(
        Object.assign(new Error('Wrong code'), { code: 'wrong_code', attemptsLeft }),
      )
    expect(wrong(3)).toEqual({ message: 'Wrong code', code: 'wrong_code', attemptsLeft: 3 })
    for (const odd of [-1, 1.5, 101, '3', null]) {
      expect(wrong(odd)).toEqual({ message: 'Wrong code', code: 'wrong_code' })
    }
    const id = 'r1'
    const answer = (attemptsLeft: unknown) =>
      isFrameResponse({
        kind: 'error',
        id,
        action: 'CONNECT_OTP',
        payload: { message: 'Wrong code', code: 'wrong_code', attemptsLeft },
      })
    expect(answer(0)).toBe(true)
    expect(answer('2')).toBe(false)
    expect(answer(1e9)).toBe(false)
  })

  test('prefers a short message (LatchError) to the long one', () => {
    const error = Object.assign(new Error('Short\nDetails: long'), { shortMessage: 'Short' })
    expect(toFrameErrorPayload(error)).toEqual({ message: 'Short' })
  })

  test("SPEC §8's default for what carries no message; odd codes are dropped", () => {
    expect(toFrameErrorPayload('boom')).toEqual({ message: DEFAULT_FRAME_ERROR_MESSAGE })
    expect(toFrameErrorPayload(undefined)).toEqual({ message: DEFAULT_FRAME_ERROR_MESSAGE })
    expect(toFrameErrorPayload(new Error(''))).toEqual({ message: DEFAULT_FRAME_ERROR_MESSAGE })
    expect(toFrameErrorPayload(Object.assign(new Error('x'), { code: { nested: 1 } }))).toEqual({
      message: 'x',
    })
  })

  test('caps the message length', () => {
    expect(toFrameErrorPayload(new Error('x'.repeat(5000))).message).toHaveLength(1000)
  })
})
