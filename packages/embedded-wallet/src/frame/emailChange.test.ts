/**
 * The frame's UPDATE_EMAIL steps against a real Latch server (its frame origin, PGlite in memory,
 * mails captured): a code to the current address, then to the new one; GET_USER reports the new
 * email, a reload keeps it, and the new email logs in to the same wallet.
 */
import type { RunningServer } from '@latch/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FrameRequestAction } from '../shared/protocol.ts'
import { type CapturedMail, startEmbeddedTestServer } from '../test/embeddedServer.ts'
import { createEmbeddedApi } from './api.ts'
import { type FrameStorage, memoryStorage } from './storage.ts'
import type { FrameUi } from './ui.ts'
import { createFrameWallet, type FrameBootConfig } from './wallet.ts'

const mails: CapturedMail[] = []
const codeOf = (to: string, subject: string) => {
  const mail = mails.findLast((sent) => sent.to === to && sent.subject.startsWith(subject))
  const code = mail?.subject.slice(subject.length)
  if (!code || !/^\d{6}$/.test(code)) throw new Error(`no "${subject}" mail to ${to}`)
  return code
}
const LOGIN = 'Your Latch code: '
const CURRENT = 'Confirm your email change: '
const NEW = 'Confirm your new email: '

const PROJECT = 'latch-dev-project'
let server: RunningServer
let config: FrameBootConfig
let emails = 0
const newEmail = () => `frame-changer-${++emails}-${Date.now()}@shop.example`

beforeAll(async () => {
  // Ports of this helper's range (p10 contract: email-change 9540–9559).
  server = await startEmbeddedTestServer({ mails, port: 9540, framePort: 9541 })
  config = {
    projectId: PROJECT,
    hostOrigin: 'http://127.0.0.1:5173',
    allowedOrigins: ['*'],
    apiBase: server.frameUrl as string,
    // Nothing here talks to a chain.
    chains: [
      {
        caipNetworkId: 'eip155:31337',
        name: 'Latch Devnet',
        rpcUrl: 'http://127.0.0.1:9',
        nativeSymbol: 'ETH',
        decimals: 18,
      },
    ],
  }
}, 120_000)

afterAll(async () => {
  await server?.stop()
})

function frame(storage: FrameStorage = memoryStorage()) {
  const ui: FrameUi = {
    approve: async () => true,
    showRecovery: async () => {},
    setTheme() {},
  }
  const wallet = createFrameWallet({
    config,
    initialChainId: 'eip155:31337',
    storage,
    api: createEmbeddedApi({ apiBase: config.apiBase, projectId: PROJECT }),
    ui,
    emit: () => {},
  })
  let ids = 0
  // Answers are read field by field.
  const call = (action: FrameRequestAction, payload: unknown = {}) =>
    wallet.dispatch(action, payload, {
      id: `req-${++ids}`,
      signal: new AbortController().signal,
    }) as Promise<Record<string, unknown>>
  return { call, storage }
}

async function signUp(email = newEmail()) {
  const f = frame()
  await f.call('CONNECT_EMAIL', { email })
  const user = await f.call('CONNECT_OTP', { otp: codeOf(email, LOGIN) })
  return { f, email, user }
}

describe('UPDATE_EMAIL', () => {
  it('both codes change the email: GET_USER, a reload and a new login see the new one, same wallet', async () => {
    const { f, email, user } = await signUp()
    const target = newEmail()
    expect(await f.call('UPDATE_EMAIL', { email: ` ${target} ` })).toEqual({
      action: 'VERIFY_PRIMARY_OTP',
    })
    expect(await f.call('UPDATE_EMAIL_PRIMARY_OTP', { otp: codeOf(email, CURRENT) })).toEqual({})
    // Not yet changed: the new address's code is still to come.
    expect((await f.call('GET_USER')).email).toBe(email)
    expect(await f.call('UPDATE_EMAIL_SECONDARY_OTP', { otp: codeOf(target, NEW) })).toEqual({})
    expect(await f.call('GET_USER')).toMatchObject({ email: target, accounts: user.accounts })

    // A reload (a new dispatcher on the same storage) restores the session with the new email.
    expect((await frame(f.storage).call('GET_USER')).email).toBe(target)
    // Another browser signed in before the change (its record still has the old email): its
    // reload shows the new one, and keeps it.
    const before = (await f.storage.load())!
    await f.storage.save({ ...before, email })
    expect((await frame(f.storage).call('GET_USER')).email).toBe(target)
    expect((await f.storage.load())?.email).toBe(target)

    // The new email logs in to the same addresses on this browser.
    const again = frame(f.storage)
    await again.call('CONNECT_EMAIL', { email: target })
    expect(await again.call('CONNECT_OTP', { otp: codeOf(target, LOGIN) })).toMatchObject({
      email: target,
      accounts: user.accounts,
    })
  })

  it('a wrong code is the server’s error (code and attempts); steps out of order are refused', async () => {
    const { f, email } = await signUp()
    await expect(f.call('UPDATE_EMAIL_PRIMARY_OTP', { otp: '123456' })).rejects.toMatchObject({
      code: 'no_email_change',
    })
    await f.call('UPDATE_EMAIL', { email: newEmail() })
    const right = codeOf(email, CURRENT)
    await expect(
      f.call('UPDATE_EMAIL_PRIMARY_OTP', { otp: right === '000000' ? '000001' : '000000' }),
    ).rejects.toMatchObject({ code: 'wrong_code', message: 'Wrong code', attemptsLeft: 4 })
    await expect(f.call('UPDATE_EMAIL_SECONDARY_OTP', { otp: right })).rejects.toMatchObject({
      code: 'wrong_stage',
    })
    await expect(f.call('UPDATE_EMAIL', { email })).rejects.toMatchObject({ code: 'same_email' })
  })

  it('an address another user has is refused; signed out, UPDATE_EMAIL is 4100', async () => {
    const { f } = await signUp()
    const other = await signUp()
    await expect(f.call('UPDATE_EMAIL', { email: other.email })).rejects.toMatchObject({
      code: 'email_taken',
    })
    await f.call('SIGN_OUT')
    await expect(f.call('UPDATE_EMAIL', { email: newEmail() })).rejects.toMatchObject({
      code: 4100,
    })
  })
})
