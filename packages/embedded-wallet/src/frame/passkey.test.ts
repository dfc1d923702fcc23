/**
 * The frame's passkey half: the recovery seal (HKDF of the PRF output → AES-GCM), and the two
 * ceremonies against a stand-in of the server's `/embedded/v1/passkey/*` routes with a fake
 * authenticator (the real routes are tested in packages/server/src/embedded/passkey.test.ts).
 */
import { describe, expect, test } from 'vitest'
import { createEmbeddedApi } from './api.ts'
import { FrameError } from './errors.ts'
import {
  addPasskey,
  fromBase64Url,
  loginWithPasskey,
  PRF_INPUT,
  sealRecovery,
  toBase64Url,
  unsealRecovery,
} from './passkey.ts'

const HOST = 'http://127.0.0.1:5173'
const SEAL_B1 = /^b1\.[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{24,1900}$/
const SEAL = /^v1\.[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{24,1900}$/
const share = () => Uint8Array.from({ length: 33 }, (_, i) => i + 1)
const prfOf = (secret: number) => new Uint8Array(32).fill(secret)

describe('the recovery seal', () => {
  test('opens with the same PRF output and credential id; the format is the server’s', async () => {
    const sealed = await sealRecovery(prfOf(7), share(), 'cred-1')
    expect(sealed).toMatch(SEAL)
    expect(await unsealRecovery(prfOf(7), sealed, 'cred-1')).toEqual(share())
    // A fresh salt and IV each time.
    expect(await sealRecovery(prfOf(7), share(), 'cred-1')).not.toBe(sealed)
  })

  test('another PRF output, another credential, a changed byte or format: passkey_seal_invalid', async () => {
    const sealed = await sealRecovery(prfOf(7), share(), 'cred-1')
    const [v, salt, iv, data] = sealed.split('.') as [string, string, string, string]
    const flipped = fromBase64Url(data)
    flipped[0] = (flipped[0] as number) ^ 1
    for (const [prf, text, id] of [
      [prfOf(8), sealed, 'cred-1'],
      [prfOf(7), sealed, 'cred-2'],
      [prfOf(7), `${v}.${salt}.${iv}.${toBase64Url(flipped)}`, 'cred-1'],
      [prfOf(7), sealed.replace('v1.', 'v2.'), 'cred-1'],
      [prfOf(7), 'v1.x', 'cred-1'],
      [prfOf(7), `${v}.${salt}.${iv}.!!`, 'cred-1'],
    ] as const) {
      const error = await unsealRecovery(prf, text, id).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(FrameError)
      expect((error as FrameError).code).toBe('passkey_seal_invalid')
    }
  })
})

/** A passkey server stand-in: records the bodies; answers as the contract's routes. */
function standIn() {
  const bodies: Record<string, Record<string, unknown>> = {}
  let stored: { sealedRecovery: string; credentialId: string } | undefined
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input)).pathname.replace('/embedded/v1', '')
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>
    bodies[path] = body
    const json = (value: unknown, status = 200) =>
      new Response(JSON.stringify(value), {
        status,
        headers: { 'Content-Type': 'application/json' },
      })
    switch (path) {
      case '/passkey/register/options':
        return json({
          ceremonyId: 'C'.repeat(32),
          options: {
            challenge: toBase64Url(new Uint8Array(32).fill(1)),
            rp: { id: 'localhost', name: 'Latch wallet' },
            user: {
              id: toBase64Url(new TextEncoder().encode('user-1')),
              name: 'a@b.example',
              displayName: 'a@b.example',
            },
            pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
            timeout: 120000,
            excludeCredentials: [{ id: 'AAAA', type: 'public-key', transports: ['internal'] }],
          },
        })
      case '/passkey/register/verify': {
        const response = body.response as { id: string }
        stored = { sealedRecovery: body.sealedRecovery as string, credentialId: response.id }
        return json({ credentialId: response.id })
      }
      case '/passkey/login/options':
        return json({
          ceremonyId: 'L'.repeat(32),
          options: { challenge: toBase64Url(new Uint8Array(32).fill(2)), rpId: 'localhost' },
        })
      case '/passkey/login/verify':
        if (!stored) return json({ error: { code: 'unknown_passkey', message: 'x' } }, 401)
        return json({
          sessionToken: 'T'.repeat(43),
          user: { id: 'user-1', email: 'a@b.example', isNew: false },
          deviceId: 'D'.repeat(22),
          shares: { auth: 'QUJD' },
          ...stored,
        })
    }
    return json({ error: { code: 'not_found', message: 'no' } }, 404)
  }
  return {
    api: createEmbeddedApi({ apiBase: 'http://localhost:8788', projectId: 'p', fetch }),
    bodies,
  }
}

/**
 * An authenticator stand-in: PRF output = its secret; PRF at create only when `prfAtCreate`; with
 * `largeBlob`, a blob that a `get` writes and reads.
 */
