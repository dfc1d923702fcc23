import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'

/** Which share a key protects: each has its own key, so one leaked key opens one kind only. */
export type ShareKind = 'auth' | 'recovery'

/** The two 32-byte AES-256-GCM keys of the stored shares. */
export type ShareKeys = { auth: Buffer; recovery: Buffer }

const KEY_BYTES = 32
const IV_BYTES = 12
const TAG_BYTES = 16
const VERSION = 'v1'

/** A stored share could not be decrypted (wrong key, or the row was altered). */
export class ShareDecryptError extends Error {
  override name = 'ShareDecryptError'
}

/**
 * Encrypts a share for the row of `userId` (AES-256-GCM, random 96-bit IV; the user id and the
 * kind are authenticated, so a ciphertext moved to another row or column does not decrypt).
 * @returns `v1:<base64url of iv ‖ ciphertext ‖ tag>`
 */
export function encryptShare(keys: ShareKeys, kind: ShareKind, userId: string, share: string) {
  const iv = randomBytes(IV_BYTES)
  const cipher = createCipheriv('aes-256-gcm', keys[kind], iv)
  cipher.setAAD(additionalData(kind, userId))
  const body = Buffer.concat([cipher.update(share, 'utf8'), cipher.final()])
  return `${VERSION}:${Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url')}`
}

/** The share `encryptShare` sealed; ShareDecryptError when it does not open. */
export function decryptShare(
  keys: ShareKeys,
  kind: ShareKind,
  userId: string,
  stored: string,
): string {
  const [version, payload] = stored.split(':')
  const bytes = Buffer.from(payload ?? '', 'base64url')
  if (version !== VERSION || bytes.length < IV_BYTES + TAG_BYTES) {
    throw new ShareDecryptError('Not an encrypted share')
  }
  try {
    const decipher = createDecipheriv('aes-256-gcm', keys[kind], bytes.subarray(0, IV_BYTES))
    decipher.setAAD(additionalData(kind, userId))
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES))
    const body = bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8')
  } catch {
    throw new ShareDecryptError(`The ${kind} share does not decrypt with the configured key`)
  }
}

function additionalData(kind: ShareKind, userId: string): Buffer {
  return Buffer.from(`latch-embedded-share:${kind}:${userId}`, 'utf8')
}

/** A configured key: 32 bytes as 64 hex digits or base64 / base64url. */
export function parseShareKey(value: string, name: string): Buffer {
  const text = value.trim()
  const bytes = /^[0-9a-fA-F]{64}$/.test(text)
    ? Buffer.from(text, 'hex')
    : /^[A-Za-z0-9+/_-]{43}=?$/.test(text)
      ? Buffer.from(text, 'base64url')
      : undefined
  if (!bytes || bytes.length !== KEY_BYTES) {
    throw new Error(
      `${name} must be 32 bytes as 64 hex digits or base64 (e.g. openssl rand -base64 32)`,
    )
  }
  return bytes
}

export type LoadShareKeysParameters = {
  /** `embeddedWallet.shareKey` (the auth share's key). */
  shareKey?: string | undefined
  /** `embeddedWallet.recoveryKey` (the recovery share's key). */
  recoveryKey?: string | undefined
  /** Where to keep generated keys when none are configured; in memory only when absent. */
  keyFile?: string | undefined
  /** Told once when keys are generated (the warning). @defaultValue console.warn */
  warn?: ((message: string) => void) | undefined
}

/**
 * The share keys: both from config, or else read from `keyFile`, made there (mode 0600) on first
 * use with a warning. Without a key file either, random keys for this process only (a warning
 * says that shares stored now are unreadable after a restart).
 */
export async function loadShareKeys({
  shareKey,
  recoveryKey,
  keyFile,
  warn = console.warn,
}: LoadShareKeysParameters): Promise<ShareKeys> {
  if ((shareKey === undefined) !== (recoveryKey === undefined)) {
    throw new Error('embeddedWallet.shareKey and embeddedWallet.recoveryKey go together')
  }
  if (shareKey !== undefined && recoveryKey !== undefined) {
    return distinct({
      auth: parseShareKey(shareKey, 'embeddedWallet.shareKey'),
      recovery: parseShareKey(recoveryKey, 'embeddedWallet.recoveryKey'),
    })
  }
  if (keyFile === undefined) {
    warn(
      '[latch-server] embedded wallet: no embeddedWallet.shareKey / recoveryKey and no data directory: ' +
        'random share keys for this process only; wallets stored now cannot be opened after a restart',
    )
    return { auth: randomBytes(KEY_BYTES), recovery: randomBytes(KEY_BYTES) }
  }
  const existing = await readFile(keyFile, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined
    throw error
  })
  if (existing !== undefined) return keysFromFile(existing, keyFile)
  const made = {
    shareKey: randomBytes(KEY_BYTES).toString('base64'),
    recoveryKey: randomBytes(KEY_BYTES).toString('base64'),
  }
  await mkdir(dirname(keyFile), { recursive: true, mode: 0o700 })
  try {
    // `wx`: of two processes starting at once, one writes and the other reads its keys.
    await writeFile(keyFile, `${JSON.stringify(made, null, 2)}\n`, { flag: 'wx', mode: 0o600 })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    return keysFromFile(await readFile(keyFile, 'utf8'), keyFile)
  }
  await chmod(keyFile, 0o600)
  warn(
    `[latch-server] embedded wallet: no embeddedWallet.shareKey / recoveryKey configured; made new keys in ${keyFile} (mode 0600). ` +
      'Keep that file (and back it up): the stored shares cannot be opened without it.',
  )
  return keysFromFile(JSON.stringify(made), keyFile)
}

function keysFromFile(text: string, keyFile: string): ShareKeys {
  let parsed: { shareKey?: unknown; recoveryKey?: unknown }
  try {
    parsed = JSON.parse(text) as typeof parsed
  } catch {
    throw new Error(`${keyFile} is not the JSON key file the server writes`)
  }
  if (typeof parsed.shareKey !== 'string' || typeof parsed.recoveryKey !== 'string') {
    throw new Error(`${keyFile} must hold { "shareKey": …, "recoveryKey": … }`)
  }
  return distinct({
    auth: parseShareKey(parsed.shareKey, `${keyFile} shareKey`),
    recovery: parseShareKey(parsed.recoveryKey, `${keyFile} recoveryKey`),
  })
}

function distinct(keys: ShareKeys): ShareKeys {
  if (keys.auth.equals(keys.recovery)) {
    throw new Error('embeddedWallet.shareKey and embeddedWallet.recoveryKey must differ')
  }
  return keys
}
