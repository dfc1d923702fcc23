import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { FramePayloadError, parseFramePayload } from './payloads.ts'
import {
  FRAME_ACTIONS,
  isFrameConnectMessage,
  isFrameEvent,
  isFrameRequest,
  isFrameResponse,
} from './protocol.ts'

describe('parseFramePayload', () => {
  test('copies only the known fields', () => {
    expect(parseFramePayload('CONNECT_EMAIL', { email: 'a@b.co', extra: 'dropped' })).toEqual({
      email: 'a@b.co',
    })
    expect(parseFramePayload('IS_CONNECTED', { anything: 1 })).toEqual({})
    expect(
      parseFramePayload('RPC_REQUEST', {
        method: 'personal_sign',
        params: ['0x68', '0xabc'],
        chainId: 'eip155:31337',
        from: 'x',
      }),
    ).toEqual({ method: 'personal_sign', params: ['0x68', '0xabc'], chainId: 'eip155:31337' })
    expect(parseFramePayload('GET_USER', {})).toEqual({})
    expect(
      parseFramePayload('GET_USER', { chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }),
    ).toEqual({
      chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    })
  })

  test('a passkey sign-in: no email, or a text one', () => {
    expect(parseFramePayload('CONNECT_PASSKEY', { x: 1 })).toEqual({})
    expect(parseFramePayload('CONNECT_PASSKEY', { email: 'a@b.co', x: 1 })).toEqual({
      email: 'a@b.co',
    })
    for (const email of [5, '', 'a'.repeat(321), null]) {
      expect(() => parseFramePayload('CONNECT_PASSKEY', { email })).toThrow(FramePayloadError)
    }
  })

  test('social: a known provider, a result URL', () => {
    expect(parseFramePayload('GET_SOCIAL_REDIRECT_URI', { provider: 'github', x: 1 })).toEqual({
      provider: 'github',
    })
    const uri = 'http://127.0.0.1:8788/embedded/v1/social/callback?code=c&state=s'
    expect(parseFramePayload('CONNECT_SOCIAL', { uri, extra: true })).toEqual({ uri })
  })

  test('theme: unset variables are left out', () => {
    expect(
      parseFramePayload('SYNC_THEME', {
        themeMode: 'dark',
        themeVariables: {
          '--latch-accent': '#f00',
          '--latch-z-index': 5,
          '--latch-font-family': undefined,
        },
      }),
    ).toEqual({
      themeMode: 'dark',
      themeVariables: { '--latch-accent': '#f00', '--latch-z-index': 5 },
    })
  })

  test('dapp data: metadata may be missing, or have empty strings; an empty project id passes', () => {
    expect(
      parseFramePayload('SYNC_DAPP_DATA', { metadata: undefined, sdkVersion: '1', projectId: '' }),
    ).toEqual({ metadata: undefined, sdkVersion: '1', projectId: '' })
    expect(
      parseFramePayload('SYNC_DAPP_DATA', {
        metadata: {
          name: 'Demo',
          description: '',
          url: 'http://127.0.0.1:5173',
          icons: ['http://x/i.png'],
          extra: 1,
        },
        sdkVersion: '1.7.10',
        projectId: 'p',
      }),
    ).toEqual({
      metadata: {
        name: 'Demo',
        description: '',
        url: 'http://127.0.0.1:5173',
        icons: ['http://x/i.png'],
      },
      sdkVersion: '1.7.10',
      projectId: 'p',
    })
  })

  test.each([
    ['CONNECT_EMAIL', { email: '' }],
    ['CONNECT_EMAIL', { email: 'x'.repeat(321) }],
    ['CONNECT_EMAIL', {}],
    ['CONNECT_OTP', { otp: 123456 }],
    ['GET_SOCIAL_REDIRECT_URI', { provider: 'farcaster' }],
    ['GET_SOCIAL_REDIRECT_URI', { provider: 'GitHub' }],
    ['GET_SOCIAL_REDIRECT_URI', {}],
    ['CONNECT_SOCIAL', { uri: 'not a url' }],
    ['CONNECT_SOCIAL', { uri: `https://frame.example/${'x'.repeat(2_100)}` }],
    ['CONNECT_SOCIAL', { uri: 7 }],
    ['SWITCH_NETWORK', { chainId: 1 }],
    ['SWITCH_NETWORK', { chainId: 'mainnet' }],
    ['GET_USER', { chainId: 'eip155' }],
    ['RPC_REQUEST', { method: 'eth sign', chainId: 'eip155:1' }],
    ['RPC_REQUEST', { method: 'personal_sign' }],
    ['SYNC_THEME', { themeMode: 'system', themeVariables: {} }],
    ['SYNC_THEME', { themeMode: 'light', themeVariables: { a: {} } }],
    ['SYNC_THEME', { themeMode: 'light', themeVariables: [] }],
    ['SYNC_DAPP_DATA', { metadata: { icons: 'x' }, sdkVersion: '1', projectId: 'p' }],
    ['SYNC_DAPP_DATA', { metadata: null, sdkVersion: '1', projectId: 'p' }],
    ['SYNC_DAPP_DATA', { metadata: {}, projectId: 'p' }],
    ['SET_PREFERRED_ACCOUNT', { type: 'payment' }],
    ['ABORT', { requestId: 'a b' }],
    ['ABORT', {}],
  ] as const)('%s with %j is refused', (action, payload) => {
    expect(() => parseFramePayload(action, payload)).toThrow(FramePayloadError)
  })

  test('a payload that is not a plain object is refused, for every action', () => {
    for (const payload of [undefined, null, 'x', 1, [], new Date()]) {
      expect(() => parseFramePayload('IS_CONNECTED', payload)).toThrow(FramePayloadError)
    }
  })

  test('the error says little to the host, the cause says what was wrong', () => {
    try {
      parseFramePayload('CONNECT_OTP', { otp: 1 })
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(FramePayloadError)
      expect((error as FramePayloadError).message).toBe('Invalid request')
      expect((error as FramePayloadError).code).toBe('invalid_request')
      expect((error as FramePayloadError).cause).toMatchInlineSnapshot(
        `"CONNECT_OTP: \`otp\` is not a string of 1 to 32 characters"`,
      )
    }
  })
})

describe('any input', () => {
  test('parseFramePayload returns or throws FramePayloadError, nothing else; validators never throw', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FRAME_ACTIONS), fc.anything(), (action, payload) => {
        try {
          parseFramePayload(action, payload)
        } catch (error) {
          expect(error).toBeInstanceOf(FramePayloadError)
        }
      }),
    )
    fc.assert(
      fc.property(fc.anything(), (data) => {
        for (const check of [
          isFrameRequest,
          isFrameResponse,
          isFrameEvent,
          isFrameConnectMessage,
        ]) {
          expect(typeof check(data)).toBe('boolean')
        }
      }),
    )
  })

  test('a request built from valid parts passes, and its payload keeps its known fields', () => {
    fc.assert(
      fc.property(fc.emailAddress(), fc.uuid(), (email, id) => {
        const request = {
          kind: 'request',
          id,
          action: 'CONNECT_EMAIL',
          payload: { email },
          expiresAt: 1,
        }
        expect(isFrameRequest(request)).toBe(true)
        if (email.length <= 320)
          expect(parseFramePayload('CONNECT_EMAIL', request.payload)).toEqual({ email })
      }),
    )
  })
})
