import { recoverMessageAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { farcasterApprove } from '../testing/farcasterApprove.ts'
import { FARCASTER_TEST_USERS } from './constants.ts'
import { type FarcasterRelay, startFarcasterRelay } from './startFarcasterRelay.ts'

// Ports of this file: 9560 (the stand-in), 9561 (one with short-lived channels).
let relay: FarcasterRelay
let shortLived: FarcasterRelay
beforeAll(async () => {
  relay = await startFarcasterRelay({ port: 9560 })
  shortLived = await startFarcasterRelay({ port: 9561, channelTtlMs: 200 })
})
afterAll(() => Promise.all([relay?.stop(), shortLived?.stop()]))

const channelBody = {
  siweUri: 'http://localhost:5173',
  domain: 'localhost:5173',
  nonce: 'a1b2c3d4e5f60718',
}

async function createChannel(on = relay) {
  const response = await fetch(`${on.url}/v1/channel`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(channelBody),
  })
  expect(response.status).toBe(201)
  return (await response.json()) as { channelToken: string; url: string; nonce: string }
}

const status = (token: string, on = relay) =>
  fetch(`${on.url}/v1/channel/status`, { headers: { authorization: `Bearer ${token}` } })

describe('Farcaster relay stand-in', () => {
  test('server config: relay and registry URLs on the chosen port', () => {
    expect(relay.serverConfig).toEqual({
      relayUrl: 'http://127.0.0.1:9560',
      registryUrl: 'http://127.0.0.1:9560/v1/fids',
    })
  })

  test('a channel is pending, then completed with a message signed by the custody key', async () => {
    const channel = await createChannel()
    expect(channel.nonce).toBe(channelBody.nonce)
    const link = new URL(channel.url)
    expect(link.origin + link.pathname).toBe(`${relay.url}/~/siwf`)
    expect(link.searchParams.get('channelToken')).toBe(channel.channelToken)
    const pending = await status(channel.channelToken)
    expect(pending.status).toBe(202)
    expect(await pending.json()).toMatchObject({ state: 'pending', nonce: channelBody.nonce })

    await farcasterApprove({ url: channel.url, fid: 3002 })
    const done = await status(channel.channelToken)
    expect(done.status).toBe(200)
    const body = (await done.json()) as Record<string, unknown>
    const grace = FARCASTER_TEST_USERS[1]!
    expect(body).toMatchObject({ state: 'completed', fid: 3002, username: 'grace' })
    const message = body.message as string
    expect(message.split('\n').slice(0, 10)).toEqual([
      'localhost:5173 wants you to sign in with your Ethereum account:',
      grace.custodyAddress,
      '',
      'Farcaster Auth',
      '',
      'URI: http://localhost:5173',
      'Version: 1',
      'Chain ID: 10',
      `Nonce: ${channelBody.nonce}`,
      expect.stringMatching(/^Issued At: \d{4}-/),
    ])
    expect(message.endsWith('Resources:\n- farcaster://fid/3002')).toBe(true)
    const signer = await recoverMessageAddress({
      message,
      signature: body.signature as `0x${string}`,
    })
    expect(signer).toBe(grace.custodyAddress)
  })

  test('the registry serves custody addresses; unknown fids are 404', async () => {
    const ada = FARCASTER_TEST_USERS[0]!
    const found = await fetch(`${relay.serverConfig.registryUrl}/${ada.fid}`)
    expect(await found.json()).toMatchObject({
      fid: 3001,
      custodyAddress: ada.custodyAddress,
      username: 'ada',
    })
    expect((await fetch(`${relay.serverConfig.registryUrl}/42`)).status).toBe(404)
  })

  test('a declined channel ends: its status is 401 like an expired one', async () => {
    const channel = await createChannel()
    await farcasterApprove({ url: channel.url, decision: 'reject' })
    expect((await status(channel.channelToken)).status).toBe(401)
  })

  test('channels expire; unknown tokens and missing bearer are 401', async () => {
    const channel = await createChannel(shortLived)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect((await status(channel.channelToken, shortLived)).status).toBe(401)
    expect((await status('nope')).status).toBe(401)
    expect((await fetch(`${relay.url}/v1/channel/status`)).status).toBe(401)
  })

  test('a channel needs siweUri and domain', async () => {
    const response = await fetch(`${relay.url}/v1/channel`, {
      method: 'POST',
      body: JSON.stringify({ domain: 'x' }),
    })
    expect(response.status).toBe(400)
  })

  test('the approval page: a person approves as a test account, or declines', async () => {
    const channel = await createChannel()
    const page = await (await fetch(channel.url)).text()
    expect(page).toContain('<strong>localhost:5173</strong> asks you to sign in with Farcaster')
    expect(page).toContain('Approve as @alan')
    const answer = await fetch(`${relay.url}/~/siwf`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ channelToken: channel.channelToken, fid: '3003' }).toString(),
    })
    expect(await answer.text()).toContain('as @alan')
    const done = (await (await status(channel.channelToken)).json()) as { fid: number }
    expect(done.fid).toBe(3003)

    const other = await createChannel()
    await fetch(`${relay.url}/~/siwf`, {
      method: 'POST',
      body: new URLSearchParams({ channelToken: other.channelToken, decision: 'reject' }),
    })
    expect((await status(other.channelToken)).status).toBe(401)
    expect((await fetch(other.url)).status).toBe(404)
  })
})
