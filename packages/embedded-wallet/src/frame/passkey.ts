/**
 * Passkeys in the frame (issue P10): the recovery share sealed under a key derived from a secret
 * only the passkey gives back, and the two WebAuthn ceremonies with the frame origin as relying
 * party.
 *
 * The secret is the passkey's PRF output, PRF(passkey, PRF_INPUT): 32 bytes that only the
 * authenticator can produce, the same at every sign-in. A passkey whose provider has no PRF but
 * stores large blobs (WebAuthn `largeBlob`) keeps a random 32-byte secret of the frame's in its
 * blob instead. The secret goes through HKDF-SHA-256 (a random 32-byte salt per seal, info
 * `latch passkey recovery <version>`) into an AES-256-GCM key (non-extractable) that encrypts the
 * recovery share (random 96-bit IV, the credential id as additional data, so a seal moved to
 * another passkey does not open). Written `<version>.<salt>.<iv>.<ciphertext>`, base64url parts,
 * the version `v1` for a PRF seal and `b1` for a large-blob one. The secret and the share never
 * leave the frame; the server stores the seal only.
 */
import type { EmbeddedApi, VerifyResult } from './api.ts'
import { EmbeddedApiError } from './api.ts'
import { bytesToBase64, wipe } from './bytes.ts'
import { FrameError } from './errors.ts'
import { PASSKEY_TEXTS } from './errorTexts.ts'

const encoder = new TextEncoder()
/** Where a seal's secret comes from: the passkey's PRF (`v1`) or its large blob (`b1`). */
export type SealVersion = 'v1' | 'b1'
const SEAL_VERSIONS: readonly string[] = ['v1', 'b1'] satisfies SealVersion[]
/** The PRF input (the same for every passkey: a discoverable sign-in can't know which one). */
export const PRF_INPUT = encoder.encode('latch-embedded-wallet/passkey-recovery/v1')

export function toBase64Url(bytes: ArrayBuffer | Uint8Array): string {
  return bytesToBase64(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new SyntaxError('Invalid base64url text')
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

async function sealKey(
  secret: Uint8Array,
  salt: Uint8Array,
  version: SealVersion,
  usage: KeyUsage,
): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', new Uint8Array(secret), 'HKDF', false, [
    'deriveKey',
  ])
  const info = encoder.encode(`latch passkey recovery ${version}`)
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(salt), info },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    [usage],
  )
}

/** Seals `share` under HKDF(`secret`), bound to `credentialId`; `v1` for a PRF output. */
export async function sealRecovery(
  secret: Uint8Array,
  share: Uint8Array,
  credentialId: string,
  version: SealVersion = 'v1',
): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(32))
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const key = await sealKey(secret, salt, version, 'encrypt')
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: encoder.encode(credentialId) },
    key,
    new Uint8Array(share),
  )
  return `${version}.${toBase64Url(salt)}.${toBase64Url(iv)}.${toBase64Url(sealed)}`
}

/** The version of a seal (which secret opens it), or undefined for no seal of ours. */
export const sealVersion = (sealed: string): SealVersion | undefined => {
  const version = sealed.slice(0, sealed.indexOf('.'))
  return SEAL_VERSIONS.includes(version) ? (version as SealVersion) : undefined
}

/** Opens a seal of sealRecovery; FrameError `passkey_seal_invalid` when it does not open. */
export async function unsealRecovery(
  secret: Uint8Array,
  sealed: string,
  credentialId: string,
): Promise<Uint8Array> {
  const parts = sealed.split('.')
  const invalid = () =>
    new FrameError('This passkey cannot open the wallet’s recovery share', 'passkey_seal_invalid')
  const version = sealVersion(sealed)
  if (parts.length !== 4 || !version) throw invalid()
  try {
    const [, salt, iv, data] = parts as [string, string, string, string]
    const key = await sealKey(secret, fromBase64Url(salt), version, 'decrypt')
    const opened = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: fromBase64Url(iv), additionalData: encoder.encode(credentialId) },
      key,
      fromBase64Url(data),
    )
    return new Uint8Array(opened)
  } catch (error) {
    throw new FrameError(invalid().message, 'passkey_seal_invalid', { cause: error })
  }
}

/** An error of a passkey step as the visitor and the host see it: a clear text, a code. */
export function passkeyError(error: unknown): unknown {
  if (error instanceof EmbeddedApiError) {
    return new FrameError(PASSKEY_TEXTS[error.code] ?? error.message, error.code, { cause: error })
  }
  if (error instanceof FrameError) return error
  // WebAuthn's failures are DOMExceptions, classified by their name.
  const name = error instanceof Error || error instanceof DOMException ? error.name : ''
  const code =
    name === 'NotAllowedError' || name === 'AbortError'
      ? 'passkey_cancelled'
      : name === 'InvalidStateError'
        ? 'passkey_exists'
        : name === 'NotSupportedError' || name === 'SecurityError'
          ? 'passkey_unavailable'
          : undefined
  if (code) return new FrameError(PASSKEY_TEXTS[code] as string, code, { cause: error })
  return error
}

