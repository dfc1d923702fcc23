/**
 * The fields of a sign-in message (CAIP-122's data model): EIP-4361 on eip155, Sign In With
 * Solana on solana. `parseSiwxMessage(formatSiwxMessage(fields))` deep-equals `fields`.
 */
export type SiwxMessageFields = {
  /** RFC 3986 authority asking for the sign-in, e.g. `127.0.0.1:5173`. */
  domain: string
  /** eip155: EIP-55 checksummed; solana: base58 public key. */
  address: string
  /** One line for people; no line break, RFC 3986 reserved/unreserved characters and spaces. */
  statement?: string
  /** RFC 3986 URI of what the sign-in is for, e.g. `http://127.0.0.1:5173/`. */
  uri: string
  version: '1'
  /** CAIP-2: `eip155:31337`, `solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1`. */
  chainId: `${string}:${string}`
  /** At least 8 letters or digits (the server's, single use). */
  nonce: string
  /** RFC 3339 date-time. */
  issuedAt: string
  /** RFC 3339 date-time after which the message is no longer valid. */
  expirationTime?: string
  /** RFC 3339 date-time before which the message is not yet valid. */
  notBefore?: string
  /** RFC 3986 path characters naming the request. */
  requestId?: string
  /** RFC 3986 URIs, written as `- uri` lines. */
  resources?: string[]
  /** EIP-4361's optional URI scheme before the domain (eip155 only), e.g. `https`. */
  scheme?: string
}
