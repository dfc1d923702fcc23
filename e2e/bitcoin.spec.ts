import { expect, test } from '@playwright/test'
import { createBitcoinTestWallet } from '../packages/test-wallet/src/bitcoin/createBitcoinTestWallet.ts'
import { verifyBip322P2wpkh } from '../packages/test-wallet/test/verifyBip322.ts'
import { accountButton, short } from './support/accounts.ts'
import { screenshot } from './support/screenshot.ts'

// The Bitcoin side of the test wallet (`?wallet=dev&bitcoin=1`: Wallet Standard `bitcoin:connect`
// and `bitcoin:signMessage`, dev-mnemonic keys on testnet) with the demo's bitcoin adapter. No
// Bitcoin node runs: no balance, no sends (SPEC §9). The signature is checked with a BIP-322
// verifier that shares no code with the wallet's signer.
const { payment: PAYMENT, ordinals: ORDINALS } = createBitcoinTestWallet({
  network: 'testnet',
}).addresses

test('Bitcoin: connects on the payment address, signs a message that verifies (BIP-322), refuses a switch to the ordinals account', async ({
  page,
}, testInfo) => {
  await page.goto('/?wallet=dev&policy=approve&bitcoin=1')
  await page.getByRole('button', { name: 'Latch Devnet', exact: true }).click()
  await page
    .getByRole('dialog', { name: 'Choose Network' })
    .getByRole('button', { name: /^Bitcoin Testnet( Testnet)?$/ })
    .click()
  const offer = page.getByRole('dialog', { name: 'Switch Chain' })
  await offer.getByRole('button', { name: 'Connect a Bitcoin wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('list', { name: 'Wallets' })
    .getByRole('button', { name: /^Latch Test Wallet\b/ })
    .click()

  // SPEC §6: the payment account is the one selected; shortened per SPEC §5; no balance known.
  const dialog = page.getByRole('dialog', { name: 'Account' })
  await expect(dialog.getByText(short(PAYMENT), { exact: true })).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Network Bitcoin Testnet' })).toBeVisible()
  await expect(dialog.getByText('Connected with Latch Test Wallet')).toBeVisible()
  await expect(dialog.locator('.latch-profile-balance')).toHaveCount(0)
  // Nor tokens, NFTs or activity to read (SPEC §9): no tabs, no 'Token Balance Unavailable'.
  await expect(dialog.getByRole('tablist', { name: 'Account' })).toHaveCount(0)
  await screenshot(page, testInfo, 'bitcoin-account')
  // Receive: the payment address in full, on the one network it belongs to.
  await dialog.getByRole('button', { name: 'Receive' }).click()
  const receive = page.getByRole('dialog', { name: 'Receive' })
  await expect(receive.getByRole('img', { name: 'QR code of your Bitcoin address' })).toBeVisible()
  await expect(receive.getByText(PAYMENT, { exact: true })).toBeVisible()
  const receiveOn = receive.getByRole('region', { name: 'Receive on these networks' })
  await expect(receiveOn.getByRole('listitem')).toHaveText([/Bitcoin Testnet$/])
  await page.keyboard.press('Escape')
  await expect(accountButton(page, PAYMENT)).toBeVisible()
  await expect(page.getByText('Token Balance Unavailable')).toHaveCount(0)

  // A message signed through the kit verifies for the payment address, and only for its text.
  const message = `Latch e2e ${Date.now()}`
  await page.getByLabel('Message').fill(message)
  await page.getByRole('button', { name: 'Sign message' }).click()
  const output = page.getByLabel('Signature', { exact: true })
  await expect(output).toHaveText(/^[A-Za-z0-9+/]+=*$/)
  const signature = (await output.textContent()) ?? ''
  expect(verifyBip322P2wpkh(PAYMENT, message, signature)).toBe(true)
  expect(verifyBip322P2wpkh(PAYMENT, `${message}!`, signature)).toBe(false)

  // SPEC §4: switching is only allowed to payment accounts.
  const ordinals = page.locator('li[data-type="eoa"]', { hasText: ORDINALS })
  await ordinals.getByRole('button', { name: 'Use' }).click()
  await expect(page.getByLabel('Account switch', { exact: true })).toHaveText(
    'Bitcoin switching is only allowed to payment accounts',
  )
  await expect(accountButton(page, PAYMENT)).toBeVisible()
})
