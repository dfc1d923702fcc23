import { connectEmail, verifyEmailOtp } from '@latch/core'
import { shortenAddress } from '@latch/core/internal'
import { act, cleanup } from '@testing-library/react'
import { page } from '@vitest/browser/context'
import { afterEach, describe, expect, test } from 'vitest'
import { fakeApi } from '../../test/accountApi.ts'
import { settle, violationsOf } from '../../test/axe.ts'
import { answerWith, createFrameDouble, EMBEDDED_USER, reply } from '../../test/embeddedFrame.ts'
import { createTestClient, getModalHost, renderWithLatch } from '../../test/fixtures.tsx'

afterEach(cleanup)

/** A visitor signed in by email through core's real actions, the Account view open. */
async function openAccount(email = EMBEDDED_USER.email, themeMode: 'light' | 'dark' = 'light') {
  let done: () => void = () => {}
  const frame = createFrameDouble({
    CONNECT_EMAIL: reply({ action: 'VERIFY_OTP' }),
    CONNECT_OTP: reply({ ...EMBEDDED_USER, email }),
    EXPORT_RECOVERY: answerWith(
      () =>
        new Promise<Record<string, never>>((resolve) => {
          done = () => resolve({})
        }),
    ),
  })
  const client = createTestClient({
    fetch: fakeApi().fetch,
    embeddedWallet: frame.config,
    themeMode,
  })
  renderWithLatch(null, client)
  await act(() => connectEmail(client, { email }))
  await act(() => verifyEmailOtp(client, { otp: '123456' }))
  await act(() => client.open())
  await expect.element(page.getByRole('button', { name: 'Copy address' })).toBeVisible()
  return { client, frame, root: getModalHost().root, done: () => done() }
}

describe('Account view, embedded wallet', () => {
  test('the account goes by its email, the short address under it', async () => {
    const { root } = await openAccount()
    const name = root.querySelector('.latch-profile-name')
    expect(name?.textContent).toBe('ada@example.com')
    expect(name?.getAttribute('title')).toBe('ada@example.com')
    expect(root.querySelector('.latch-profile-short')?.textContent).toBe(
      shortenAddress(EMBEDDED_USER.address),
    )
  })

  test('a long email is cut as SPEC §5 says, the whole of it in the title', async () => {
    const email = 'ada.lovelace.analytical@engines.example'
    const { root } = await openAccount(email)
    const name = root.querySelector('.latch-profile-name')
    expect(name?.textContent).toBe('ada.lovelace.analytical@eng…')
    expect(name?.getAttribute('title')).toBe(email)
  })

  test('"Export recovery share" shows the frame over ApproveTransaction ("Recovery share") until the visitor is done', async () => {
    const { client, frame, done } = await openAccount()
    await page.getByRole('button', { name: /Export recovery share/ }).click()
    // The frame's own card, titled for what it is (no transaction to approve).
    await expect.element(page.getByRole('heading', { name: 'Recovery share' })).toBeVisible()
    expect(client.getState().history.at(-1)).toEqual({
      view: 'ApproveTransaction',
      params: { card: 'recovery' },
    })
    await expect.poll(() => frame.actions()).toContain('EXPORT_RECOVERY')
    await expect.poll(() => frame.shown.length).toBeGreaterThan(0)
    act(() => done())
    // Opened over Account, it pops back to it (SPEC §4), the frame hidden again.
    await expect.poll(() => client.getState().history.at(-1)?.view).toBe('Account')
    await expect.poll(() => frame.hiddenCount()).toBeGreaterThan(0)
  })

  test.each(['light', 'dark'] as const)('axe, %s theme: no violations', async (themeMode) => {
    await openAccount(EMBEDDED_USER.email, themeMode)
    await settle()
    expect(await violationsOf(getModalHost().host)).toEqual([])
  })
})
