import type { EmbeddedUser } from '@latch/core/adapter'
import { act, cleanup } from '@testing-library/react'
import { page } from '@vitest/browser/context'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { setCatalogue } from '../../i18n/loadCatalogue.ts'
import { settle, violationsOf } from '../../test/axe.ts'
import { pseudoCatalogue, untranslatedTexts } from '../../test/catalogueText.ts'
import {
  createFrameDouble,
  EMBEDDED_USER,
  type FrameAnswers,
  fail,
  frameError,
  reply,
} from '../../test/embeddedFrame.ts'
import { createTestClient, getModalHost, renderWithLatch } from '../../test/fixtures.tsx'
import { createDirectoryDouble } from '../AllWallets/testDirectory.ts'

const FRAME_ORIGIN = 'http://localhost:8788'
const AUTHORIZE = 'http://127.0.0.1:8793/github/auth?state=s1'
const RESULT = `${FRAME_ORIGIN}/embedded/v1/social/callback?code=c&state=s1`
const SOCIAL_USER: EmbeddedUser = {
  ...EMBEDDED_USER,
  email: 'ada.lovelace@example.org',
  socialProvider: 'discord',
  userName: 'ada0',
}

type FakePopup = {
  closed: boolean
  close(): void
  location: { href: string }
  document: { title: string; body: { textContent: string } }
}

/** `window.open` answered with a stand-in popup (a real one would leave the test page). */
function stubPopups() {
  const popups: FakePopup[] = []
  const open = vi.spyOn(window, 'open').mockImplementation(() => {
    const popup: FakePopup = {
      closed: false,
      close() {
        popup.closed = true
      },
      location: { href: '' },
      document: { title: '', body: { textContent: '' } },
    }
    popups.push(popup)
    return popup as unknown as Window
  })
  /** What the callback page posts (`source` is the popup unless said otherwise). */
  const post = (origin = FRAME_ORIGIN, source: unknown = popups.at(-1)) =>
    window.dispatchEvent(
      Object.assign(new Event('message'), {
        data: { type: 'latch:social-result', resultUri: RESULT },
        origin,
        source,
      }),
    )
  return { open, popups, post }
}

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const ANSWERS: FrameAnswers = {
  GET_SOCIAL_REDIRECT_URI: reply({ uri: AUTHORIZE }),
  CONNECT_SOCIAL: reply(SOCIAL_USER),
  IS_CONNECTED: reply({ isConnected: false }),
}

async function openConnect(answers: FrameAnswers = ANSWERS, themeMode: 'light' | 'dark' = 'light') {
  const frame = createFrameDouble(answers)
  const client = createTestClient({
    fetch: createDirectoryDouble([]).fetch,
    embeddedWallet: frame.config,
    themeMode,
  })
  renderWithLatch(null, client)
  await act(() => client.open())
  // The buttons' code and the email field's load on demand, each on its own: wait for both (a
  // loaded machine takes more than expect.element's default second to fetch a chunk).
  await expect.element(github(), { timeout: 10_000 }).toBeVisible()
  await expect.element(page.getByPlaceholder('Email'), { timeout: 10_000 }).toBeVisible()
  return { client, frame, root: getModalHost().root }
}

const button = (name: string) => page.getByRole('button', { name: `Continue with ${name}` })
const github = () => button('GitHub')
const sentToProvider = (popup: () => FakePopup | undefined) =>
  expect.poll(() => popup()?.location.href).toBe(AUTHORIZE)