function authenticator(options: {
  secret: number
  prfAtCreate: boolean
  prf?: boolean
  largeBlob?: boolean
}) {
  let blob: Uint8Array | undefined
  const calls: {
    kind: 'create' | 'get'
    options: CredentialCreationOptions | CredentialRequestOptions
  }[] = []
  const rawId = new Uint8Array(16).fill(9).buffer
  const credential = (kind: 'create' | 'get', request?: CredentialRequestOptions) => {
    const prf = options.prf === false ? undefined : { first: prfOf(options.secret).buffer }
    const asked = request?.publicKey?.extensions as
      | { largeBlob?: { read?: boolean; write?: Uint8Array } }
      | undefined
    if (options.largeBlob && asked?.largeBlob?.write) blob = new Uint8Array(asked.largeBlob.write)
    const largeBlob =
      kind === 'create'
        ? { supported: options.largeBlob === true }
        : asked?.largeBlob?.write
          ? { written: options.largeBlob === true }
          : asked?.largeBlob?.read && blob
            ? { blob: new Uint8Array(blob).buffer }
            : {}
    return {
      id: toBase64Url(rawId),
      rawId,
      type: 'public-key',
      authenticatorAttachment: 'platform',
      getClientExtensionResults: () =>
        kind === 'create'
          ? {
              prf: { enabled: options.prf !== false, ...(options.prfAtCreate && { results: prf }) },
              largeBlob,
            }
          : { prf: { results: prf }, largeBlob },
      response:
        kind === 'create'
          ? {
              clientDataJSON: new Uint8Array([1]).buffer,
              attestationObject: new Uint8Array([2]).buffer,
              getTransports: () => ['internal'],
            }
          : {
              clientDataJSON: new Uint8Array([1]).buffer,
              authenticatorData: new Uint8Array([3]).buffer,
              signature: new Uint8Array([4]).buffer,
              userHandle: new TextEncoder().encode('user-1').buffer,
            },
    }
  }
  return {
    calls,
    /** What the authenticator keeps in its large blob. */
    blob: () => blob,
    credentials: {
      async create(o: CredentialCreationOptions) {
        calls.push({ kind: 'create', options: o })
        return credential('create') as unknown as Credential
      },
      async get(o: CredentialRequestOptions) {
        calls.push({ kind: 'get', options: o })
        return credential('get', o) as unknown as Credential
      },
    },
  }
}

/** addPasskey of the signed-in test user with `credentials`, sealing `share()`. */
const add = (
  api: ReturnType<typeof standIn>['api'],
  credentials: Parameters<typeof addPasskey>[0]['credentials'],
) =>
  addPasskey({
    api,
    credentials,
    token: 'T'.repeat(43),
    hostOrigin: HOST,
    recoveryShare: async () => share(),
  })

