import type { SolanaSignInInput } from '@solana/wallet-standard-features'

/** The optional fields of a Sign In With Solana message, in the order the format fixes. */
const FIELDS = [
  ['uri', 'URI'],
  ['version', 'Version'],
  ['chainId', 'Chain ID'],
  ['nonce', 'Nonce'],
  ['issuedAt', 'Issued At'],
  ['expirationTime', 'Expiration Time'],
  ['notBefore', 'Not Before'],
  ['requestId', 'Request ID'],
] as const

/**
 * The text of a Sign In With Solana message (the EIP-4361 layout with "Solana account"): domain
 * line, address, the statement if any, then the given fields one per line. `domain` and
 * `address` must already be filled in by the wallet.
 *
 * @example
 * createSignInMessage({ domain: 'example.com', address: '4Vhx…', nonce: 'abc12345' })
 * // 'example.com wants you to sign in with your Solana account:\n4Vhx…\n\nNonce: abc12345'
 */
export function createSignInMessage(
  input: SolanaSignInInput & { domain: string; address: string },
): string {
  let text = `${input.domain} wants you to sign in with your Solana account:\n${input.address}`
  if (input.statement) text += `\n\n${input.statement}`
  const lines: string[] = []
  for (const [field, label] of FIELDS) {
    const value = input[field]
    if (value) lines.push(`${label}: ${value}`)
  }
  if (input.resources?.length) {
    lines.push(['Resources:', ...input.resources.map((resource) => `- ${resource}`)].join('\n'))
  }
  if (lines.length > 0) text += `\n\n${lines.join('\n')}`
  return text
}
