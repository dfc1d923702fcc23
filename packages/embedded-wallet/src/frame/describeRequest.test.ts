import { describe, expect, it } from 'vitest'
import { base58Encode } from './base58.ts'
import { parseBootConfig } from './bootConfig.ts'
import { describeRequest, erc20Transfer, messageText } from './describeRequest.ts'
import { classifyMethod } from './rpcMethods.ts'
import { parseTransaction, SolanaTransactionError } from './solanaTransaction.ts'

const devnet = {
  caipNetworkId: 'eip155:31337',
  name: 'Latch Devnet',
  rpcUrl: 'http://127.0.0.1:8545',
  nativeSymbol: 'ETH',
  decimals: 18,
}

describe('describeRequest', () => {
  it('personal_sign: UTF-8 hex as text; other bytes stay hex; plain text as is', () => {
    expect(messageText('0x48656c6c6f')).toBe('Hello')
    expect(messageText('0xff00ff')).toBe('0xff00ff')
    expect(messageText('0x0001')).toBe('0x0001') // control characters: not shown as text
    expect(messageText('Hello there')).toBe('Hello there')
    expect(describeRequest('personal_sign', ['0x6869', '0x1'], devnet)).toEqual({
      title: 'Sign message',
      rows: [
        { label: 'Message', value: 'hi' },
        { label: 'Network', value: 'Latch Devnet' },
      ],
    })
  })

  it('eth_sendTransaction: to, value in the native unit, data length', () => {
    const { title, rows } = describeRequest(
      'eth_sendTransaction',
      [
        {
          to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
          value: '0x2386f26fc10000',
          data: '0xa9059cbb0000',
        },
      ],
      devnet,
    )
    expect(title).toBe('Send transaction')
    expect(rows).toEqual([
      { label: 'To', value: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' },
      { label: 'Value', value: '0.01 ETH' },
      { label: 'Data', value: '6 bytes' },
      { label: 'Network', value: 'Latch Devnet' },
    ])
    expect(describeRequest('eth_sendTransaction', [{ data: '0x60' }], devnet).rows[0]).toEqual({
      label: 'To',
      value: 'New contract',
    })
  })

  it('eth_signTypedData_v4: domain fields and primary type', () => {
    const typed = {
      domain: {
        name: 'Permit2',
        chainId: 1,
        verifyingContract: '0x000000000022D473030F116dDEE9F6B43aC78BA3',
      },
      types: { Permit: [{ name: 'amount', type: 'uint256' }] },
      primaryType: 'Permit',
      message: { amount: '1' },
    }
    const { title, rows } = describeRequest(
      'eth_signTypedData_v4',
      ['0x1', JSON.stringify(typed)],
      devnet,
    )
    expect(title).toBe('Sign typed data')
    expect(rows.map((row) => row.label)).toEqual([
      'Domain name',
      'Domain chainId',
      'Domain verifyingContract',
      'Primary type',
      'Message',
      'Network',
    ])
  })

  it('solana_signMessage: the text of a UTF-8 message', () => {
    const message = base58Encode(new TextEncoder().encode('Sign in'))
    expect(describeRequest('solana_signMessage', { message }, undefined).rows).toEqual([
      { label: 'Message', value: 'Sign in' },
    ])
  })
})

describe('describeRequest (Solana transactions)', () => {
  it('says how many transactions, or how large one is', () => {
    expect(
      describeRequest('solana_signAllTransactions', { transactions: ['AQ==', 'AQ=='] }, undefined),
    ).toEqual({
      title: 'Sign transactions',
      rows: [{ label: 'Transactions', value: '2' }],
    })
    expect(
      describeRequest('solana_signAndSendTransaction', { transaction: 'AQID' }, undefined),
    ).toEqual({
      title: 'Send transaction',
      rows: [{ label: 'Transaction', value: '3 bytes' }],
    })
  })
})

describe('wallet_sendCalls', () => {
  const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
  const recipient = '0x00000000000000000000000000000000000000b1'
  const transfer = `0xa9059cbb${recipient.slice(2).padStart(64, '0')}${1_500_000n.toString(16).padStart(64, '0')}`

  it('lists each call: to, value, a decoded ERC-20 transfer, else the data length', () => {
    expect(
      describeRequest(
        'wallet_sendCalls',
        [
          {
            version: '2.0.0',
            chainId: '0x7a69',
            atomicRequired: true,
            calls: [
              { to: token, data: transfer },
              { to: recipient, value: '0xde0b6b3a7640000' },
              { to: token, data: '0x095ea7b3' },
            ],
          },
        ],
        devnet,
      ),
    ).toEqual({
      title: 'Send calls',
      rows: [
        { label: 'Calls', value: '3' },
        { label: 'Call 1 to', value: token },
        { label: 'Call 1 token transfer', value: `1500000 units to ${recipient}` },
        { label: 'Call 2 to', value: recipient },
        { label: 'Call 2 value', value: '1 ETH' },
        { label: 'Call 3 to', value: token },
        { label: 'Call 3 data', value: '4 bytes' },
        { label: 'Network', value: 'Latch Devnet' },
      ],
    })
  })

  it('decodes only a well-formed transfer', () => {
    expect(erc20Transfer(transfer)).toEqual({ to: recipient, amount: 1_500_000n })
    expect(erc20Transfer(`${transfer}00`)).toBeUndefined()
    expect(erc20Transfer(`0xa9059cbb${'ff'.repeat(12)}${transfer.slice(34)}`)).toBeUndefined()
    expect(erc20Transfer(`0x23b872dd${transfer.slice(10)}`)).toBeUndefined()
  })
})

describe('classifyMethod', () => {
  it('follows core’s lists: neither list → not-allowed, whatever the name looks like', () => {
    expect(classifyMethod('eth_sign')).toBe('not-allowed')
    expect(classifyMethod('eth_signTransaction')).toBe('not-allowed')
    expect(classifyMethod('anvil_setBalance')).toBe('not-allowed')
    expect(classifyMethod('__proto__')).toBe('not-allowed')
    expect(classifyMethod('personal_sign')).toBe('unsafe')
    expect(classifyMethod('eth_sendTransaction')).toBe('unsafe')
    expect(classifyMethod('solana_signAndSendTransaction')).toBe('unsafe')
    expect(classifyMethod('wallet_sendCalls')).toBe('unsafe')
    expect(classifyMethod('wallet_getCallsStatus')).toBe('local')
    expect(classifyMethod('eth_sendUserOperation')).toBe('not-supported')
    expect(classifyMethod('eth_chainId')).toBe('local')
    expect(classifyMethod('eth_call')).toBe('forwarded')
    expect(classifyMethod('eth_sendRawTransaction')).toBe('forwarded')
  })
})

describe('parseTransaction', () => {
  it('refuses truncated and inconsistent wire transactions', () => {
    expect(() => parseTransaction(new Uint8Array([]))).toThrow(SolanaTransactionError)
    expect(() => parseTransaction(new Uint8Array([1, ...new Array(64).fill(0)]))).toThrow(
      SolanaTransactionError,
    )
    // One signature slot, a header asking for two signers.
    const wire = new Uint8Array([1, ...new Array(64).fill(0), 2, 0, 0, 2, ...new Array(64).fill(7)])
    expect(() => parseTransaction(wire)).toThrow(
      'Signature count does not match the message header',
    )
    // A version other than 0.
    const v1 = new Uint8Array([
      1,
      ...new Array(64).fill(0),
      0x81,
      1,
      0,
      0,
      1,
      ...new Array(32).fill(7),
    ])
    expect(() => parseTransaction(v1)).toThrow('Unsupported transaction version')
  })

  it('reads the signers of a minimal legacy message', () => {
    const key = new Array(32).fill(9)
    const wire = new Uint8Array([
      1,
      ...new Array(64).fill(0),
      1,
      0,
      0,
      1,
      ...key,
      ...new Array(32).fill(1),
      0,
    ])
    const parsed = parseTransaction(wire)
    expect(parsed.signers).toEqual([new Uint8Array(key)])
    expect(parsed.signaturesOffset).toBe(1)
  })
})

describe('parseBootConfig', () => {
  const valid = {
    projectId: 'p',
    hostOrigin: 'http://127.0.0.1:5173',
    allowedOrigins: ['*'],
    apiBase: '',
    chains: [devnet],
  }
  it('accepts the server’s shape, refuses anything else', () => {
    expect(parseBootConfig(JSON.stringify(valid))).toEqual(valid)
    expect(parseBootConfig(undefined)).toBeUndefined()
    expect(parseBootConfig('{')).toBeUndefined()
    expect(parseBootConfig(JSON.stringify({ ...valid, hostOrigin: 1 }))).toBeUndefined()
    expect(parseBootConfig(JSON.stringify({ ...valid, allowedOrigins: '*' }))).toBeUndefined()
    expect(parseBootConfig(JSON.stringify({ ...valid, chains: [{ name: 'x' }] }))).toBeUndefined()
    const bundled = { ...valid, chains: [{ ...devnet, bundlerUrl: 'http://127.0.0.1:8547/rpc' }] }
    expect(parseBootConfig(JSON.stringify(bundled))).toEqual(bundled)
    for (const bundlerUrl of [8547, 'not a url']) {
      const chains = [{ ...devnet, bundlerUrl }]
      expect(parseBootConfig(JSON.stringify({ ...valid, chains }))).toBeUndefined()
    }
  })
})