type Credentials = Pick<CredentialsContainer, 'create' | 'get'>

type ExtensionResults = {
  prf?: { enabled?: boolean; results?: { first?: BufferSource } }
  largeBlob?: { supported?: boolean; blob?: BufferSource; written?: boolean }
}

const extensionResults = (credential: PublicKeyCredential) =>
  credential.getClientExtensionResults() as ExtensionResults

const bytesOf = (source: BufferSource | undefined): Uint8Array | undefined =>
  !source
    ? undefined
    : source instanceof ArrayBuffer
      ? new Uint8Array(source)
      : new Uint8Array(source.buffer, source.byteOffset, source.byteLength)

const prfOutput = (credential: PublicKeyCredential) =>
  bytesOf(extensionResults(credential).prf?.results?.first)

/** A large-blob secret: 32 bytes exactly (anything else in a blob is not ours). */
function blobSecret(credential: PublicKeyCredential): Uint8Array | undefined {
  const blob = bytesOf(extensionResults(credential).largeBlob?.blob)
  return blob?.length === 32 ? new Uint8Array(blob) : undefined
}

const prfExtension = () => ({ prf: { eval: { first: PRF_INPUT } } })
const noPrf = () => new FrameError(PASSKEY_TEXTS.passkey_no_prf as string, 'passkey_no_prf')

/** The server's creation options (JSON) as the browser takes them, with the PRF extension. */
function creationOptions(json: Record<string, unknown>): PublicKeyCredentialCreationOptions {
  const options = json as unknown as {
    challenge: string
    user: { id: string; name: string; displayName: string }
    excludeCredentials?: { id: string; type: 'public-key'; transports?: string[] }[]
  } & Record<string, unknown>
  return {
    ...(options as unknown as PublicKeyCredentialCreationOptions),
    challenge: fromBase64Url(options.challenge),
    user: { ...options.user, id: fromBase64Url(options.user.id) },
    excludeCredentials: (options.excludeCredentials ?? []).map((item) => ({
      type: 'public-key',
      id: fromBase64Url(item.id),
      ...(item.transports && { transports: item.transports as AuthenticatorTransport[] }),
    })),
    // A provider without PRF may keep a secret in the passkey's large blob instead.
    extensions: {
      ...prfExtension(),
      largeBlob: { support: 'preferred' },
    } as AuthenticationExtensionsClientInputs,
  }
}

/**
 * A credential as the server reads it. Never `toJSON()`: the extension results would carry the
 * PRF output to the server; this sends none.
 */
function credentialJson(credential: PublicKeyCredential) {
  const response = credential.response
  const base = {
    id: credential.id,
    rawId: toBase64Url(credential.rawId),
    type: 'public-key',
    clientExtensionResults: {},
    authenticatorAttachment: credential.authenticatorAttachment ?? undefined,
  }
  if ('attestationObject' in response) {
    const attestation = response as AuthenticatorAttestationResponse
    return {
      ...base,
      response: {
        clientDataJSON: toBase64Url(attestation.clientDataJSON),
        attestationObject: toBase64Url(attestation.attestationObject),
        transports: attestation.getTransports?.() ?? [],
      },
    }
  }
  const assertion = response as AuthenticatorAssertionResponse
  return {
    ...base,
    response: {
      clientDataJSON: toBase64Url(assertion.clientDataJSON),
      authenticatorData: toBase64Url(assertion.authenticatorData),
      signature: toBase64Url(assertion.signature),
      ...(assertion.userHandle && { userHandle: toBase64Url(assertion.userHandle) }),
    },
  }
}

/**
 * The secret a new passkey gives back at every sign-in: its PRF output (at creation, or by one
 * `get` of the new passkey when the authenticator gives PRF only at sign-in); without PRF, a
 * random secret written to its large blob by one `get`. FrameError `passkey_no_prf` when the
 * provider has neither.
 */
