import { connectEmail, verifyEmailOtp } from '@latch/core'
import { act, cleanup } from '@testing-library/react'
import { page } from '@vitest/browser/context'
import { afterEach, describe, expect, test } from 'vitest'
import { fakeApi } from '../../test/accountApi.ts'
import { settle, violationsOf } from '../../test/axe.ts'
import {
  answerWith,
  createFrameDouble,
  EMBEDDED_USER,
  type FrameAnswers,
  fail,
  frameError,
  reply,
} from '../../test/embeddedFrame.ts'
import { createTestClient, getModalHost, renderWithLatch } from '../../test/fixtures.tsx'
import { createDirectoryDouble } from '../AllWallets/testDirectory.ts'

// Passkeys in the kit's views: "Use a passkey" under Connect's email field (core's
// connectPasskey), "Add a passkey" in Account for an embedded-wallet account (the frame's card
// over ApproveTransaction), through core's real actions against a stand-in frame.

afterEach(cleanup)

async function openConnect(answers: FrameAnswers, themeMode: 'light' | 'dark' = 'light') {
  const frame = createFrameDouble({ IS_CONNECTED: reply({ isConnected: false }), ...answers })
  const client = createTestClient({
    fetch: createDirectoryDouble([]).fetch,
    embeddedWallet: frame.config,
    themeMode,
  })
  renderWithLatch(null, client)
  await act(() => client.open())
  return { client, frame, root: getModalHost().root }
}

const passkeyButton = () => page.getByRole('button', { name: 'Use a passkey' })

describe('"Use a passkey" at login', () => {
  test('signs in through the frame: both namespaces connected, the modal closed', async () => {
    const { client, frame } = await openConnect({ CONNECT_PASSKEY: reply(EMBEDDED_USER) })
    await expect.element(passkeyButton()).toBeVisible()
    await passkeyButton().click()
    await expect.poll(() => frame.actions()).toContain('CONNECT_PASSKEY')
    await expect.poll(() => client.getState().connectedConnectorIds.eip155).toBe('AUTH')
    await expect.poll(() => client.getState().open).toBe(false)
  })

  test('a cancelled passkey dialog: back on Connect, nothing shown, usable again', async () => {
    const { client, root } = await openConnect({
      CONNECT_PASSKEY: fail(frameError('The passkey request was cancelled', 'passkey_cancelled')),
    })
    await passkeyButton().click()
    await expect.poll(() => client.getState().embedded.pending).toBe(false)
    expect(root.querySelector('[role="alert"]')).toBeNull()
    expect(client.getState().history.at(-1)?.view).toBe('Connect')
    await expect.element(passkeyButton()).not.toHaveAttribute('aria-disabled')
  })

  test('another refusal shows under the field', async () => {
    await openConnect({
      CONNECT_PASSKEY: fail(
        frameError('This passkey belongs to no wallet on this site', 'unknown_passkey'),
      ),
    })
    await passkeyButton().click()
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('This passkey belongs to no wallet on this site')
  })

  test.each(['light', 'dark'] as const)('axe, %s theme: no violations', async (themeMode) => {
    await openConnect({}, themeMode)
    await expect.element(passkeyButton()).toBeVisible()
    await settle()
    expect(await violationsOf(getModalHost().host)).toEqual([])
  })
})

async function openAccount(themeMode: 'light' | 'dark' = 'light') {
  let done: (value: { credentialId: string }) => void = () => {}
  const frame = createFrameDouble({
    CONNECT_EMAIL: reply({ action: 'VERIFY_OTP' }),
    CONNECT_OTP: reply(EMBEDDED_USER),
    ADD_PASSKEY: answerWith(
      () =>
        new Promise<{ credentialId: string }>((resolve) => {
          done = resolve
        }),
    ),
  })
  const client = createTestClient({
    fetch: fakeApi().fetch,
    embeddedWallet: frame.config,
    themeMode,
  })
  renderWithLatch(null, client)
  await act(() => connectEmail(client, { email: EMBEDDED_USER.email }))
  await act(() => verifyEmailOtp(client, { otp: '123456' }))
  await act(() => client.open())
  await expect.element(page.getByRole('button', { name: 'Copy address' })).toBeVisible()
  return { client, frame, done: (value: { credentialId: string }) => done(value) }
}

describe('"Add a passkey" in Account', () => {
  test('shows the frame’s card over ApproveTransaction, back to Account when done', async () => {
    const { client, frame, done } = await openAccount()
    await page.getByRole('button', { name: /Add a passkey/ }).click()
    await expect.element(page.getByRole('heading', { name: 'Passkey' })).toBeVisible()
    await expect.poll(() => frame.actions()).toContain('ADD_PASSKEY')
    await expect.poll(() => frame.shown.length).toBeGreaterThan(0)
    act(() => done({ credentialId: 'cred-1' }))
    await expect.poll(() => client.getState().history.at(-1)?.view).toBe('Account')
    await expect.poll(() => frame.hiddenCount()).toBeGreaterThan(0)
  })

  test.each(['light', 'dark'] as const)('axe, %s theme: no violations', async (themeMode) => {
    await openAccount(themeMode)
    await expect.element(page.getByRole('button', { name: /Add a passkey/ })).toBeVisible()
    await settle()
    expect(await violationsOf(getModalHost().host)).toEqual([])
  })
})
