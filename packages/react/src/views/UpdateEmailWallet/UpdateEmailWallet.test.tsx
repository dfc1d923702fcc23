import { connectEmail, verifyEmailOtp } from '@latch/core'
import { act, cleanup } from '@testing-library/react'
import { page, userEvent } from '@vitest/browser/context'
import { afterEach, describe, expect, test } from 'vitest'
import { setCatalogue } from '../../i18n/loadCatalogue.ts'
import { fakeApi } from '../../test/accountApi.ts'
import { settle, violationsOf } from '../../test/axe.ts'
import { pseudoCatalogue, untranslatedTexts } from '../../test/catalogueText.ts'
import {
  answerWith,
  createFrameDouble,
  EMBEDDED_USER,
  type FrameAnswers,
  frameError,
  reply,
} from '../../test/embeddedFrame.ts'
import { createTestClient, getModalHost, renderWithLatch } from '../../test/fixtures.tsx'

afterEach(cleanup)

const NEW = 'ada@new.example'

/** A visitor signed in by email through core's real actions, on Account; the frame changes emails. */
async function openAccount(answers: FrameAnswers = {}, themeMode: 'light' | 'dark' = 'light') {
  let changed = false
  const frame = createFrameDouble({
    CONNECT_EMAIL: reply({ action: 'VERIFY_OTP' }),
    CONNECT_OTP: reply(EMBEDDED_USER),
    UPDATE_EMAIL: reply({ action: 'VERIFY_PRIMARY_OTP' }),
    UPDATE_EMAIL_PRIMARY_OTP: reply({}),
    UPDATE_EMAIL_SECONDARY_OTP: answerWith(() => {
      changed = true
      return {}
    }),
    GET_USER: answerWith(() => ({ ...EMBEDDED_USER, email: changed ? NEW : EMBEDDED_USER.email })),
    ...answers,
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
  return { client, frame, root: getModalHost().root }
}

const newEmailField = () => page.getByRole('textbox', { name: 'New email address' })
const typeCode = (code: string) => page.getByLabelText('Digit 1 of 6').fill(code)

async function openView() {
  await page.getByRole('button', { name: /Update email/ }).click()
  await expect.element(newEmailField()).toBeVisible()
}

async function submitNewEmail(email = NEW) {
  await userEvent.fill(newEmailField().element(), email)
  await page.getByRole('button', { name: 'Continue' }).click()
}

describe('UpdateEmailWallet', () => {
  test('Account → Update email → code to the current address → code to the new → Account shows the new email', async () => {
    const { client, frame, root } = await openAccount()
    await expect
      .element(page.getByRole('button', { name: /Update email/ }))
      .toHaveTextContent(EMBEDDED_USER.email)
    await openView()
    await expect.element(page.getByRole('heading', { name: 'Edit Email' })).toBeVisible()
    await submitNewEmail()
    await expect
      .element(page.getByText('Enter the code we sent to your current email'))
      .toBeVisible()
    await expect.element(page.getByText(EMBEDDED_USER.email)).toBeVisible()
    await expect.element(page.getByText(`Then we’ll send one to ${NEW}.`)).toBeVisible()
    expect(frame.calls.find((call) => call.action === 'UPDATE_EMAIL')?.payload).toEqual({
      email: NEW,
    })

    await typeCode('111111')
    await expect.element(page.getByText('Enter the code we sent to', { exact: true })).toBeVisible()
    await expect.element(page.getByText(NEW, { exact: true })).toBeVisible()
    await typeCode('222222')
    await expect.element(page.getByText(/^Email updated\./)).toBeVisible()
    expect(frame.calls.filter((call) => call.action.startsWith('UPDATE_EMAIL_'))).toEqual([
      { action: 'UPDATE_EMAIL_PRIMARY_OTP', payload: { otp: '111111' } },
      { action: 'UPDATE_EMAIL_SECONDARY_OTP', payload: { otp: '222222' } },
    ])
    expect(client.getState().embedded.user?.email).toBe(NEW)

    await page.getByRole('button', { name: 'Back to account' }).click()
    await expect.element(page.getByRole('button', { name: 'Copy address' })).toBeVisible()
    expect(root.querySelector('.latch-profile-name')?.textContent).toBe(NEW)
    // Leaving the view forgot the change.
    expect(client.getState().embedded.emailChange).toBeUndefined()
  })

  test('errors show inline: an invalid address, an address in use, a wrong code', async () => {
    let taken = true
    const { frame } = await openAccount({
      UPDATE_EMAIL: answerWith(() => {
        if (taken) throw frameError('Another account of this site uses that email', 'email_taken')
        return { action: 'VERIFY_PRIMARY_OTP' as const }
      }),
      UPDATE_EMAIL_PRIMARY_OTP: answerWith(() => {
        throw frameError('Wrong code', 'wrong_code', { attemptsLeft: 4 })
      }),
    })
    await openView()
    await submitNewEmail('ada@new')
    await expect.element(page.getByRole('alert')).toHaveTextContent('Enter a valid email address')
    expect(frame.actions()).not.toContain('UPDATE_EMAIL')
    await submitNewEmail()
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('Another account already uses this email.')
    expect(newEmailField().element().getAttribute('aria-invalid')).toBe('true')
    taken = false
    await submitNewEmail()
    await typeCode('999999')
    await expect.element(page.getByText('That code is not right: 4 tries left.')).toBeVisible()
    // Resend waits 30 s, as EmailLogin's.
    await expect
      .element(page.getByRole('button', { name: /^Resend in \d+ s$/ }))
      .toHaveAttribute('aria-disabled', 'true')
    await page.getByRole('button', { name: 'Use another email' }).click()
    await expect.element(newEmailField()).toBeVisible()
  })

  test('no Update email entry for a wallet that is not the embedded one', async () => {
    const { client, root } = await openAccount()
    expect(root.querySelector('[data-action=update-email]')).not.toBeNull()
    await act(() => client.disconnect())
    expect(root.querySelector('[data-action=update-email]')).toBeNull()
  })
})

describe('UpdateEmailWallet in other languages', () => {
  test('every text comes from the catalogue: each step, with an error', async () => {
    setCatalogue('es', pseudoCatalogue())
    let taken = true
    const { client, root } = await openAccount({
      UPDATE_EMAIL: answerWith(() => {
        if (taken) throw frameError('Another account of this site uses that email', 'email_taken')
        return { action: 'VERIFY_PRIMARY_OTP' as const }
      }),
    })
    await openView()
    await submitNewEmail()
    await expect.element(page.getByRole('alert')).toBeVisible()
    act(() => client.setLocale('es'))
    const view = () => root.querySelector('.latch-update-email') as Element
    const untranslated = () => untranslatedTexts(view(), [EMBEDDED_USER.email, NEW])
    await expect.poll(() => view().querySelector('[role=alert]')?.textContent).toContain('⟦')
    expect(untranslated()).toEqual([])
    taken = false
    view().querySelector('form')?.requestSubmit()
    await expect.poll(() => view().getAttribute('data-step')).toBe('current')
    expect(untranslated()).toEqual([])
    await page.getByLabelText('⟦Digit 1 of 6⟧').fill('111111')
    await expect.poll(() => view().getAttribute('data-step')).toBe('new')
    expect(untranslated()).toEqual([])
    await page.getByLabelText('⟦Digit 1 of 6⟧').fill('222222')
    await expect.poll(() => view().getAttribute('data-step')).toBe('done')
    expect(untranslated()).toEqual([])
  })
})

describe.each(['light', 'dark'] as const)('axe, %s theme', (themeMode) => {
  test('the new email field with its error, the code steps and the success have no violations', async () => {
    await openAccount({}, themeMode)
    await settle()
    expect(await violationsOf(getModalHost().host)).toEqual([])
    await openView()
    await submitNewEmail('not an email')
    await expect.element(page.getByRole('alert')).toBeVisible()
    await settle()
    expect(await violationsOf(getModalHost().host)).toEqual([])
    await submitNewEmail()
    await expect
      .element(page.getByText('Enter the code we sent to your current email'))
      .toBeVisible()
    await settle()
    expect(await violationsOf(getModalHost().host)).toEqual([])
    await typeCode('111111')
    await typeCode('222222')
    await expect.element(page.getByText(/^Email updated\./)).toBeVisible()
    await settle()
    expect(await violationsOf(getModalHost().host)).toEqual([])
  })
})
