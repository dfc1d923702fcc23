import { act, cleanup } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { ConnectButton } from '../ConnectButton/ConnectButton.tsx'
import {
  createTestClient,
  getButtonRoot,
  getModalHost,
  renderWithLatch,
} from '../test/fixtures.tsx'

afterEach(cleanup)

/** The `<style>`s of the button's and the modal's shadow roots. */
const sheets = () => [
  ...getButtonRoot().querySelectorAll('style'),
  ...getModalHost().root.querySelectorAll('style'),
]

test('with a nonce, every <style> of the button and the modal carries it', async () => {
  const client = createTestClient({ nonce: 'n0nce-for-this-load' })
  renderWithLatch(<ConnectButton />, client)
  await act(() => client.open({ view: 'Networks' }))
  // The button's sheet, the modal's and the view's (its chunk loads on demand).
  await expect.poll(() => sheets().length, { timeout: 10_000 }).toBeGreaterThanOrEqual(3)
  const all = sheets()
  expect(all.map((sheet) => sheet.nonce)).toEqual(all.map(() => 'n0nce-for-this-load'))
})

test('without one, no nonce attribute', async () => {
  const client = createTestClient()
  renderWithLatch(<ConnectButton />, client)
  await act(() => client.open({ view: 'Networks' }))
  await expect.poll(() => sheets().length, { timeout: 10_000 }).toBeGreaterThanOrEqual(3)
  expect(sheets().some((sheet) => sheet.hasAttribute('nonce'))).toBe(false)
})
