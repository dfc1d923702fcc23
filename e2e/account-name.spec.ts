import { expect, test } from '@playwright/test'
import { DEVNET_CONTRACTS, nameRegistryAbi } from '../packages/devnet/src/exports/constants.ts'
import { short } from './support/accounts.ts'
import {
  anvil,
  approveInFrame,
  DEMO,
  frame,
  frameSettled,
  newEmail,
  openAccount,
  signInByEmail,
} from './support/embedded.ts'
import { screenshot } from './support/screenshot.ts'

// Issue P11's account-name acceptance in the demo against `npm start`'s stack: an email visitor
// (a smart account by default) registers my-name-1234, signing in the frame; the server's
// registrar writes it to the devnet's registry (read here from anvil), the account shows it and
// Send resolves it. `ab`, `a_b` and a taken name are refused on the way.
// The name can be registered once per devnet: run against a fresh stack (CI=true starts one).

test('an email visitor registers my-name-1234: the registry resolves it, the account shows it, Send accepts it', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000)
  await page.goto(DEMO)
  const { evm } = await signInByEmail(page, newEmail('names'))
  const account = await openAccount(page)
  await account.getByRole('button', { name: /Choose a name/ }).click()
  const view = page.getByRole('dialog', { name: 'Choose Name' })
  const field = view.getByRole('textbox', { name: 'Account name' })
  const status = view.locator('.latch-register-status')
  const register = view.getByRole('button', { name: 'Register' })

  await field.fill('ab')
  await expect(status).toHaveText('Name must be at least 4 characters')
  await expect(register).toHaveAttribute('aria-disabled', 'true')
  await field.fill('a_b')
  await expect(status).toHaveText('Use only letters, numbers and hyphens')
  await field.fill('alice')
  await expect(status).toHaveText('alice.latch is taken')
  await expect(register).toHaveAttribute('aria-disabled', 'true')
  await expect(view.getByRole('button', { name: 'alice-1.latch' })).toBeVisible()
  await screenshot(page, testInfo, 'register-account-name-taken')

  await field.fill('my-name-1234')
  await expect(status).toHaveText('my-name-1234.latch is available')
  await screenshot(page, testInfo, 'register-account-name')
  await register.click()
  // The frame's card shows the account-name message the visitor signs.
  await expect(page.getByRole('dialog', { name: 'Approve Transaction' })).toBeVisible()
  await frameSettled(page)
  await expect(frame(page).getByText('Register an account name', { exact: false })).toBeVisible()
  await screenshot(page, testInfo, 'register-account-name-approve')
  await approveInFrame(page)
  const done = page.getByRole('dialog', { name: 'Name Registered' })
  await expect(done.getByText('my-name-1234.latch', { exact: true })).toBeVisible({
    timeout: 20_000,
  })
  await screenshot(page, testInfo, 'register-account-name-success')

  const holder = await anvil.readContract({
    address: DEVNET_CONTRACTS.nameRegistry,
    abi: nameRegistryAbi,
    functionName: 'resolve',
    args: ['my-name-1234.latch'],
  })
  expect(holder.toLowerCase()).toBe(evm.toLowerCase())

  await done.getByRole('button', { name: 'Back to account' }).click()
  const named = page.getByRole('dialog', { name: 'Account' })
  await expect(named.locator('.latch-profile-name')).toHaveText('my-name-1234.latch')
  await expect(named.getByRole('button', { name: /Choose a name/ })).toHaveCount(0)

  await named.getByRole('button', { name: 'Send', exact: true }).click()
  const send = page.getByRole('dialog', { name: 'Send' })
  await send.getByRole('textbox', { name: 'To' }).fill('my-name-1234.latch')
  await expect(send.getByText(`my-name-1234.latch is ${short(evm)}`)).toBeVisible()
})