describe('Connect: the social method', () => {
  test("SPEC §9's socials, named 'Continue with …', after the email field", async () => {
    const { root } = await openConnect()
    const names = [...root.querySelectorAll('.latch-social')].map(
      (element) => element.getAttribute('aria-label') ?? element.textContent,
    )
    expect(names).toEqual([
      'Continue with Google',
      'Continue with X',
      'Continue with Farcaster',
      'Continue with Discord',
      'Continue with Apple',
      'Continue with GitHub',
      'Continue with Facebook',
    ])
    // The email form, then the social fieldset (LazyView's focus marker, a span, may sit between).
    const sections = [...(root.querySelector('.latch-view')?.children ?? [])]
      .map((e) => e.tagName)
      .filter((tag) => tag !== 'SPAN')
    expect(sections.slice(0, 2)).toEqual(['FORM', 'FIELDSET'])
    await expect.element(button('Google')).toHaveTextContent('Continue with Google')
  })

  test('a click opens the popup at once; the button waits, the others too; the result connects', async () => {
    const { open, popups, post } = stubPopups()
    const { client, frame } = await openConnect()
    await github().click()
    expect(open).toHaveBeenCalledTimes(1)
    await expect.element(github()).toHaveAttribute('aria-busy', 'true')
    await expect.element(button('Google')).toHaveAttribute('aria-disabled', 'true')
    await sentToProvider(() => popups[0])
    expect(frame.calls.find((call) => call.action === 'GET_SOCIAL_REDIRECT_URI')?.payload).toEqual({
      provider: 'github',
    })
    // Another origin's message, or another window's, is ignored.
    post('http://evil.example')
    post(FRAME_ORIGIN, window)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(frame.calls.some((call) => call.action === 'CONNECT_SOCIAL')).toBe(false)
    post()
    await expect.poll(() => client.getState().connectedConnectorIds.eip155).toBe('AUTH')
    await expect.poll(() => client.getState().open).toBe(false)
  })

  test("the popup closed: 'Popup closed' under the buttons, which work again", async () => {
    const { open, popups } = stubPopups()
    await openConnect()
    await github().click()
    await sentToProvider(() => popups[0])
    popups[0]?.close()
    await expect.element(page.getByRole('alert')).toHaveTextContent('Popup closed')
    await expect.element(github()).not.toHaveAttribute('aria-busy')
    await expect.element(button('Google')).not.toHaveAttribute('aria-disabled')
    await button('Google').click()
    expect(open).toHaveBeenCalledTimes(2)
  })

  test("the visitor's Deny: 'Connection rejected' inline", async () => {
    const { popups, post } = stubPopups()
    await openConnect({
      ...ANSWERS,
      CONNECT_SOCIAL: fail(frameError('Connection rejected', 'provider_rejected')),
    })
    await github().click()
    await sentToProvider(() => popups[0])
    post()
    await expect.element(page.getByRole('alert')).toHaveTextContent('Connection rejected')
    expect(popups[0]?.closed).toBe(true)
  })
})

describe('Connect: the social method in other languages', () => {
  test('every text comes from the catalogue (the buttons, and the frame’s refusal under them, by its code)', async () => {
    setCatalogue('es', pseudoCatalogue())
    const { popups, post } = stubPopups()
    const { client, root } = await openConnect({
      ...ANSWERS,
      CONNECT_SOCIAL: fail(frameError('Connection rejected', 'provider_rejected')),
    })
    await github().click()
    await sentToProvider(() => popups[0])
    post()
    await expect.element(page.getByRole('alert')).toHaveTextContent('Connection rejected')
    act(() => client.setLocale('es'))
    await expect.poll(() => root.querySelector('[role=alert]')?.textContent).toContain('⟦')
    const providers = ['Google', 'X', 'Farcaster', 'Discord', 'Apple', 'GitHub', 'Facebook']
    expect(untranslatedTexts(root.querySelector('.latch-socials') as Element, providers)).toEqual(
      [],
    )
  })
})

describe('Account: a social login', () => {
  test("goes by its username (discord's trailing 0 dropped), not its email, with the provider's mark", async () => {
    const { popups, post } = stubPopups()
    const { client, root } = await openConnect()
    await button('Discord').click()
    await sentToProvider(() => popups[0])
    post()
    await expect.poll(() => client.getState().open).toBe(false)
    await act(() => client.open())
    // The Account view's chunk may be fetched for the first time here.
    await expect
      .element(page.getByRole('button', { name: 'Copy address' }), { timeout: 10_000 })
      .toBeVisible()
    const name = root.querySelector('.latch-profile-name')
    expect(name?.textContent).toBe('ada')
    expect(name?.querySelector('svg')).not.toBeNull()
  })
})

describe.each(['light', 'dark'] as const)('axe, %s theme', (themeMode) => {
  test('the social section, waiting and with its error, has no violations', async () => {
    const { popups } = stubPopups()
    await openConnect(ANSWERS, themeMode)
    await settle()
    expect(await violationsOf(getModalHost().host)).toEqual([])
    await github().click()
    await sentToProvider(() => popups[0])
    await settle()
    expect(await violationsOf(getModalHost().host)).toEqual([])
    popups[0]?.close()
    await expect.element(page.getByRole('alert')).toHaveTextContent('Popup closed')
    await settle()
    expect(await violationsOf(getModalHost().host)).toEqual([])
  })
})
