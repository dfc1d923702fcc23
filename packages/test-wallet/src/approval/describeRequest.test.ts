import { ANVIL_KEYS } from '@latch/devnet/testing'
import { stringToHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { UNUSED_RPC_URL } from '../../test/fixtures.ts'
import type { WalletContext } from '../context.ts'
import type { WalletAccount } from '../walletAccount.ts'
import { decodeMessage } from './decodeMessage.ts'
import { describeRequest } from './describeRequest.ts'

// describeRequest reads only the chain, the account and the origin.
function rowsOf(method: string, params: unknown, accounts: readonly WalletAccount[] = keyAccount) {
  const context = {
    accounts,
    selectedIndex: 0,
    chains: new Map([[31337, { chainId: 31337, name: 'Anvil', rpcUrl: UNUSED_RPC_URL }]]),
    chainId: 31337,
    window: { location: { origin: 'http://127.0.0.1:5173' } },
  } as unknown as WalletContext
  return describeRequest(context, method, params)
}

const owner = privateKeyToAccount(ANVIL_KEYS[0])
const keyAccount: WalletAccount[] = [{ address: owner.address, signer: owner }]
const CONTRACT = '0x7497A437DAb4c280305b039ebc44E91BE20323C4'

describe('decodeMessage', () => {
  test.each([
    ['UTF-8 text as hex', stringToHex('Hello, Latch ✓\nline 2'), 'Hello, Latch ✓\nline 2'],
    ['binary hex stays hex', '0x00ff10', '0x00ff10'],
    ['invalid UTF-8 stays hex', '0xc328', '0xc328'],
    ['a plain string', 'hello', 'hello'],
  ])('%s', (_, input, shown) => {
    expect(decodeMessage(input)).toBe(shown)
  })
})

describe('describeRequest', () => {
  test('connect shows the origin, the account and the network', () => {
    const description = rowsOf('eth_requestAccounts', [])
    expect(description.title).toBe('Connect to this site')
    expect(description.description).toBe('http://127.0.0.1:5173 wants to see your account.')
    expect(description.rows.map((row) => row.label)).toEqual(['Account', 'Network'])
    expect(description.rows[1]!.value).toBe('Anvil (31337)')
  })

  test('personal_sign shows the decoded message', () => {
    const description = rowsOf('personal_sign', [stringToHex('Sign in'), '0x0'])
    expect(description.rows[0]).toEqual({ label: 'Message', value: 'Sign in' })
  })

  test('a transaction shows recipient, amount in ether and data size', () => {
    const description = rowsOf('eth_sendTransaction', [
      {
        to: '0x000000000000000000000000000000000000dEaD',
        value: '0x2386f26fc10000',
        data: '0xa9059cbb00',
      },
    ])
    expect(description.rows).toEqual([
      { label: 'To', value: '0x000000000000000000000000000000000000dEaD' },
      { label: 'Amount', value: '0.01 ETH' },
      { label: 'Data', value: '5 bytes (0xa9059cbb…)' },
      { label: 'Network', value: 'Anvil (31337)' },
    ])
  })

  test('a contract creation has no recipient', () => {
    expect(rowsOf('eth_sendTransaction', [{ data: '0x6000' }]).rows[0]).toEqual({
      label: 'To',
      value: 'New contract',
    })
  })

  test('long values are cut to keep the prompt small', () => {
    const long = stringToHex('x'.repeat(1000))
    const value = rowsOf('personal_sign', [long, '0x0']).rows[0]!.value
    expect(value.length).toBe(240)
    expect(value.endsWith('…')).toBe(true)
  })

  test('add network shows name, id and RPC URL', () => {
    const description = rowsOf('wallet_addEthereumChain', [
      { chainId: '0x7a6a', chainName: 'Anvil 2', rpcUrls: ['http://127.0.0.1:8546'] },
    ])
    expect(description.rows).toEqual([
      { label: 'Network', value: 'Anvil 2' },
      { label: 'Chain ID', value: '31338' },
      { label: 'RPC URL', value: 'http://127.0.0.1:8546' },
    ])
  })

  test.each([
    ['personal_sign', [stringToHex('Sign in'), CONTRACT]],
    ['eth_signTypedData_v4', [CONTRACT, '{"primaryType":"Mail","message":{}}']],
    ['eth_sendTransaction', [{ from: CONTRACT, to: CONTRACT, value: '0x1' }]],
  ])('%s from a contract account names the account and the owner who signs', (method, params) => {
    const contractAccount: WalletAccount[] = [{ address: CONTRACT, signer: owner, contract: {} }]
    const { rows } = rowsOf(method, params, contractAccount)
    expect(rows.at(-1)).toEqual({
      label: 'Signed by',
      value: `${owner.address} (owner of this contract account)`,
    })
    expect(rowsOf(method, params).rows.map((row) => row.label)).not.toContain('Signed by')
  })
})
