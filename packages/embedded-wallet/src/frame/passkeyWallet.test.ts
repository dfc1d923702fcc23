/**
 * ADD_PASSKEY and CONNECT_PASSKEY through the frame's dispatcher: a wallet made by an email
 * login gets a passkey; a second browser (its own storage, nothing of the first) signs in with
 * that passkey alone and rebuilds the same addresses. A stand-in of the server's routes and a
 * fake authenticator (the real routes: packages/server/src/embedded/passkey.test.ts; Chromium's
 * virtual authenticator: e2e/passkey.spec.ts).
 */
import { describe, expect, test } from 'vitest'
import type { FrameRequestAction } from '../shared/protocol.ts'
import { createEmbeddedApi } from './api.ts'
import { FrameError } from './errors.ts'
import { toBase64Url } from './passkey.ts'
import { type FrameStorage, memoryStorage } from './storage.ts'
import type { FrameUi } from './ui.ts'
import { createFrameWallet, type FrameBootConfig } from './wallet.ts'

const API = 'http://localhost:8788'
const config: FrameBootConfig = {
  projectId: 'latch-dev-project',
  hostOrigin: 'http://127.0.0.1:5173',
  allowedOrigins: ['*'],
  apiBase: API,
  chains: [
    {
      caipNetworkId: 'eip155:31337',
      name: 'Latch Devnet',
      rpcUrl: 'http://127.0.0.1:9',
      nativeSymbol: 'ETH',
      decimals: 18,
    },
  ],
}

/** The server's email and passkey routes in memory (one user). */
function server() {
  let wallet: { auth: string; recovery: string; evm: string; solana: string } | undefined
  const passkeys = new Map<string, string>()
  const sessions = new Set<string>()
  const sent: string[] = []
  let ids = 0
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const path = new URL(String(input)).pathname.replace('/embedded/v1', '')
    const text = String(init?.body ?? '{}')
    sent.push(text)
    const body = JSON.parse(text) as Record<string, unknown>
    const token = ((init?.headers ?? {}) as Record<string, string>).Authorization?.slice(7)
    const signedIn = token !== undefined && sessions.has(token)
    const session = () => {
      const sessionToken = `token-${++ids}`.padEnd(43, 'x')
      sessions.add(sessionToken)
      return sessionToken
    }
    switch (path) {
      case '/email/start':
        return json(200, { action: 'VERIFY_OTP', flowId: 'f'.repeat(32) })
      case '/email/verify':
        return json(200, {
          sessionToken: session(),
          deviceId: `device-${ids}`,
          user: { id: 'user-1', email: 'ada@example.org', isNew: !wallet },
          shares: wallet ? { auth: wallet.auth } : {},
        })
      case '/wallet':
        wallet = {
          auth: String(body.authShare),
          recovery: String(body.recoveryShare),
          evm: String(body.evmAddress),
          solana: String(body.solanaAddress),
        }
        return json(200, { ok: true })
      case '/session':
        if (!signedIn || !wallet) return json(401, { error: { code: 'invalid_session' } })
        return json(200, {
          user: { id: 'user-1', email: 'ada@example.org' },
          addresses: { evm: wallet.evm, solana: wallet.solana },
        })
      case '/session/shares':
        return json(200, { auth: wallet?.auth })
      case '/passkey/register/options':
        if (!signedIn) return json(401, { error: { code: 'invalid_session' } })
        return json(200, {
          ceremonyId: 'r'.repeat(32),
          options: {
            challenge: toBase64Url(new Uint8Array(32)),
            rp: { id: 'localhost', name: 'Latch wallet' },
            user: {
              id: toBase64Url(new TextEncoder().encode('user-1')),
              name: 'ada',
              displayName: 'ada',
            },
            pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
          },
        })
      case '/passkey/register/verify': {
        const id = (body.response as { id: string }).id
        passkeys.set(id, String(body.sealedRecovery))
        return json(200, { credentialId: id })
      }
      case '/passkey/login/options':
        return json(200, {
          ceremonyId: 'l'.repeat(32),
          options: { challenge: toBase64Url(new Uint8Array(32)), rpId: 'localhost' },
        })
      case '/passkey/login/verify': {
        const id = (body.response as { id: string }).id
        const sealed = passkeys.get(id)
        if (!sealed || !wallet)
          return json(401, { error: { code: 'unknown_passkey', message: 'x' } })
        return json(200, {
          sessionToken: session(),
          deviceId: `device-${ids}`,
          user: { id: 'user-1', email: 'ada@example.org', isNew: false },
          shares: { auth: wallet.auth },
          sealedRecovery: sealed,
          credentialId: id,
        })
      }
    }
    return json(404, { error: { code: 'not_found' } })
  }
  return { fetch, sent, recovery: () => wallet?.recovery }
}

/** A passkey (PRF output fixed per passkey), usable from any browser. */
function passkey(secret: number) {
  const rawId = new Uint8Array(16).fill(secret).buffer
  const credential = (create: boolean) => ({
    id: toBase64Url(rawId),
    rawId,
    type: 'public-key',
    authenticatorAttachment: 'platform',
    getClientExtensionResults: () => ({
      prf: { enabled: true, results: { first: new Uint8Array(32).fill(secret).buffer } },
    }),
    response: create
      ? {
          clientDataJSON: new ArrayBuffer(1),
          attestationObject: new ArrayBuffer(1),
          getTransports: () => ['internal'],
        }
      : {
          clientDataJSON: new ArrayBuffer(1),
          authenticatorData: new ArrayBuffer(1),
          signature: new ArrayBuffer(1),
        },
  })
  return {
    create: async () => credential(true) as unknown as Credential,
    get: async () => credential(false) as unknown as Credential,
  }
}

