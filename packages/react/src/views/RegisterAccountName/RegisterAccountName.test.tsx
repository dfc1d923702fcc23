import { connectEmail, parseAccountNameMessage, verifyEmailOtp } from '@latch/core'
import { act, cleanup } from '@testing-library/react'
import { page, userEvent } from '@vitest/browser/context'
import { afterEach, describe, expect, test } from 'vitest'
import { setCatalogue } from '../../i18n/loadCatalogue.ts'
import { type FakeAnswer, fakeApi } from '../../test/accountApi.ts'
import { settle, violationsOf } from '../../test/axe.ts'
import { pseudoCatalogue, untranslatedTexts } from '../../test/catalogueText.ts'
import { answerWith, createFrameDouble, EMBEDDED_USER, reply } from '../../test/embeddedFrame.ts'
import { createTestClient, getModalHost, renderWithLatch } from '../../test/fixtures.tsx'

afterEach(cleanup)

const SIGNATURE = `0x${'ab'.repeat(65)}`

type Options = {
  register?: FakeAnswer
  suggestions?: (name: string) => FakeAnswer
  themeMode?: 'light' | 'dark'
}

/** A visitor signed in by email (core's real actions), on Account, the name API faked. */
async function openAccount({
  register = { body: { success: true, name: 'my-name-1234.latch' } },
  suggestions = (name) => ({
    body: {
      suggestions: [
        { name: `${name}.latch`, registered: name === 'alice' },
        { name: `${name}-1.latch`, registered: false },
      ],
    },
  }),
  themeMode = 'light',
}: Options = {}) {
  let approve: (signature: string) => void = () => {}
  let named = false
  const posted: unknown[] = []
  const frame = createFrameDouble({
    CONNECT_EMAIL: reply({ action: 'VERIFY_OTP' }),
    CONNECT_OTP: reply(EMBEDDED_USER),
    RPC_REQUEST: answerWith(
      () =>
        new Promise<unknown>((resolve) => {
          approve = resolve
        }),
    ),
  })
  const api = fakeApi({
    '/v1/profile/suggestions/': (url) => suggestions(url.pathname.split('/').at(-1)!),
    '/v1/identity/': () => ({
      body: { name: named ? 'my-name-1234.latch' : null, avatar: null },
    }),
  })
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input))
    if (init?.method === 'POST' && url.pathname.endsWith('/v1/profile/account')) {
      posted.push(JSON.parse(String(init.body)))
      if ((register.status ?? 200) === 200) named = true
      return new Response(JSON.stringify(register.body ?? {}), {
        status: register.status ?? 200,
        headers: { 'content-type': 'application/json' },
      })
    }
    return api.fetch(input, init)
  }) as typeof fetch
  const client = createTestClient({ fetch: fetchFn, embeddedWallet: frame.config, themeMode })
  renderWithLatch(null, client)
  await act(() => connectEmail(client, { email: EMBEDDED_USER.email }))
  await act(() => verifyEmailOtp(client, { otp: '123456' }))
  await act(() => client.open())
  await expect.element(page.getByRole('button', { name: 'Copy address' })).toBeVisible()
  return { client, frame, posted, approve: () => approve(SIGNATURE) }
}

const field = () => page.getByRole('textbox', { name: 'Account name' })
const status = () => getModalHost().root.querySelector('.latch-register-status')

async function openForm() {
  await page.getByRole('button', { name: /Choose a name/ }).click()
  await expect
    .element(page.getByRole('heading', { name: 'Choose Name' }), { timeout: 10_000 })
    .toBeVisible()
}

