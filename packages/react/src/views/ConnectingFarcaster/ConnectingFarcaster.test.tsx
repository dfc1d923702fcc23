import { connectFarcaster } from '@latch/core'
import { act, cleanup } from '@testing-library/react'
import { page } from '@vitest/browser/context'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { setCatalogue } from '../../i18n/loadCatalogue.ts'
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
import { createDirectoryDouble } from '../AllWallets/testDirectory.ts'

const LINK = 'http://127.0.0.1:8794/~/siwf?channelToken=c1&nonce=n1&siweUri=x&domain=y'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const waiting: FrameAnswers = {
  GET_FARCASTER_URI: reply({ url: LINK }),
  CONNECT_FARCASTER: answerWith(() => new Promise(() => {})),
  IS_CONNECTED: reply({ isConnected: false }),
}

async function openFarcaster(answers: FrameAnswers = waiting, themeMode?: 'light' | 'dark') {
  const frame = createFrameDouble(answers)
  const client = createTestClient({
    fetch: createDirectoryDouble([]).fetch,
    embeddedWallet: frame.config,
    ...(themeMode && { themeMode }),
  })
  renderWithLatch(null, client)
  await act(() => client.open())
  const login = connectFarcaster(client).catch((error: unknown) => error)
  await expect.element(page.getByRole('heading', { name: 'Farcaster', exact: true })).toBeVisible()
  return { client, frame, login }
}

const qrValue = () =>
  getModalHost().root.querySelector('.latch-farcaster .latch-qr')?.getAttribute('data-value')

describe('ConnectingFarcaster', () => {
  test("Connect's 'Continue with Farcaster' opens the view with the QR code, no popup", async () => {
    const open = vi.spyOn(window, 'open')
    const frame = createFrameDouble(waiting)
    const client = createTestClient({
      fetch: createDirectoryDouble([]).fetch,
      embeddedWallet: frame.config,
    })
    renderWithLatch(null, client)
    await act(() => client.open())
    const button = page.getByRole('button', { name: 'Continue with Farcaster' })
    await expect.element(button).toBeVisible()
    await button.click()
    await expect
      .element(page.getByRole('heading', { name: 'Farcaster', exact: true }))
      .toBeVisible()
    await expect.poll(qrValue).toBe(LINK)
    expect(open).not.toHaveBeenCalled()
  })

  test('the channel link as a QR code, Open in Farcaster, Copy link and the waiting line', async () => {
    const { client } = await openFarcaster()
    await expect
      .element(page.getByRole('img', { name: 'QR code to sign in with Farcaster' }))
      .toBeVisible()
    await expect.poll(qrValue).toBe(LINK)
    const open = page.getByRole('link', { name: 'Open in Farcaster' })
    await expect.element(open).toBeVisible()
    expect(open.element().getAttribute('href')).toBe(LINK)
    expect(open.element().getAttribute('rel')).toBe('noopener noreferrer')
    await expect.element(page.getByText('Waiting for your approval in Farcaster…')).toBeVisible()
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue()
    await page.getByRole('button', { name: 'Copy link' }).click()
    expect(writeText).toHaveBeenCalledWith(LINK)
    await expect.poll(() => client.getState().toast?.message).toBe('Link copied')
  })

  test('approved in Farcaster: connected, the modal closes', async () => {
    let approve: (user: typeof EMBEDDED_USER) => void = () => {}
    const { client, login } = await openFarcaster({
      ...waiting,
      CONNECT_FARCASTER: answerWith(
        () => new Promise<typeof EMBEDDED_USER>((resolve) => (approve = resolve)),
      ),
    })
    await expect.poll(qrValue).toBe(LINK)
    approve({ ...EMBEDDED_USER, userName: 'ada' } as typeof EMBEDDED_USER)
    await login
    await expect.poll(() => client.getState().open).toBe(false)
    expect(client.getState().embedded.user?.userName).toBe('ada')
  })

  test("a declined channel: 'Failed to connect to farcaster' and Try again starts a new one", async () => {
    let tries = 0
    const { frame } = await openFarcaster({
      ...waiting,
      CONNECT_FARCASTER: answerWith(() => {
        tries += 1
        if (tries === 1) throw frameError('Failed to connect to farcaster', 'channel_expired')
        return new Promise(() => {})
      }),
    })
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('Failed to connect to farcaster')
    expect(qrValue()).toBeUndefined()
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect.poll(qrValue).toBe(LINK)
    // The focus stays in the view (the button it was on is gone).
    expect(getModalHost().root.activeElement?.className).toBe('latch-farcaster')
    expect(frame.calls.filter((call) => call.action === 'GET_FARCASTER_URI')).toHaveLength(2)
  })
})

describe('ConnectingFarcaster in other languages', () => {
  test('every text comes from the catalogue: failed, then waiting with the QR code', async () => {
    setCatalogue('es', pseudoCatalogue())
    let tries = 0
    const { client } = await openFarcaster({
      ...waiting,
      CONNECT_FARCASTER: answerWith(() => {
        tries += 1
        if (tries === 1) throw frameError('Failed to connect to farcaster', 'channel_expired')
        return new Promise(() => {})
      }),
    })
    await expect.element(page.getByRole('alert')).toBeVisible()
    act(() => client.setLocale('es'))
    const view = () => getModalHost().root.querySelector('.latch-farcaster') as Element
    await expect.poll(() => view().querySelector('[role=alert]')?.textContent).toContain('⟦')
    expect(untranslatedTexts(view())).toEqual([])
    await page.getByRole('button', { name: '⟦Try again⟧' }).click()
    await expect.poll(qrValue).toBe(LINK)
    expect(untranslatedTexts(view())).toEqual([])
  })
})

describe.each(['light', 'dark'] as const)('axe, %s theme', (themeMode) => {
  test('waiting with the QR code, and failed, have no violations', async () => {
    let fail: (error: Error) => void = () => {}
    await openFarcaster(
      {
        ...waiting,
        CONNECT_FARCASTER: answerWith(() => new Promise((_, reject) => (fail = reject))),
      },
      themeMode,
    )
    await expect
      .poll(() =>
        getModalHost().root.querySelector('.latch-farcaster .latch-qr')?.getAttribute('data-state'),
      )
      .toBe('ready')
    await settle()
    expect(await violationsOf(getModalHost().host)).toEqual([])
    fail(frameError('Failed to connect to farcaster', 'channel_expired'))
    await expect.element(page.getByRole('alert')).toBeVisible()
    await settle()
    expect(await violationsOf(getModalHost().host)).toEqual([])
  })
})
