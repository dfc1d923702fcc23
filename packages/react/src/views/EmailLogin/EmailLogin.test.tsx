import type { LatchOptions } from '@latch/core'
import { act, cleanup } from '@testing-library/react'
import { page, userEvent } from '@vitest/browser/context'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { setCatalogue } from '../../i18n/loadCatalogue.ts'
import { settle, violationsOf } from '../../test/axe.ts'
import { pseudoCatalogue, untranslatedTexts } from '../../test/catalogueText.ts'
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

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const OTP_ANSWERS: FrameAnswers = {
  CONNECT_EMAIL: reply({ action: 'VERIFY_OTP' }),
  CONNECT_OTP: reply(EMBEDDED_USER),
  IS_CONNECTED: reply({ isConnected: false }),
}

async function openConnect(
  answers: FrameAnswers = OTP_ANSWERS,
  options: Partial<LatchOptions> = {},
) {
  const frame = createFrameDouble(answers)
  const client = createTestClient({
    fetch: createDirectoryDouble([]).fetch,
    embeddedWallet: frame.config,
    ...options,
  })
  renderWithLatch(null, client)
  await act(() => client.open())
  const { root } = getModalHost()
  return { client, frame, root }
}

const emailField = () => page.getByRole('textbox', { name: 'Email address' })
const continueButton = () => page.getByRole('button', { name: 'Continue', exact: true })
const digitBoxes = (root: ShadowRoot) => [
  ...root.querySelectorAll<HTMLInputElement>('.latch-otp-box'),
]

async function submitEmail(email = 'ada@example.com') {
  // The field's code loads on demand.
  await expect.element(emailField()).toBeVisible()
  await userEvent.fill(emailField().element(), email)
  await continueButton().click()
}

async function reachCode(answers?: FrameAnswers) {
  const opened = await openConnect(answers)
  await submitEmail()
  await expect.element(page.getByText('Enter the code we sent to')).toBeVisible()
  return opened
}

describe('Connect: the email method', () => {
  test('with the embeddedWallet option, an email field and Continue, labelled, beside the wallets', async () => {
    const { root } = await openConnect()
    await expect.element(emailField()).toBeVisible()
    expect(emailField().element().getAttribute('type')).toBe('email')
    expect(emailField().element().getAttribute('autocomplete')).toBe('email')
    await expect.element(continueButton()).toBeVisible()
    // No wallet announced: SPEC §2's default order puts email first.
    expect(root.querySelector('.latch-view')?.firstElementChild?.className).toBe('latch-email')
  })

  test('without the embeddedWallet option there is no email field', async () => {
    const client = createTestClient({
      fetch: createDirectoryDouble([]).fetch,
      features: { email: true },
    })
    renderWithLatch(null, client)
    await act(() => client.open())
    await expect.element(page.getByRole('button', { name: 'All Wallets' })).toBeVisible()
    expect(getModalHost().root.querySelector('input')).toBeNull()
  })

  test('an invalid address is refused on Continue with an error tied to the field; nothing is sent', async () => {
    const { frame } = await openConnect()
    await submitEmail('ada@example')
    const error = page.getByRole('alert')
    await expect.element(error).toHaveTextContent('Enter a valid email address')
    const field = emailField().element()
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(field.getAttribute('aria-describedby')).toBe(error.element().id)
    expect(frame.actions()).not.toContain('CONNECT_EMAIL')
    // Corrected, the error goes as the visitor types.
    await userEvent.fill(field, 'ada@example.com')
    expect(field.hasAttribute('aria-invalid')).toBe(false)
  })

  test('a valid address asks the frame to mail a code and opens EmailLogin on the code step', async () => {
    const { client, frame } = await reachCode()
    expect(frame.calls.find((call) => call.action === 'CONNECT_EMAIL')?.payload).toEqual({
      email: 'ada@example.com',
    })
    expect(client.getState().history.at(-1)?.view).toBe('EmailLogin')
    await expect.element(page.getByRole('heading', { name: 'Email' })).toBeVisible()
    await expect.element(page.getByText('ada@example.com')).toBeVisible()
  })

  test('a second email within 30 s: the throttle message with the seconds left (SPEC §5)', async () => {
    const { client } = await reachCode()
    act(() => client.goBack())
    await submitEmail()
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent(/^Please try again after (29|30) seconds$/)
  })
})

