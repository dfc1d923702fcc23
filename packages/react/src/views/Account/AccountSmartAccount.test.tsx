import { connectEmail, type EmbeddedUser, verifyEmailOtp } from '@latch/core'
import { shortenAddress } from '@latch/core/internal'
import { act, cleanup } from '@testing-library/react'
import { page } from '@vitest/browser/context'
import { afterEach, describe, expect, test } from 'vitest'
import { setCatalogue } from '../../i18n/loadCatalogue.ts'
import { fakeApi } from '../../test/accountApi.ts'
import { settle, violationsOf } from '../../test/axe.ts'
import { pseudoCatalogue, untranslatedTexts } from '../../test/catalogueText.ts'
import { createFrameDouble, EMBEDDED_USER, reply } from '../../test/embeddedFrame.ts'
import { createTestClient, getModalHost, renderWithLatch } from '../../test/fixtures.tsx'

afterEach(cleanup)

const SMART = '0x00000000000000000000000000000000000000a5'

/** The frame's user on mainnet, which here has a bundler (smart accounts enabled). */
function userAs(type: 'eoa' | 'smartAccount', networks = ['eip155:1']): EmbeddedUser {
  return {
    ...EMBEDDED_USER,
    chainId: 'eip155:1',
    address: type === 'smartAccount' ? SMART : EMBEDDED_USER.address,
    accounts: [
      ...EMBEDDED_USER.accounts,
      { namespace: 'eip155', address: SMART, type: 'smartAccount' },
    ],
    preferredAccountType: type,
    smartAccountDeployed: false,
    smartAccountNetworks: networks,
  }
}

/** A visitor signed in by email (the frame keeps the type the kit sets), Account open. */
async function openAccount(networks?: string[], themeMode: 'light' | 'dark' = 'light') {
  let type: 'eoa' | 'smartAccount' = 'eoa'
  const signedIn = () => userAs(type, networks)
  const setType = (payload: { type: 'eoa' | 'smartAccount' }) => {
    type = payload.type
    return userAs(type, networks)
  }
  const frame = createFrameDouble({
    CONNECT_EMAIL: reply({ action: 'VERIFY_OTP' }),
    CONNECT_OTP: signedIn,
    SET_PREFERRED_ACCOUNT: setType,
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

describe('Account view, smart account (SPEC §4 Account selection)', () => {
  test('the smart account by default, marked as not deployed yet; the switch goes to the EOA and back', async () => {
    const { client, root } = await openAccount()
    const short = () => root.querySelector('.latch-profile-short')?.textContent
    expect(short()).toBe(shortenAddress(SMART))
    expect(root.querySelector('.latch-profile-type')?.textContent).toBe(
      'Smart accountNot deployed yet · it goes on chain with your first transaction',
    )
    await page.getByRole('button', { name: /Switch to your EOA/ }).click()
    await expect.poll(short).toBe(shortenAddress(EMBEDDED_USER.address))
    expect(root.querySelector('.latch-profile-type')).toBeNull()
    expect(client.getState().preferredAccountTypes.eip155).toBe('eoa')
    // The address follows at once; the row leaves 'Switching…' when the switch has finished.
    await expect
      .poll(() => root.querySelector('[data-action=switch-account-type]')?.textContent)
      .toBe('Switch to your smart accountIn use: your EOA, the key’s own address')
    await page.getByRole('button', { name: /Switch to your smart account/ }).click()
    await expect.poll(short).toBe(shortenAddress(SMART))
    expect(client.getState().preferredAccountTypes.eip155).toBe('smartAccount')
  })

  test('a network without smart accounts shows the EOA and no switch', async () => {
    const { root } = await openAccount(['eip155:8453'])
    expect(root.querySelector('.latch-profile-short')?.textContent).toBe(
      shortenAddress(EMBEDDED_USER.address),
    )
    expect(root.querySelector('[data-action=switch-account-type]')).toBeNull()
    expect(root.querySelector('.latch-profile-type')).toBeNull()
  })

  test('every text of the badge and the embedded wallet’s rows comes from the catalogue (a pseudo-language)', async () => {
    const { client, root } = await openAccount()
    setCatalogue('es', pseudoCatalogue())
    act(() => client.setLocale('es'))
    await expect.poll(() => root.querySelector('.latch-profile-type')?.textContent).toContain('⟦')
    const data = [EMBEDDED_USER.email, shortenAddress(SMART), 'Ethereum', 'ETH']
    expect(untranslatedTexts(root.querySelector('.latch-view')!, data)).toEqual([])
    expect(root.querySelectorAll('.latch-rows .latch-row').length).toBeGreaterThanOrEqual(6)
  })

  test.each(['light', 'dark'] as const)('axe, %s theme: no violations', async (themeMode) => {
    await openAccount(undefined, themeMode)
    await settle()
    expect(await violationsOf(getModalHost().host)).toEqual([])
  })
})
