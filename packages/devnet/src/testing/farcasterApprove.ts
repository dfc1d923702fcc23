import { FARCASTER_TEST_USERS } from '../farcaster/constants.ts'
import { signSiwf } from '../farcaster/siwf.ts'
import { completedProfile } from '../farcaster/startFarcasterRelay.ts'

export type FarcasterApproveParameters = {
  /** The channel's link (the `url` the relay gave, shown as the QR code). */
  url: string
  /** The test account that answers. @defaultValue 3001 (@ada) */
  fid?: number | undefined
  /** @defaultValue 'approve' */
  decision?: 'approve' | 'reject' | undefined
  /** The `Issued At` of the signed message. @defaultValue now */
  issuedAt?: Date | undefined
}

/**
 * A test Farcaster client: reads the channel link (token, nonce, domain, URI), signs the Sign In
 * With Farcaster message with the test account's custody key and posts it to the relay stand-in
 * (`/v1/channel/authenticate`), as Warpcast does once its user approves. `decision: 'reject'`
 * ends the channel instead (the stand-in's `/v1/channel/cancel`).
 *
 * @example
 * await farcasterApprove({ url: channelUrl, fid: 3002 })
 */
export async function farcasterApprove({
  url,
  fid = FARCASTER_TEST_USERS[0]?.fid ?? 3001,
  decision = 'approve',
  issuedAt = new Date(),
}: FarcasterApproveParameters): Promise<void> {
  const link = new URL(url)
  const param = (name: string) => {
    const value = link.searchParams.get(name)
    if (!value) throw new Error(`The Farcaster link has no ${name}: ${url}`)
    return value
  }
  const channelToken = param('channelToken')
  const headers = { authorization: `Bearer ${channelToken}`, 'content-type': 'application/json' }
  if (decision === 'reject') {
    const response = await fetch(`${link.origin}/v1/channel/cancel`, { method: 'POST', headers })
    if (!response.ok) throw new Error(`The relay refused the cancel: ${response.status}`)
    return
  }
  const user = FARCASTER_TEST_USERS.find((u) => u.fid === fid)
  if (!user) throw new Error(`No Farcaster test account with fid ${fid}`)
  const request = { domain: param('domain'), siweUri: param('siweUri'), nonce: param('nonce') }
  const { message, signature } = await signSiwf(request, user, issuedAt)
  const response = await fetch(`${link.origin}/v1/channel/authenticate`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ message, signature, ...completedProfile(user) }),
  })
  if (response.status !== 201) throw new Error(`The relay refused the answer: ${response.status}`)
}