describe('RegisterAccountName', () => {
  test('Account offers "Choose a name" to an embedded account without one', async () => {
    const { client } = await openAccount()
    await openForm()
    expect(client.getState().history.map((entry) => entry.view)).toEqual([
      'Account',
      'RegisterAccountName',
    ])
  })

  test.each([
    ['ab', 'Name must be at least 4 characters'],
    ['a_b', 'Use only letters, numbers and hyphens'],
  ])('"%s" is refused as it is typed: %s', async (typed, message) => {
    await openAccount()
    await openForm()
    await userEvent.fill(field(), typed)
    await expect.element(page.getByRole('alert')).toHaveTextContent(message)
    await expect
      .element(page.getByRole('button', { name: 'Register' }))
      .toHaveAttribute('aria-disabled', 'true')
  })

  test('a taken name says so and offers free variants; picking one fills the field', async () => {
    await openAccount()
    await openForm()
    await userEvent.fill(field(), 'Alice')
    await expect.poll(() => status()?.textContent, { timeout: 10_000 }).toBe('alice.latch is taken')
    await page.getByRole('button', { name: 'alice-1.latch' }).click()
    await expect.element(field()).toHaveValue('alice-1')
    await expect
      .poll(() => status()?.textContent, { timeout: 10_000 })
      .toBe('alice-1.latch is available')
    // Variants are offered for a taken name only.
    await expect
      .element(page.getByRole('button', { name: 'alice-1.latch' }))
      .not.toBeInTheDocument()
  })

  test('a failed suggestions call says "Error fetching name suggestions"', async () => {
    await openAccount({ suggestions: () => ({ status: 500, body: { error: 'internal_error' } }) })
    await openForm()
    await userEvent.fill(field(), 'my-name-1234')
    await expect
      .poll(() => status()?.textContent, { timeout: 10_000 })
      .toBe('Error fetching name suggestions')
  })

  test('registering: the frame asks for the signature, then the success view, then Account shows the name', async () => {
    const { client, posted, approve } = await openAccount()
    await openForm()
    await userEvent.fill(field(), 'my-name-1234')
    await expect
      .poll(() => status()?.textContent, { timeout: 10_000 })
      .toBe('my-name-1234.latch is available')
    await page.getByRole('button', { name: 'Register' }).click()
    await expect
      .element(page.getByRole('heading', { name: 'Approve Transaction' }), { timeout: 10_000 })
      .toBeVisible()
    act(() => approve())
    await expect
      .element(page.getByRole('heading', { name: 'Name Registered' }), { timeout: 10_000 })
      .toBeVisible()
    const body = posted[0] as Record<string, unknown>
    // Mainnet (chain 1): SLIP-44's coin type 60.
    expect(body).toMatchObject({
      coin_type: 60,
      address: EMBEDDED_USER.address,
      signature: SIGNATURE,
    })
    expect(parseAccountNameMessage(body.message as string)?.name).toBe('my-name-1234.latch')
    await expect
      .poll(() => getModalHost().root.querySelector('.latch-register-done-name')?.textContent)
      .toBe('my-name-1234.latch')
    await page.getByRole('button', { name: 'Back to account' }).click()
    await expect
      .poll(() => getModalHost().root.querySelector('.latch-profile-name')?.textContent)
      .toBe('my-name-1234.latch')
    expect(client.getState().accounts.eip155?.profileName).toBe('my-name-1234.latch')
    await expect
      .element(page.getByRole('button', { name: /Choose a name/ }))
      .not.toBeInTheDocument()
  })

  test('a refusal shows "Error registering name {name}" and returns to the form', async () => {
    const { client, approve } = await openAccount({
      register: { status: 409, body: { error: 'name_taken', message: 'taken' } },
    })
    await openForm()
    await userEvent.fill(field(), 'my-name-1234')
    await expect
      .poll(() => status()?.textContent, { timeout: 10_000 })
      .toBe('my-name-1234.latch is available')
    await page.getByRole('button', { name: 'Register' }).click()
    await expect
      .element(page.getByRole('heading', { name: 'Approve Transaction' }), { timeout: 10_000 })
      .toBeVisible()
    act(() => approve())
    await expect
      .poll(() => client.getState().toast?.message)
      .toBe('Error registering name my-name-1234.latch')
    await expect
      .element(page.getByRole('heading', { name: 'Choose Name' }), { timeout: 10_000 })
      .toBeVisible()
    await expect.element(page.getByRole('alert')).toHaveTextContent('This name is taken')
    await expect.element(field()).toHaveValue('my-name-1234')
  })

  test.each(['light', 'dark'] as const)('axe, %s theme: no violations', async (themeMode) => {
    await openAccount({ themeMode })
    await openForm()
    await userEvent.fill(field(), 'alice')
    await expect.poll(() => status()?.textContent, { timeout: 10_000 }).toBe('alice.latch is taken')
    await settle()
    expect(await violationsOf(getModalHost().host)).toEqual([])
  })
})

describe('RegisterAccountName and its success in other languages', () => {
  test('every text comes from the catalogue: a taken name with variants, a refused one, the success', async () => {
    setCatalogue('es', pseudoCatalogue())
    const { client } = await openAccount()
    await openForm()
    act(() => client.setLocale('es'))
    const root = getModalHost().root
    const view = () => root.querySelector('.latch-login') as Element
    const data = ['alice.latch', 'alice-1.latch', 'my-name-1234.latch', 'latch']
    await expect.poll(() => status()?.textContent).toContain('⟦')
    expect(untranslatedTexts(view(), data)).toEqual([])
    const input = root.querySelector<HTMLInputElement>('.latch-register-name input')!
    await userEvent.fill(input, 'Alice')
    await expect
      .poll(() => root.querySelector('.latch-register-suggestion'), { timeout: 10_000 })
      .toBeTruthy()
    expect(untranslatedTexts(view(), data)).toEqual([])
    // SPEC §5's rule: core's InvalidAccountNameError, its text from the `errors` namespace.
    await userEvent.fill(input, 'ab')
    await expect.poll(() => status()?.getAttribute('data-state')).toBe('error')
    expect(untranslatedTexts(view(), data)).toEqual([])
    act(() =>
      client.replaceView({
        view: 'RegisterAccountNameSuccess',
        params: { name: 'my-name-1234.latch' },
      }),
    )
    await expect.poll(() => root.querySelector('.latch-register-done')).toBeTruthy()
    expect(untranslatedTexts(root.querySelector('.latch-register-done') as Element, data)).toEqual(
      [],
    )
  })
})