describe('EmailLogin: the code step', () => {
  test('six digits submit the code, no button needed; the connection follows', async () => {
    const { client, frame, root } = await reachCode()
    await userEvent.keyboard('123456')
    await expect
      .poll(() => frame.calls.find((call) => call.action === 'CONNECT_OTP')?.payload)
      .toEqual({
        otp: '123456',
      })
    await expect.poll(() => client.getState().connectedConnectorIds.eip155).toBe('AUTH')
    // The view re-renders after the state changes: the boxes go on the next commit.
    await expect.poll(() => digitBoxes(root).length, { timeout: 10_000 }).toBe(0)
  })

  test('a wrong code: how many tries are left, the boxes cleared for the next try', async () => {
    const { root } = await reachCode({
      ...OTP_ANSWERS,
      CONNECT_OTP: fail(frameError('Wrong code', 'wrong_code', { attemptsLeft: 3 })),
    })
    await userEvent.keyboard('111111')
    await expect.element(page.getByText('That code is not right: 3 tries left.')).toBeVisible()
    await expect
      .poll(() =>
        digitBoxes(root)
          .map((box) => box.value)
          .join(''),
      )
      .toBe('')
    const status = root.querySelector('.latch-login-status')!
    expect(digitBoxes(root)[0]?.closest('fieldset')?.getAttribute('aria-describedby')).toBe(
      status.id,
    )
  })

  test('a burnt code takes no more digits and offers "Request a new code"', async () => {
    const { root } = await reachCode({
      ...OTP_ANSWERS,
      CONNECT_OTP: fail(frameError('Too many attempts', 'code_burnt')),
    })
    await userEvent.keyboard('222222')
    await expect
      .element(page.getByText('Too many wrong tries: this code no longer works.'))
      .toBeVisible()
    expect(digitBoxes(root).every((box) => box.matches(':disabled'))).toBe(true)
    await expect.element(page.getByRole('button', { name: /^Request a new code/ })).toBeVisible()
  })

  test('Resend waits 30 s, counting the seconds, then mails a new code', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] })
    const { frame } = await reachCode()
    const resend = page.getByRole('button', { name: /^Resend/ })
    await expect.element(resend).toHaveTextContent('Resend in 30 s')
    expect(resend.element().getAttribute('aria-disabled')).toBe('true')
    // Clicked in the page: Playwright's own click waits on timers this test holds still.
    const press = () =>
      act(() => resend.element().dispatchEvent(new MouseEvent('click', { bubbles: true })))
    press()
    expect(frame.actions().filter((action) => action === 'CONNECT_EMAIL')).toHaveLength(1)
    act(() => vi.advanceTimersByTime(12_000))
    await expect.element(resend).toHaveTextContent('Resend in 18 s')
    act(() => vi.advanceTimersByTime(18_000))
    await expect.element(resend).toHaveTextContent('Resend code')
    expect(resend.element().hasAttribute('aria-disabled')).toBe(false)
    press()
    await expect
      .poll(() => frame.actions().filter((action) => action === 'CONNECT_EMAIL'))
      .toHaveLength(2)
    await expect.element(resend).toHaveTextContent('Resend in 30 s')
  })

  test('"Use another email" goes back to the email field', async () => {
    await reachCode()
    await page.getByRole('button', { name: 'Use another email' }).click()
    await expect.element(emailField()).toBeVisible()
  })
})

describe('EmailLogin: the device step', () => {
  test('a returning visitor on a new browser waits for the mailed link, then enters the code', async () => {
    let approve: (value: Record<string, never>) => void = () => {}
    const { frame } = await openConnect({
      ...OTP_ANSWERS,
      CONNECT_EMAIL: reply({ action: 'VERIFY_DEVICE' }),
      CONNECT_DEVICE: answerWith(
        () =>
          new Promise<Record<string, never>>((resolve) => {
            approve = resolve
          }),
      ),
    })
    await submitEmail()
    await expect.element(page.getByText('Approve this device')).toBeVisible()
    await expect.element(page.getByText(/We sent a link to ada@example.com/)).toBeVisible()
    await expect.poll(() => frame.actions()).toContain('CONNECT_DEVICE')
    act(() => approve({}))
    await expect.element(page.getByText('Enter the code we sent to')).toBeVisible()
  })

  test('"Use a passkey instead": that account’s passkey; a refusal shows under it while the wait goes on, then one that works connects', async () => {
    let refuse = true
    const { client, frame } = await openConnect({
      ...OTP_ANSWERS,
      CONNECT_EMAIL: reply({ action: 'VERIFY_DEVICE' }),
      CONNECT_DEVICE: answerWith(() => new Promise<Record<string, never>>(() => {})),
      CONNECT_PASSKEY: answerWith(() => {
        if (refuse) {
          throw frameError('This passkey belongs to another account', 'passkey_other_account')
        }
        return EMBEDDED_USER
      }),
    })
    await submitEmail()
    const usePasskey = page.getByRole('button', { name: 'Use a passkey instead' })
    await expect.element(usePasskey).toBeVisible()
    await usePasskey.click()
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('This passkey belongs to another account')
    expect(frame.calls.find((call) => call.action === 'CONNECT_PASSKEY')?.payload).toEqual({
      email: 'ada@example.com',
    })
    await expect.element(page.getByText('Waiting for approval…')).toBeVisible()
    refuse = false
    await usePasskey.click()
    await expect.poll(() => client.getState().connectedConnectorIds.eip155).toBe('AUTH')
    expect(frame.actions()).toContain('ABORT')
  })

  test('a failed wait offers Try again', async () => {
    let failing = true
    const { frame } = await openConnect({
      ...OTP_ANSWERS,
      CONNECT_EMAIL: reply({ action: 'VERIFY_DEVICE' }),
      CONNECT_DEVICE: answerWith(() => {
        if (failing) throw frameError('The link expired', 'code_expired')
        return new Promise<Record<string, never>>(() => {})
      }),
    })
    await submitEmail()
    const retry = page.getByRole('button', { name: 'Try again' })
    await expect.element(retry).toBeVisible()
    failing = false
    await retry.click()
    await expect
      .poll(() => frame.actions().filter((action) => action === 'CONNECT_DEVICE'))
      .toHaveLength(2)
    await expect.element(page.getByText('Waiting for approval…')).toBeVisible()
  })
})

