/** The `purpose` line every account-name message carries, so it can be signed for nothing else. */
export const ACCOUNT_NAME_MESSAGE_PURPOSE = 'Register an account name'

/** What an account-name message says: who asks for which name, on which chain, when. */
export type AccountNameMessage = {
  /** The full name, e.g. `my-name-1234.latch`. */
  name: string
  /** ENSIP-11 coin type of the chain the name is registered on (SPEC §5). */
  coinType: number
  /** The account that gets the name (0x, checksummed or not). */
  address: string
  /** When it was signed: an ISO 8601 time in UTC (`toISOString`). */
  issuedAt: string
}

/**
 * The text an account signs to register a name (`POST /v1/profile/account`): JSON, indented so
 * the wallet's signing card shows one field per line, with a fixed `purpose`. The server verifies
 * the signature over this exact text and then reads it with {@link parseAccountNameMessage}.
 *
 * @example
 * createAccountNameMessage({
 *   name: 'my-name-1234.latch',
 *   coinType: 2147514985,
 *   address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
 *   issuedAt: new Date().toISOString(),
 * })
 */
export function createAccountNameMessage({
  name,
  coinType,
  address,
  issuedAt,
}: AccountNameMessage): string {
  return JSON.stringify(
    { purpose: ACCOUNT_NAME_MESSAGE_PURPOSE, name, coinType, address, issuedAt },
    null,
    2,
  )
}

/**
 * Reads a text made by {@link createAccountNameMessage}; `undefined` for anything else (not JSON,
 * another purpose, a missing, extra or mistyped field, a time `Date` cannot read).
 *
 * @example
 * parseAccountNameMessage('hello') // undefined
 */
export function parseAccountNameMessage(text: string): AccountNameMessage | undefined {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return undefined
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined
  const { purpose, name, coinType, address, issuedAt, ...rest } = value as Record<string, unknown>
  if (Object.keys(rest).length > 0 || purpose !== ACCOUNT_NAME_MESSAGE_PURPOSE) return undefined
  if (typeof name !== 'string' || typeof address !== 'string' || typeof issuedAt !== 'string') {
    return undefined
  }
  if (typeof coinType !== 'number' || !Number.isSafeInteger(coinType)) return undefined
  if (Number.isNaN(Date.parse(issuedAt))) return undefined
  return { name, coinType, address, issuedAt }
}
