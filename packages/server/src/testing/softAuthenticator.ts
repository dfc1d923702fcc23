import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto'

// A software WebAuthn authenticator for tests (a P-256 passkey, attestation "none"): it answers
// what a browser would hand the frame for navigator.credentials.create / get, as the JSON that
// @simplewebauthn/server reads.

type Cbor = number | string | Uint8Array | CborMap | { [key: string]: Cbor }
interface CborMap extends Map<Cbor, Cbor> {}

/** Minimal CBOR (RFC 8949): unsigned and negative integers, byte and text strings, maps. */
export function cbor(value: Cbor): Buffer {
  const head = (major: number, length: number): Buffer => {
    if (length < 24) return Buffer.from([(major << 5) | length])
    if (length < 0x100) return Buffer.from([(major << 5) | 24, length])
    if (length < 0x10000) {
      const out = Buffer.alloc(3)
      out[0] = (major << 5) | 25
      out.writeUInt16BE(length, 1)
      return out
    }
    const out = Buffer.alloc(5)
    out[0] = (major << 5) | 26
    out.writeUInt32BE(length, 1)
    return out
  }
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value)
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8')
    return Buffer.concat([head(3, bytes.length), bytes])
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value])
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value)
  return Buffer.concat([
    head(5, entries.length),
    ...entries.flatMap(([k, v]) => [cbor(k), cbor(v)]),
  ])
}

export type SoftCredential = {
  id: Buffer
  privateKey: KeyObject
  rpId: string
  userHandle: Buffer
  counter: number
}

export type Ceremony = {
  challenge: string
  origin: string
  /** The page embedding the frame (a cross-origin ceremony), or none. */
  topOrigin?: string
  /** Flags to leave out (e.g. user verification). */
  userVerified?: boolean
}

function clientData(type: 'webauthn.create' | 'webauthn.get', ceremony: Ceremony): Buffer {
  return Buffer.from(
    JSON.stringify({
      type,
      challenge: ceremony.challenge,
      origin: ceremony.origin,
      crossOrigin: ceremony.topOrigin !== undefined,
      ...(ceremony.topOrigin !== undefined && { topOrigin: ceremony.topOrigin }),
    }),
  )
}

function authData(credential: SoftCredential, userVerified: boolean, attested?: Buffer): Buffer {
  const flags = 0x01 | (userVerified ? 0x04 : 0) | (attested ? 0x40 : 0)
  const counter = Buffer.alloc(4)
  counter.writeUInt32BE(credential.counter)
  return Buffer.concat([
    createHash('sha256').update(credential.rpId).digest(),
    Buffer.from([flags]),
    counter,
    attested ?? Buffer.alloc(0),
  ])
}

/** navigator.credentials.create: a new discoverable credential and its registration response. */
export function createCredential(options: Ceremony & { rpId: string; userHandle: Buffer }): {
  credential: SoftCredential
  response: Record<string, unknown>
} {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const jwk = publicKey.export({ format: 'jwk' })
  const cose = cbor(
    new Map<Cbor, Cbor>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x as string, 'base64url')],
      [-3, Buffer.from(jwk.y as string, 'base64url')],
    ]),
  )
  const credential: SoftCredential = {
    id: randomBytes(32),
    privateKey,
    rpId: options.rpId,
    userHandle: options.userHandle,
    counter: 0,
  }
  const idLength = Buffer.alloc(2)
  idLength.writeUInt16BE(credential.id.length)
  const attested = Buffer.concat([Buffer.alloc(16), idLength, credential.id, cose])
  const data = authData(credential, options.userVerified ?? true, attested)
  const id = credential.id.toString('base64url')
  return {
    credential,
    response: {
      id,
      rawId: id,
      type: 'public-key',
      clientExtensionResults: {},
      response: {
        clientDataJSON: clientData('webauthn.create', options).toString('base64url'),
        attestationObject: cbor({ fmt: 'none', attStmt: {}, authData: data }).toString('base64url'),
        transports: ['internal'],
      },
    },
  }
}

/** navigator.credentials.get: an assertion by `credential` (its counter goes up by one). */
export function getAssertion(credential: SoftCredential, ceremony: Ceremony) {
  credential.counter += 1
  const data = authData(credential, ceremony.userVerified ?? true)
  const client = clientData('webauthn.get', ceremony)
  const signature = sign(
    'sha256',
    Buffer.concat([data, createHash('sha256').update(client).digest()]),
    credential.privateKey,
  )
  const id = credential.id.toString('base64url')
  return {
    id,
    rawId: id,
    type: 'public-key',
    clientExtensionResults: {},
    response: {
      clientDataJSON: client.toString('base64url'),
      authenticatorData: data.toString('base64url'),
      signature: signature.toString('base64url'),
      userHandle: credential.userHandle.toString('base64url'),
    },
  }
}