describe('EmailLogin in other languages', () => {
  const DATA = ['ada@example.com']
  const untranslated = (element: Element | null | undefined) => {
    expect(element).toBeTruthy()
    return untranslatedTexts(element as Element, DATA)
  }

  test('every text comes from the catalogue: the email field with its error, the code step with a wrong code', async () => {
    setCatalogue('es', pseudoCatalogue())
    const { client, root } = await reachCode({
      ...OTP_ANSWERS,
      CONNECT_OTP: fail(frameError('Wrong code', 'wrong_code', { attemptsLeft: 3 })),
    })
    await userEvent.keyboard('111111')
    await expect.element(page.getByText('That code is not right: 3 tries left.')).toBeVisible()
    act(() => client.setLocale('es'))
    await expect.poll(() => root.querySelector('.latch-login-status')?.textContent).toContain('⟦')
    expect(untranslated(root.querySelector('.latch-login'))).toEqual([])
    // Back on the email field, with core's throttle error (namespace `errors`) under it.
    act(() => client.goBack())
    await expect.poll(() => root.querySelector('.latch-email input')).toBeTruthy()
    root.querySelector<HTMLFormElement>('.latch-email')?.requestSubmit()
    await expect.poll(() => root.querySelector('.latch-email-error')?.textContent).toContain('⟦')
    expect(untranslated(root.querySelector('.latch-email'))).toEqual([])
  })

  test('every text comes from the catalogue: the device step', async () => {
    setCatalogue('es', pseudoCatalogue())
    const { client, root } = await openConnect({
      ...OTP_ANSWERS,
      CONNECT_EMAIL: reply({ action: 'VERIFY_DEVICE' }),
      CONNECT_DEVICE: answerWith(() => new Promise<Record<string, never>>(() => {})),
    })
    await submitEmail()
    await expect.element(page.getByText('Approve this device')).toBeVisible()
    act(() => client.setLocale('es'))
    await expect.poll(() => root.querySelector('.latch-login')?.textContent).toContain('⟦')
    expect(untranslated(root.querySelector('.latch-login'))).toEqual([])
  })

  test('in French, loaded on demand: the field, the code step, a wrong code and the throttle', async () => {
    const { client } = await openConnect(
      {
        ...OTP_ANSWERS,
        CONNECT_OTP: fail(frameError('Wrong code', 'wrong_code', { attemptsLeft: 3 })),
      },
      { locale: 'fr' },
    )
    const field = page.getByRole('textbox', { name: 'Adresse e-mail' })
    await expect.element(field, { timeout: 10_000 }).toBeVisible()
    await userEvent.fill(field.element(), 'ada@example.com')
    await page.getByRole('button', { name: 'Continuer', exact: true }).click()
    await expect.element(page.getByText('Saisissez le code envoyé à')).toBeVisible()
    await expect.element(page.getByRole('group', { name: 'Code de vérification' })).toBeVisible()
    await userEvent.keyboard('111111')
    await expect
      .element(page.getByText('Ce code est incorrect : il vous reste 3 essais.'))
      .toBeVisible()
    // Core's EmailThrottleError, its seconds filled into the French text.
    act(() => client.goBack())
    await page.getByRole('button', { name: 'Continuer', exact: true }).click()
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent(/^Veuillez réessayer dans (29|30) secondes$/)
  })
})

describe.each(['light', 'dark'] as const)('axe, %s theme', (themeMode) => {
  test('the email field with its error, and the code step, have no violations', async () => {
    const { root } = await openConnect(OTP_ANSWERS, { themeMode })
    await submitEmail('not an email')
    await expect.element(page.getByRole('alert')).toBeVisible()
    await settle()
    expect(await violationsOf(getModalHost().host)).toEqual([])
    await submitEmail('ada@example.com')
    await expect.element(page.getByText('Enter the code we sent to')).toBeVisible()
    await settle()
    expect(digitBoxes(root)).toHaveLength(6)
    expect(await violationsOf(getModalHost().host)).toEqual([])
  })

  test('the device step has no violations', async () => {
    await openConnect(
      {
        ...OTP_ANSWERS,
        CONNECT_EMAIL: reply({ action: 'VERIFY_DEVICE' }),
        CONNECT_DEVICE: answerWith(() => new Promise<Record<string, never>>(() => {})),
      },
      { themeMode },
    )
    await submitEmail()
    await expect.element(page.getByText('Approve this device')).toBeVisible()
    await settle()
    expect(await violationsOf(getModalHost().host)).toEqual([])
  })
})
