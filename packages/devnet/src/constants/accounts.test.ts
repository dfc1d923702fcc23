import { toHex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import {
  DEVNET_ACCOUNTS,
  DEVNET_DEPLOYER,
  DEVNET_FUNDED_ACCOUNTS,
  DEVNET_MNEMONIC,
} from './accounts.ts'

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
