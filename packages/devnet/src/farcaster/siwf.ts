import { signMessage } from 'viem/accounts'
import { FARCASTER_CHAIN_ID, FARCASTER_STATEMENT, type FarcasterTestUser } from './constants.ts'

/** What a relay channel asks to be signed (the app's `POST /v1/channel` body). */
export type SiwfRequest = {
  domain: string
  siweUri: string
  nonce: string
  notBefore?: string | undefined
  expirationTime?: string | undefined
  requestId?: string | undefined
}

/**
 * The Sign In With Farcaster message a Farcaster client signs for `request` as `user`: EIP-4361
 * with the statement `Farcaster Auth`, chain 10 (the ID registry's) and the resource
 * `farcaster://fid/<fid>`.
 */
export function siwfMessage(request: SiwfRequest, user: FarcasterTestUser, issuedAt: Date): string {
  const lines = [
    `${request.domain} wants you to sign in with your Ethereum account:`,
    user.custodyAddress,
    '',
    FARCASTER_STATEMENT,
    '',
    `URI: ${request.siweUri}`,
    'Version: 1',
    `Chain ID: ${FARCASTER_CHAIN_ID}`,
    `Nonce: ${request.nonce}`,
    `Issued At: ${issuedAt.toISOString()}`,
  ]
  if (request.expirationTime) lines.push(`Expiration Time: ${request.expirationTime}`)
  if (request.notBefore) lines.push(`Not Before: ${request.notBefore}`)
  if (request.requestId) lines.push(`Request ID: ${request.requestId}`)
  lines.push('Resources:', `- farcaster://fid/${user.fid}`)
  return lines.join('\n')
}

/** The message signed with the user's custody key (EIP-191 personal_sign). */
export async function signSiwf(
  request: SiwfRequest,
  user: FarcasterTestUser,
  issuedAt: Date,
): Promise<{ message: string; signature: `0x${string}` }> {
  const message = siwfMessage(request, user, issuedAt)
  const signature = await signMessage({ message, privateKey: user.custodyKey })
  return { message, signature }
}
