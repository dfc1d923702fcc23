import {
  calculateJwkThumbprint,
  exportJWK,
  generateKeyPair,
  importJWK,
  type JSONWebKeySet,
  type JWK,
} from 'jose'
import type { Db } from '../db/db.ts'

/** The algorithm of session tokens: ECDSA P-256 with SHA-256. */
export const AUTH_TOKEN_ALGORITHM = 'ES256'
// Any constant works: it only has to be the same for every instance creating the key.
const KEY_LOCK = 7_316_022
/** An unknown `kid` re-reads the table at most this often (a key another instance added). */
const RELOAD_INTERVAL_MS = 10_000

type KeyRow = { kid: string; private_jwk: JWK; public_jwk: JWK }

/** One signing key: the private half signs, the public half is published. */
export type SigningKey = {
  kid: string
  privateKey: CryptoKey
  publicKey: CryptoKey
  publicJwk: JWK
}

/** The server's token keys, read from the database once and cached. */
export type SigningKeys = {
  /** The newest key, which signs new tokens; made and stored on first use when there is none. */
  current(): Promise<SigningKey>
  /** The public key named `kid`, if this database has it. */
  publicKey(kid: string): Promise<CryptoKey | undefined>
  /** Every public key, as `GET /auth/v1/jwks.json` publishes them. */
  jwks(): Promise<JSONWebKeySet>
}

/**
 * The signing keys of `db`. The first instance to need one makes it under an advisory lock and
 * stores it, so instances sharing the database, and the next start, sign with the same key.
 * A failed read (the database is down) is not cached: the next call reads again.
 */
export function createSigningKeys(db: Db): SigningKeys {
  let loaded: Promise<SigningKey[]> | undefined
  let loadedAt = 0
  const load = (): Promise<SigningKey[]> => {
    if (!loaded) {
      loadedAt = Date.now()
      loaded = readOrCreate(db).catch((error: unknown) => {
        loaded = undefined
        throw error
      })
    }
    return loaded
  }
  return {
    current: async () => (await load())[0] as SigningKey,
    publicKey: async (kid) => {
      const found = (await load()).find((key) => key.kid === kid)
      if (found || Date.now() - loadedAt < RELOAD_INTERVAL_MS) return found?.publicKey
      loaded = undefined
      return (await load()).find((key) => key.kid === kid)?.publicKey
    },
    jwks: async () => ({
      keys: (await load()).map((key) => ({
        ...key.publicJwk,
        kid: key.kid,
        alg: AUTH_TOKEN_ALGORITHM,
        use: 'sig',
      })),
    }),
  }
}

/** Every stored key, newest first; makes one first when there is none. */
async function readOrCreate(db: Db): Promise<SigningKey[]> {
  let rows = await readRows(db)
  if (rows.length === 0) {
    rows = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [KEY_LOCK])
      const existing = await readRows(tx)
      if (existing.length > 0) return existing
      return [await createRow(tx)]
    })
  }
  return Promise.all(rows.map(toSigningKey))
}

function readRows(db: Db): Promise<KeyRow[]> {
  return db.query<KeyRow>(
    'SELECT kid, private_jwk, public_jwk FROM auth_signing_keys ORDER BY created_at DESC, kid',
  )
}

async function createRow(db: Db): Promise<KeyRow> {
  const pair = await generateKeyPair(AUTH_TOKEN_ALGORITHM, { extractable: true })
  const privateJwk = await exportJWK(pair.privateKey)
  const publicJwk = await exportJWK(pair.publicKey)
  // The RFC 7638 thumbprint: a kid derived from the key itself.
  const kid = await calculateJwkThumbprint(publicJwk)
  await db.query(
    `INSERT INTO auth_signing_keys (kid, algorithm, private_jwk, public_jwk)
     VALUES ($1, $2, $3, $4)`,
    [kid, AUTH_TOKEN_ALGORITHM, JSON.stringify(privateJwk), JSON.stringify(publicJwk)],
  )
  return { kid, private_jwk: privateJwk, public_jwk: publicJwk }
}

async function toSigningKey(row: KeyRow): Promise<SigningKey> {
  const privateKey = await importJWK(row.private_jwk, AUTH_TOKEN_ALGORITHM)
  const publicKey = await importJWK(row.public_jwk, AUTH_TOKEN_ALGORITHM)
  return {
    kid: row.kid,
    privateKey: privateKey as CryptoKey,
    publicKey: publicKey as CryptoKey,
    publicJwk: row.public_jwk,
  }
}