async function recoverySecret(
  credentials: Credentials,
  publicKey: PublicKeyCredentialCreationOptions,
  created: PublicKeyCredential,
): Promise<{ secret: Uint8Array; version: SealVersion }> {
  const results = extensionResults(created)
  const again = (extensions: AuthenticationExtensionsClientInputs) =>
    credentials.get({
      publicKey: {
        challenge: crypto.getRandomValues(new Uint8Array(32)),
        rpId: publicKey.rp.id,
        allowCredentials: [{ type: 'public-key', id: created.rawId }],
        userVerification: 'required',
        timeout: publicKey.timeout,
        extensions,
      },
    }) as Promise<PublicKeyCredential | null>
  const atCreate = prfOutput(created)
  if (atCreate) return { secret: atCreate, version: 'v1' }
  if (results.prf?.enabled !== false) {
    // PRF at creation is optional for authenticators: ask the new passkey once for it.
    const got = await again(prfExtension() as AuthenticationExtensionsClientInputs)
    const prf = got ? prfOutput(got) : undefined
    if (prf) return { secret: prf, version: 'v1' }
  }
  if (!results.largeBlob?.supported) throw noPrf()
  const secret = crypto.getRandomValues(new Uint8Array(32))
  const wrote = await again({
    largeBlob: { write: secret },
  } as AuthenticationExtensionsClientInputs)
  if (!wrote || extensionResults(wrote).largeBlob?.written !== true) {
    wipe(secret)
    throw new FrameError(PASSKEY_TEXTS.passkey_blob_unwritten as string, 'passkey_blob_unwritten')
  }
  return { secret, version: 'b1' }
}

/**
 * Adds a passkey to the signed-in wallet: the server's options, `create` with PRF (and large
 * blob support asked for), the passkey's secret (see recoverySecret), the recovery share sealed
 * under it, the credential and the seal to the server. `recoveryShare` is called
 * once the PRF output is there, and its bytes are wiped after sealing.
 */
export async function addPasskey(deps: {
  api: EmbeddedApi
  credentials: Credentials
  token: string
  hostOrigin: string
  recoveryShare: () => Promise<Uint8Array>
}): Promise<{ credentialId: string }> {
  try {
    const { ceremonyId, options } = await deps.api.passkeyRegisterOptions(
      deps.token,
      deps.hostOrigin,
    )
    const publicKey = creationOptions(options)
    const created = (await deps.credentials.create({ publicKey })) as PublicKeyCredential | null
    if (!created) throw new DOMException('No passkey was made', 'NotAllowedError')
    const { secret, version } = await recoverySecret(deps.credentials, publicKey, created)
    const share = await deps.recoveryShare()
    let sealedRecovery: string
    try {
      sealedRecovery = await sealRecovery(secret, share, created.id, version)
    } finally {
      wipe(share, secret)
    }
    return await deps.api.passkeyRegisterVerify(deps.token, {
      ceremonyId,
      response: credentialJson(created),
      sealedRecovery,
    })
  } catch (error) {
    throw passkeyError(error)
  }
}

/**
 * Signs in with a passkey on a browser without this wallet: a discoverable `get` with PRF and a
 * large-blob read (whichever the passkey's provider has), the
 * server's answer (a session, the auth share, the seal), the recovery share unsealed. Answers
 * what `/email/verify` answers for an approved new device (auth + recovery shares), so the frame
 * rebuilds and checks the wallet the same way.
 */
export async function loginWithPasskey(deps: {
  api: EmbeddedApi
  credentials: Credentials
  hostOrigin: string
  deviceId: string | undefined
  /** Only this account's passkey (the email the visitor typed on this browser). */
  email?: string | undefined
}): Promise<VerifyResult> {
  try {
    const { ceremonyId, options } = await deps.api.passkeyLoginOptions(deps.hostOrigin)
    const json = options as { challenge: string; rpId?: string; timeout?: number }
    const got = (await deps.credentials.get({
      publicKey: {
        challenge: fromBase64Url(json.challenge),
        ...(json.rpId && { rpId: json.rpId }),
        ...(json.timeout && { timeout: json.timeout }),
        userVerification: 'required',
        allowCredentials: [],
        extensions: {
          ...prfExtension(),
          largeBlob: { read: true },
        } as AuthenticationExtensionsClientInputs,
      },
    })) as PublicKeyCredential | null
    if (!got) throw new DOMException('No passkey was chosen', 'NotAllowedError')
    const secrets: Record<SealVersion, Uint8Array | undefined> = {
      v1: prfOutput(got),
      b1: blobSecret(got),
    }
    if (!secrets.v1 && !secrets.b1) throw noPrf()
    const result = await deps.api.passkeyLoginVerify({
      ceremonyId,
      response: credentialJson(got),
      ...(deps.deviceId && { deviceId: deps.deviceId }),
      ...(deps.email && { email: deps.email }),
    })
    let recovery: Uint8Array
    try {
      // The seal says which secret opens it; the other (if any) goes unused.
      const secret = secrets[sealVersion(result.sealedRecovery) ?? 'v1']
      if (!secret) throw noPrf()
      recovery = await unsealRecovery(secret, result.sealedRecovery, result.credentialId)
    } finally {
      wipe(secrets.v1, secrets.b1)
    }
    const { sealedRecovery: _, credentialId: __, ...verify } = result
    const answer: VerifyResult = {
      ...verify,
      shares: { auth: verify.shares.auth, recovery: bytesToBase64(recovery) },
    }
    wipe(recovery)
    return answer
  } catch (error) {
    throw passkeyError(error)
  }
}
