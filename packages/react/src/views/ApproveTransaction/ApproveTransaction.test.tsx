import { connectEmail, SignatureDeclinedError, verifyEmailOtp } from '@latch/core'
import { act, cleanup } from '@testing-library/react'
import { page } from '@vitest/browser/context'
import { afterEach, describe, expect, test } from 'vitest'
import { setCatalogue } from '../../i18n/loadCatalogue.ts'
import { settle, violationsOf } from '../../test/axe.ts'
import { pseudoCatalogue, untranslatedTexts } from '../../test/catalogueText.ts'
import { answerWith, createFrameDouble, EMBEDDED_USER, reply } from '../../test/embeddedFrame.ts'
import { createTestClient, getModalHost, renderWithLatch } from '../../test/fixtures.tsx'
import { createDirectoryDouble } from '../AllWallets/testDirectory.ts'

afterEach(cleanup)

const SIGNATURE = `0x${'ab'.repeat(65)}`

/** A visitor signed in by email (through core's real actions), the modal closed. */
async function signedIn(themeMode: 'light' | 'dark' = 'light', locale?: 'es') {
  let answer: (signature: string) => void = () => {}
  const frame = createFrameDouble({
    CONNECT_EMAIL: reply({ action: 'VERIFY_OTP' }),
    CONNECT_OTP: reply(EMBEDDED_USER),
    RPC_REQUEST: answerWith(
      () =>
        new Promise<unknown>((resolve) => {
          answer = resolve
        }),
    ),
  })
  const client = createTestClient({
    fetch: createDirectoryDouble([]).fetch,
    embeddedWallet: frame.config,
    themeMode,
    ...(locale ? { locale } : {}),
  })
  renderWithLatch(null, client)
  await act(() => connectEmail(client, { email: EMBEDDED_USER.email }))
  await act(() => verifyEmailOtp(client, { otp: '123456' }))
  expect(client.getState().connectedConnectorIds.eip155).toBe('AUTH')
  expect(client.getState().open).toBe(false)
  return { client, frame, answer: (signature: string) => answer(signature) }
}

const approveBox = () => getModalHost().root.querySelector<HTMLElement>('.latch-approve')

const rectOf = (element: HTMLElement) => {
  const box = element.getBoundingClientRect()
  return {
    top: Math.round(box.top),
    left: Math.round(box.left),
    width: Math.round(box.width),
    height: Math.round(box.height),
  }
}

describe('ApproveTransaction view', () => {
  test('an unsafe request opens it; the frame is shown exactly over its box, then hidden when it closes', async () => {
    const { client, frame, answer } = await signedIn()
    const signing = client.signMessage({ message: 'hello' })
    await expect.element(page.getByRole('heading', { name: 'Approve Transaction' })).toBeVisible()
    expect(client.getState().history).toEqual([{ view: 'ApproveTransaction' }])
    // Once the modal's entry motions are over, the last rectangle sent is the box's own.
    await settle()
    const box = approveBox()!
    expect(box.getBoundingClientRect().height).toBe(420)
    await expect.poll(() => frame.shown.at(-1)).toEqual(rectOf(box))
    expect(frame.hiddenCount()).toBe(0)
    await expect.poll(() => frame.actions()).toContain('RPC_REQUEST')

    act(() => answer(SIGNATURE))
    await expect(signing).resolves.toBe(SIGNATURE)
    // After the answer the modal closes (SPEC §4), and the frame is hidden with the view.
    await expect.poll(() => client.getState().open).toBe(false)
    await expect.poll(() => frame.hiddenCount()).toBeGreaterThan(0)
  })

  test('a window resize moves the frame with the box', async () => {
    const { client, frame } = await signedIn()
    void client.signMessage({ message: 'hello' }).catch(() => {})
    await expect.element(page.getByRole('heading', { name: 'Approve Transaction' })).toBeVisible()
    await settle()
    const before = frame.shown.length
    await page.viewport(700, 640)
    await settle()
    await expect.poll(() => frame.shown.length).toBeGreaterThan(before)
    expect(frame.shown.at(-1)).toEqual(rectOf(approveBox()!))
  })

  test('closing the modal while the visitor is asked: the frame is hidden, the request rejected', async () => {
    const { client, frame } = await signedIn()
    // Settled as soon as it rejects (the click below ends it): no unhandled rejection.
    const signing = client.signMessage({ message: 'hello' }).catch((error: unknown) => error)
    await expect.element(page.getByRole('heading', { name: 'Approve Transaction' })).toBeVisible()
    await expect.poll(() => frame.shown.length).toBeGreaterThan(0)
    await page.getByRole('button', { name: 'Close' }).click()
    // 'Modal closed' (4001) reaches the site as a declined signature.
    expect(await signing).toBeInstanceOf(SignatureDeclinedError)
    await expect.poll(() => frame.hiddenCount()).toBeGreaterThan(0)
    expect(frame.actions()).toContain('ABORT')
  })

  test('a method on neither list: "Action not allowed", no frame shown', async () => {
    const { client, frame } = await signedIn()
    const provider = client.adapters
      .find((adapter) => adapter.namespace === 'eip155')
      ?.getProvider('AUTH') as { request(args: { method: string }): Promise<unknown> }
    await expect(provider.request({ method: 'eth_mineSomething' })).rejects.toMatchObject({
      code: 4200,
    })
    await expect.element(page.getByText('Action not allowed')).toBeVisible()
    expect(approveBox()).toBeNull()
    expect(frame.actions()).not.toContain('RPC_REQUEST')
    await page.getByRole('button', { name: 'Close', exact: true }).last().click()
    await expect.poll(() => client.getState().open).toBe(false)
  })
})

describe('ApproveTransaction in other languages', () => {
  test('every text comes from the catalogue: the waiting box, then "Action not allowed"', async () => {
    setCatalogue('es', pseudoCatalogue())
    const { client, answer } = await signedIn('light', 'es')
    const view = () => getModalHost().root.querySelector('.latch-view') as Element
    const signing = client.signMessage({ message: 'hello' })
    await expect.poll(() => view()?.textContent).toContain('⟦Opening the request in your wallet…⟧')
    expect(untranslatedTexts(view())).toEqual([])
    act(() => answer(SIGNATURE))
    await signing
    await expect.poll(() => client.getState().open).toBe(false)
    const provider = client.adapters
      .find((adapter) => adapter.namespace === 'eip155')
      ?.getProvider('AUTH') as { request(args: { method: string }): Promise<unknown> }
    await provider.request({ method: 'eth_mineSomething' }).catch(() => {})
    await expect.element(page.getByText('⟦Action not allowed⟧')).toBeVisible()
    expect(untranslatedTexts(view())).toEqual([])
  })
})

describe.each(['light', 'dark'] as const)('axe, %s theme', (themeMode) => {
  test('the waiting box has no violations', async () => {
    const { client } = await signedIn(themeMode)
    void client.signMessage({ message: 'hello' }).catch(() => {})
    await expect.element(page.getByRole('heading', { name: 'Approve Transaction' })).toBeVisible()
    await settle()
    expect(await violationsOf(getModalHost().host)).toEqual([])
  })

  test('"Action not allowed" has no violations', async () => {
    const { client } = await signedIn(themeMode)
    const provider = client.adapters
      .find((adapter) => adapter.namespace === 'eip155')
      ?.getProvider('AUTH') as { request(args: { method: string }): Promise<unknown> }
    await provider.request({ method: 'eth_mineSomething' }).catch(() => {})
    await expect.element(page.getByText('Action not allowed')).toBeVisible()
    await settle()
    expect(await violationsOf(getModalHost().host)).toEqual([])
  })
})
