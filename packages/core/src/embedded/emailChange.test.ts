import { afterEach, beforeAll, describe, expect, test } from 'vitest'
import { connectEmail } from '../actions/connectEmail.ts'
import { resetUpdateEmail } from '../actions/resetUpdateEmail.ts'
import { updateEmail } from '../actions/updateEmail.ts'
import { verifyEmailOtp } from '../actions/verifyEmailOtp.ts'
import { verifyUpdateEmailPrimaryOtp } from '../actions/verifyUpdateEmailPrimaryOtp.ts'
import { verifyUpdateEmailSecondaryOtp } from '../actions/verifyUpdateEmailSecondaryOtp.ts'
import type { LatchClient } from '../client/latchClient.ts'
import {
  EmbeddedNotConnectedError,
  EmbeddedWalletRequestError,
  InvalidEmailError,
} from '../errors/embedded.ts'
import type { LatchEventName } from '../events/events.ts'
import { latchDevnet, solanaDevnet } from '../networks/builtin.ts'
import { createMemoryStorage } from '../storage/createStorage.ts'
import { createScriptedAdapter } from '../test/createScriptedAdapter.ts'
import { createTestClient } from '../test/createTestClient.ts'
import {
  createFakeFrame,
  createQuietSolanaAdapter,
  embeddedUser,
} from '../test/fakeEmbeddedFrame.ts'

// UpdateEmailWallet's actions (SPEC §2, §6, §9) against a scripted frame.

const clients: LatchClient[] = []
beforeAll(() => import('./callEmbedded.ts'))
afterEach(() => {
  for (const client of clients.splice(0)) client.destroy()
})

const NEW = 'ada@new.example'

function setup() {
  // GET_USER reports the old email until the frame has the new one (two polls here).
  let getUserCalls = 0
  let changed = false
  const frame = createFakeFrame({
    CONNECT_EMAIL: async () => ({ action: 'VERIFY_OTP' }),
    CONNECT_OTP: async () => embeddedUser,
    UPDATE_EMAIL: async () => ({ action: 'VERIFY_PRIMARY_OTP' }),
    UPDATE_EMAIL_PRIMARY_OTP: async (payload: { otp: string }) => {
      if (payload.otp !== '111111') {
        throw new EmbeddedWalletRequestError({ message: 'Wrong code', code: 'wrong_code' })
      }
      return {}
    },
    UPDATE_EMAIL_SECONDARY_OTP: async () => {
      changed = true
      return {}
    },
    GET_USER: async () => {
      getUserCalls += changed ? 1 : 0
      return { ...embeddedUser, email: changed && getUserCalls > 1 ? NEW : embeddedUser.email }
    },
  })
  const storage = createMemoryStorage()
  const client = createTestClient(
    {
      networks: [latchDevnet, solanaDevnet],
      adapters: [createScriptedAdapter().adapter, createQuietSolanaAdapter()],
      embeddedWallet: frame.config,
    },
    storage,
  )
  clients.push(client)
  const events: LatchEventName[] = []
  client.subscribeEvents((event) => events.push(event.data.event))
  return { client, frame, storage, events }
}

async function login(client: LatchClient) {
  await connectEmail(client, { email: 'ada@example.com' })
  await verifyEmailOtp(client, { otp: '123456' })
}

describe('email change (UpdateEmailWallet)', () => {
  test('SPEC §6: refused unless connected through the AUTH connector', async () => {
    const { client, frame } = setup()
    await expect(updateEmail(client, { email: NEW })).rejects.toBeInstanceOf(
      EmbeddedNotConnectedError,
    )
    await expect(verifyUpdateEmailPrimaryOtp(client, { otp: '111111' })).rejects.toBeInstanceOf(
      EmbeddedNotConnectedError,
    )
    expect(frame.actions()).not.toContain('UPDATE_EMAIL')
  })

  test('a code to the current address, then the new one; polls GET_USER each second until the new email shows', async () => {
    const { client, frame, storage, events } = setup()
    await login(client)
    client.open()
    await expect(updateEmail(client, { email: ` ${NEW} ` })).resolves.toEqual({ step: 'current' })
    let state = client.getState()
    expect(state.history.at(-1)?.view).toBe('UpdateEmailWallet')
    expect(state.embedded.emailChange).toMatchObject({
      step: 'current',
      email: NEW,
      currentEmail: 'ada@example.com',
      pending: false,
      codeSentAt: expect.any(Number),
    })
    expect(frame.calls.find((call) => call.action === 'UPDATE_EMAIL')?.payload).toEqual({
      email: NEW,
    })

    // A wrong code: the frame's error, inline, classified by code.
    await expect(verifyUpdateEmailPrimaryOtp(client, { otp: '222222' })).rejects.toMatchObject({
      code: 'wrong_code',
    })
    expect(client.getState().embedded.emailChange).toMatchObject({
      step: 'current',
      error: 'Wrong code',
      errorCode: 'wrong_code',
    })
    await expect(verifyUpdateEmailPrimaryOtp(client, { otp: '111111' })).resolves.toEqual({
      step: 'new',
    })
    expect(client.getState().embedded.emailChange).toMatchObject({ step: 'new', pending: false })
    expect(client.getState().embedded.emailChange?.error).toBeUndefined()

    const started = Date.now()
    const user = await verifyUpdateEmailSecondaryOtp(client, { otp: '333333' })
    // The first poll still saw the old email; the second, a second later, the new one.
    expect(Date.now() - started).toBeGreaterThanOrEqual(950)
    expect(frame.actions().filter((action) => action === 'GET_USER').length).toBeGreaterThanOrEqual(
      2,
    )
    expect(user.email).toBe(NEW)
    state = client.getState()
    expect(state.embedded.user?.email).toBe(NEW)
    expect(state.embedded.email).toBe(NEW)
    expect(state.embedded.emailChange).toMatchObject({ step: 'done', pending: false })
    expect(storage.getItem('@latch/embedded_email')).toBe(NEW)
    expect(state.connectedConnectorIds.eip155).toBe('AUTH')
    expect(events).toEqual(
      expect.arrayContaining([
        'EMAIL_EDIT',
        'EMAIL_EDIT_CODE_SENT',
        'EMAIL_EDIT_CODE_FAIL',
        'EMAIL_EDIT_COMPLETE',
      ]),
    )
    resetUpdateEmail(client)
    expect(client.getState().embedded.emailChange).toBeUndefined()
  }, 15_000)

  test('SPEC §5: an invalid address or code is refused before the frame is asked', async () => {
    const { client, frame } = setup()
    await login(client)
    await expect(updateEmail(client, { email: 'ada@' })).rejects.toBeInstanceOf(InvalidEmailError)
    expect(client.getState().embedded.emailChange).toMatchObject({
      step: 'email',
      error: 'Invalid email',
      errorCode: 'invalid_email',
    })
    await expect(verifyUpdateEmailPrimaryOtp(client, { otp: '12a456' })).rejects.toMatchObject({
      code: 'invalid_otp_format',
    })
    expect(frame.actions()).not.toContain('UPDATE_EMAIL')
    expect(frame.actions()).not.toContain('UPDATE_EMAIL_PRIMARY_OTP')
  })
})