describe('adding a passkey, then signing in with it', () => {
  for (const prfAtCreate of [true, false]) {
    test(`the share sealed under the PRF output (PRF ${prfAtCreate ? 'at create' : 'by a get of the new passkey'}); the server sees neither`, async () => {
      const { api, bodies } = standIn()
      const device = authenticator({ secret: 5, prfAtCreate })
      const added = await add(api, device.credentials)
      expect(added.credentialId).toBe(toBase64Url(new Uint8Array(16).fill(9)))
      expect(bodies['/passkey/register/options']).toEqual({ hostOrigin: HOST })
      const create = device.calls[0]?.options as CredentialCreationOptions
      expect(create.publicKey?.extensions).toEqual({
        prf: { eval: { first: PRF_INPUT } },
        largeBlob: { support: 'preferred' },
      })
      expect(new Uint8Array(create.publicKey?.user.id as ArrayBuffer)).toEqual(
        new TextEncoder().encode('user-1'),
      )
      expect(device.calls.map((c) => c.kind)).toEqual(prfAtCreate ? ['create'] : ['create', 'get'])
      const sent = bodies['/passkey/register/verify'] as Record<string, unknown>
      expect(sent.sealedRecovery).toMatch(SEAL)
      expect(sent.response).toMatchObject({ clientExtensionResults: {}, type: 'public-key' })
      const text = JSON.stringify(sent)
      expect(text).not.toContain(toBase64Url(prfOf(5)))
      expect(text).not.toContain(toBase64Url(share()))

      const restored = await loginWithPasskey({
        api,
        credentials: device.credentials,
        hostOrigin: HOST,
        deviceId: undefined,
      })
      expect(bodies['/passkey/login/verify']).toMatchObject({ ceremonyId: 'L'.repeat(32) })
      expect(restored).toEqual({
        sessionToken: 'T'.repeat(43),
        user: { id: 'user-1', email: 'a@b.example', isNew: false },
        deviceId: 'D'.repeat(22),
        shares: { auth: 'QUJD', recovery: btoa(String.fromCharCode(...share())) },
      })
    })
  }

  test('a provider without PRF but with large blobs: a random secret written to the blob seals the share (b1); signing in reads it back', async () => {
    const { api, bodies } = standIn()
    const device = authenticator({ secret: 5, prfAtCreate: false, prf: false, largeBlob: true })
    await add(api, device.credentials)
    // create, then one get that writes the blob (no PRF get: the provider said it has none).
    expect(device.calls.map((c) => c.kind)).toEqual(['create', 'get'])
    const write = (device.calls[1]!.options as CredentialRequestOptions).publicKey!.extensions as {
      largeBlob: { write: Uint8Array }
    }
    const secret = device.blob() as Uint8Array
    expect(secret).toHaveLength(32)
    expect(secret.some((byte) => byte !== 0)).toBe(true)
    // The frame's own copy is wiped once the share is sealed.
    expect(write.largeBlob.write).toEqual(new Uint8Array(32))
    const sent = bodies['/passkey/register/verify'] as { sealedRecovery: string }
    expect(sent.sealedRecovery).toMatch(SEAL_B1)
    expect(JSON.stringify(sent)).not.toContain(toBase64Url(secret))
    // The seal is the blob secret's: it opens with it (and the b1 key), not as a PRF seal.
    const id = toBase64Url(new Uint8Array(16).fill(9))
    expect(await unsealRecovery(secret, sent.sealedRecovery, id)).toEqual(share())
    const asPrf = await unsealRecovery(secret, sent.sealedRecovery.replace('b1.', 'v1.'), id).catch(
      (e: unknown) => e,
    )
    expect(asPrf).toMatchObject({ code: 'passkey_seal_invalid' })

    const restored = await loginWithPasskey({
      api,
      credentials: device.credentials,
      hostOrigin: HOST,
      deviceId: undefined,
    })
    const login = device.calls[2]?.options as CredentialRequestOptions
    expect(login.publicKey?.extensions).toEqual({
      prf: { eval: { first: PRF_INPUT } },
      largeBlob: { read: true },
    })
    expect(restored.shares).toEqual({
      auth: 'QUJD',
      recovery: btoa(String.fromCharCode(...share())),
    })
  })

  test('a blob the authenticator did not write: passkey_blob_unwritten, nothing sent to the server', async () => {
    const { api, bodies } = standIn()
    const device = authenticator({ secret: 5, prfAtCreate: false, prf: false, largeBlob: true })
    const get = device.credentials.get
    device.credentials.get = async (o: CredentialRequestOptions) => {
      const got = (await get(o)) as unknown as { getClientExtensionResults(): object }
      return {
        ...got,
        getClientExtensionResults: () => ({ largeBlob: { written: false } }),
      } as never
    }
    const error = await add(api, device.credentials).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(FrameError)
    expect(error).toMatchObject({ code: 'passkey_blob_unwritten' })
    expect(bodies['/passkey/register/verify']).toBeUndefined()
  })

  test('with the email the visitor typed: sent along, and another account’s passkey is refused in words', async () => {
    const { api, bodies } = standIn()
    const device = authenticator({ secret: 5, prfAtCreate: true })
    await add(api, device.credentials)
    await loginWithPasskey({
      api,
      credentials: device.credentials,
      hostOrigin: HOST,
      deviceId: undefined,
      email: 'a@b.example',
    })
    expect(bodies['/passkey/login/verify']).toMatchObject({ email: 'a@b.example' })
    const other = createEmbeddedApi({
      apiBase: 'http://localhost:8788',
      projectId: 'p',
      fetch: async (input) =>
        String(input).endsWith('/passkey/login/options')
          ? Response.json({ ceremonyId: 'L'.repeat(32), options: { challenge: 'AAAA' } })
          : Response.json(
              { error: { code: 'passkey_other_account', message: 'x' } },
              { status: 403 },
            ),
    })
    const refused = await loginWithPasskey({
      api: other,
      credentials: device.credentials,
      hostOrigin: HOST,
      deviceId: undefined,
      email: 'c@d.example',
    }).catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(FrameError)
    expect(refused).toMatchObject({
      code: 'passkey_other_account',
      message: 'This passkey belongs to another account',
    })
  })

  test('another passkey’s PRF cannot open it; errors have codes and clear texts', async () => {
    const { api } = standIn()
    await add(api, authenticator({ secret: 5, prfAtCreate: true }).credentials)
    const wrong = await loginWithPasskey({
      api,
      credentials: authenticator({ secret: 6, prfAtCreate: true }).credentials,
      hostOrigin: HOST,
      deviceId: undefined,
    }).catch((e: unknown) => e)
    expect(wrong).toMatchObject({ code: 'passkey_seal_invalid' })

    const noPrf = await add(
      api,
      authenticator({ secret: 5, prfAtCreate: false, prf: false }).credentials,
    ).catch((e: unknown) => e)
    expect(noPrf).toMatchObject({ code: 'passkey_no_prf' })
    expect((noPrf as Error).message).toMatch(/PRF/)

    for (const [name, code] of [
      ['NotAllowedError', 'passkey_cancelled'],
      ['InvalidStateError', 'passkey_exists'],
      ['SecurityError', 'passkey_unavailable'],
    ]) {
      const cancelled = await loginWithPasskey({
        api,
        credentials: {
          create: async () => null,
          get: async () => {
            throw new DOMException('The operation either timed out or was not allowed.', name)
          },
        },
        hostOrigin: HOST,
        deviceId: undefined,
      }).catch((e: unknown) => e)
      expect(cancelled).toBeInstanceOf(FrameError)
      expect(cancelled).toMatchObject({ code })
    }
  })
})