const cancelled = {
  create: async (): Promise<Credential> => {
    throw new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError')
  },
  get: async (): Promise<Credential> => {
    throw new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError')
  },
}

/** The passkey card, pressed by a test: Add (each entry of `clicks` one press), then Done / Not now. */
function cardUi(clicks = 1, seen: string[] = []): FrameUi {
  return {
    approve: async () => true,
    showRecovery: async () => {},
    setTheme() {},
    async addPasskey(add) {
      let result: Awaited<ReturnType<typeof add>> | undefined
      for (let i = 0; i < clicks && result === undefined; i++) {
        result = await add().catch((error: unknown) => {
          seen.push((error as Error).message)
          return undefined
        })
      }
      return result
    },
  }
}

function frame(
  stand: ReturnType<typeof server>,
  credentials: Pick<CredentialsContainer, 'create' | 'get'>,
  ui: FrameUi = cardUi(),
  storage: FrameStorage = memoryStorage(),
) {
  const wallet = createFrameWallet({
    config,
    initialChainId: 'eip155:31337',
    storage,
    api: createEmbeddedApi({ apiBase: API, projectId: config.projectId, fetch: stand.fetch }),
    ui,
    emit() {},
    credentials,
  })
  let ids = 0
  return (action: FrameRequestAction, payload: unknown = {}) =>
    wallet.dispatch(action, payload, {
      id: `req-${++ids}`,
      signal: new AbortController().signal,
      // biome-ignore lint/suspicious/noExplicitAny: answers are read field by field
    }) as Promise<any>
}

async function emailLogin(call: ReturnType<typeof frame>) {
  await call('CONNECT_EMAIL', { email: 'ada@example.org' })
  return call('CONNECT_OTP', { otp: '123456' })
}

describe('passkeys in the frame', () => {
  test('added after an email login; a new browser signs in with it alone: same addresses, the share never sent', async () => {
    const stand = server()
    const key = passkey(7)
    const first = frame(stand, key)
    const user = await emailLogin(first)
    const added = await first('ADD_PASSKEY')
    expect(added).toEqual({ credentialId: toBase64Url(new Uint8Array(16).fill(7)) })

    const second = frame(stand, key)
    expect(await second('IS_CONNECTED')).toEqual({ isConnected: false })
    const restored = await second('CONNECT_PASSKEY')
    expect(restored.accounts).toEqual(user.accounts)
    expect(restored.email).toBe('ada@example.org')
    expect(await second('IS_CONNECTED')).toEqual({ isConnected: true })
    // Besides P9's upload (/wallet), the recovery share is never in a request body, in base64 or
    // base64url; nor is the PRF output.
    const recovery = stand.recovery() as string
    const others = stand.sent.filter((text) => !text.includes('"recoveryShare"')).join('\n')
    expect(others).not.toContain(recovery)
    expect(others).not.toContain(
      toBase64Url(Uint8Array.from(atob(recovery), (c) => c.charCodeAt(0))),
    )
    expect(others).not.toContain(toBase64Url(new Uint8Array(32).fill(7)))
  })

  test('from the recovery card: its "Add a passkey" opens the passkey card in the same request', async () => {
    const stand = server()
    const key = passkey(3)
    const ui: FrameUi = { ...cardUi(), showRecovery: async () => 'passkey' }
    const first = frame(stand, key, ui)
    const user = await emailLogin(first)
    expect(await first('EXPORT_RECOVERY')).toEqual({})
    const restored = await frame(stand, key)('CONNECT_PASSKEY')
    expect(restored.accounts).toEqual(user.accounts)
  })

  test('a cancelled passkey dialog comes back to the card; closed without a passkey: 4001', async () => {
    const stand = server()
    const seen: string[] = []
    const call = frame(stand, cancelled, cardUi(2, seen))
    await emailLogin(call)
    const error = await call('ADD_PASSKEY').catch((e: unknown) => e)
    expect(seen).toEqual(['The passkey request was cancelled', 'The passkey request was cancelled'])
    expect(error).toBeInstanceOf(FrameError)
    expect((error as FrameError).code).toBe(4001)
  })

  test('CONNECT_PASSKEY: cancelled, an unknown passkey, another passkey’s PRF — codes and clear texts, nobody signed in', async () => {
    const stand = server()
    const first = frame(stand, passkey(7))
    await emailLogin(first)
    await first('ADD_PASSKEY')
    for (const [credentials, code] of [
      [cancelled, 'passkey_cancelled'],
      [passkey(8), 'unknown_passkey'],
    ] as const) {
      const call = frame(stand, credentials)
      const error = (await call('CONNECT_PASSKEY').catch((e: unknown) => e)) as FrameError
      expect(error).toBeInstanceOf(FrameError)
      expect(error.code).toBe(code)
      expect(error.message).not.toBe('')
      expect(await call('IS_CONNECTED')).toEqual({ isConnected: false })
    }
    // The same credential id, another PRF output (not the passkey that sealed it).
    const forged = passkey(7)
    const wrongPrf = {
      ...forged,
      get: async () => {
        const credential = (await forged.get()) as unknown as {
          getClientExtensionResults: () => unknown
        }
        credential.getClientExtensionResults = () => ({
          prf: { results: { first: new Uint8Array(32).fill(9).buffer } },
        })
        return credential as unknown as Credential
      },
    }
    const error = (await frame(
      stand,
      wrongPrf,
    )('CONNECT_PASSKEY').catch((e: unknown) => e)) as FrameError
    expect(error.code).toBe('passkey_seal_invalid')
  })
})
