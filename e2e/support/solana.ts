import { webcrypto } from 'node:crypto'

// Chain truth for the Solana e2e tests, read from the devnet's RPC directly, never the page.
const SOLANA_RPC_URL = 'http://127.0.0.1:8899'

/** One JSON-RPC call to the devnet's Solana RPC; rejects with the node's message. */
export async function solanaRpc<T>(method: string, params: unknown[]): Promise<T> {
  const response = await fetch(SOLANA_RPC_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: T; error?: { message: string } }
  if (body.error) throw new Error(`${method}: ${body.error.message}`)
  return body.result as T
}

/** The account's SOL balance in lamports (confirmed). */
export const getLamports = async (address: string) =>
  BigInt(
    (await solanaRpc<{ value: number }>('getBalance', [address, { commitment: 'confirmed' }]))
      .value,
  )

/** The owner's balance of `mint` in its smallest unit, summed over its token accounts. */
export async function getTokenAmount(owner: string, mint: string): Promise<bigint> {
  type Parsed = { account: { data: { parsed: { info: { tokenAmount: { amount: string } } } } } }
  const { value } = await solanaRpc<{ value: Parsed[] }>('getTokenAccountsByOwner', [
    owner,
    { mint },
    { encoding: 'jsonParsed', commitment: 'confirmed' },
  ])
  return value.reduce(
    (sum, account) => sum + BigInt(account.account.data.parsed.info.tokenAmount.amount),
    0n,
  )
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

export function base58Decode(text: string): Uint8Array {
  let value = 0n
  for (const char of text) {
    const digit = BASE58.indexOf(char)
    if (digit < 0) throw new Error(`not base58: ${char}`)
    value = value * 58n + BigInt(digit)
  }
  const bytes: number[] = []
  for (; value > 0n; value /= 256n) bytes.unshift(Number(value % 256n))
  const zeros = text.length - text.replace(/^1+/, '').length
  return Uint8Array.from([...new Array<number>(zeros).fill(0), ...bytes])
}

export function base58Encode(bytes: Uint8Array): string {
  let value = bytes.reduce((sum, byte) => sum * 256n + BigInt(byte), 0n)
  let text = ''
  for (; value > 0n; value /= 58n) text = BASE58[Number(value % 58n)] + text
  const zeros = bytes.findIndex((byte) => byte !== 0)
  return '1'.repeat(zeros < 0 ? bytes.length : zeros) + text
}

/** A new ed25519 key pair's public key: a Solana address nothing has ever touched. */
export async function freshSolanaAddress(): Promise<string> {
  const keys = (await webcrypto.subtle.generateKey({ name: 'Ed25519' }, true, [
    'sign',
    'verify',
  ])) as CryptoKeyPair
  return base58Encode(new Uint8Array(await webcrypto.subtle.exportKey('raw', keys.publicKey)))
}
