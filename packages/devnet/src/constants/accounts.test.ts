import { toHex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import {
  DEVNET_ACCOUNTS,
  DEVNET_DEPLOYER,
  DEVNET_FUNDED_ACCOUNTS,
  DEVNET_MNEMONIC,
} from './accounts.ts'
import { DEVNET_NAME_REGISTRAR } from './names.ts'

describe('DEVNET_ACCOUNTS', () => {
  test.each(DEVNET_ACCOUNTS.map((account) => [account.index, account] as const))(
    'account %i is the one derived from the test mnemonic',
    (index, account) => {
      const derived = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: index })
      expect(account.address).toBe(derived.address)
      expect(account.privateKey).toBe(toHex(derived.getHdKey().privateKey!))
    },
  )

  test('the deployer is account 9 and only accounts 0..8 are funded', () => {
    expect(DEVNET_DEPLOYER.index).toBe(9)
    expect(DEVNET_FUNDED_ACCOUNTS.map((account) => account.index)).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8,
    ])
  })
})

test('the name registrar is index 22 of the test mnemonic, apart from accounts 0..9 and the bundler', () => {
  const derived = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: 22 })
  expect(DEVNET_NAME_REGISTRAR.index).toBe(22)
  expect(DEVNET_NAME_REGISTRAR.address).toBe(derived.address)
  expect(DEVNET_NAME_REGISTRAR.privateKey).toBe(toHex(derived.getHdKey().privateKey!))
})
