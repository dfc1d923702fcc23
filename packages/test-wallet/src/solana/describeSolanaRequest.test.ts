import { address } from '@solana/kit'
import { describe, expect, test } from 'vitest'
import { makeSolanaWallet, SOLANA_DEV, transferInstruction } from '../../test/solana.ts'
import type { SolanaWalletContext } from './context.ts'
import { describeSolanaRequest, type SolanaRequest } from './describeSolanaRequest.ts'
import { formatSol, summarizeTransaction } from './summarizeTransaction.ts'

const FROM = SOLANA_DEV[0]!.address
const TO = SOLANA_DEV[1]!.address
const MEMO = 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr'

// describeSolanaRequest reads the selected key, the chains and the page's origin.
function rowsOf(request: SolanaRequest) {
  const wallet = makeSolanaWallet()
  const context = {
    keys: [{ address: wallet.addresses[0] }],
    selectedIndex: 0,
    chains: wallet.chains,
    window: { location: { origin: 'http://127.0.0.1:5173' } },
  } as unknown as SolanaWalletContext
  return describeSolanaRequest(context, request)
}

/** A compiled legacy message: [fee payer, recipient, System, Memo], a transfer and a memo. */
function message(lamports: bigint) {
  const transfer = transferInstruction(FROM, TO, lamports)
  return {
    version: 'legacy' as const,
    staticAccounts: [FROM, TO, transfer.programAddress, address(MEMO)],
    instructions: [
      { programAddressIndex: 2, accountIndices: [0, 1], data: transfer.data },
      { programAddressIndex: 3, data: new TextEncoder().encode('hi') },
    ],
  }
}

describe('summarizeTransaction', () => {
  test('fee payer, instruction count, program names and SOL transfers', () => {
    expect(summarizeTransaction(message(500_000_000n))).toEqual({
      version: 'legacy',
      feePayer: FROM,
      instructionCount: 2,
      programs: ['System', 'Memo'],
      transfers: [{ to: TO, lamports: 500_000_000n }],
    })
  })

  test.each([
    [500_000_000n, '0.5'],
    [1_000_000_000n, '1'],
    [1n, '0.000000001'],
    [123_456_789_000n, '123.456789'],
  ])('formatSol(%s) is %s', (lamports, sol) => {
    expect(formatSol(lamports)).toBe(sol)
  })
})

describe('describeSolanaRequest', () => {
  test('connect shows the origin, the account and the network', () => {
    const description = rowsOf({ method: 'standard:connect' })
    expect(description.title).toBe('Connect to this site')
    expect(description.description).toBe('http://127.0.0.1:5173 wants to see your account.')
    expect(description.rows).toEqual([
      { label: 'Account', value: FROM },
      { label: 'Network', value: 'Solana Devnet (solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1)' },
    ])
  })

  test.each([
    ['UTF-8 text', new TextEncoder().encode('Hello ✓'), 'Hello ✓'],
    ['binary bytes as hex', new Uint8Array([0, 255, 16]), '0x00ff10'],
  ])('a message shows %s', (_, bytes, shown) => {
    const description = rowsOf({ method: 'solana:signMessage', message: bytes })
    expect(description.rows[0]).toEqual({ label: 'Message', value: shown })
  })

  test('a sign-in shows the whole message the wallet will sign, and the account', () => {
    const text = `127.0.0.1:5173 wants you to sign in with your Solana account:\n${FROM}\n\nURI: http://127.0.0.1:5173/`
    const description = rowsOf({ method: 'solana:signIn', message: text })
    expect(description.title).toBe('Sign in')
    expect(description.description).toBe(
      'http://127.0.0.1:5173 asks you to sign in with your account.',
    )
    expect(description.rows).toEqual([
      { label: 'Message', value: text },
      { label: 'Account', value: FROM },
    ])
  })

  test('a transaction to send shows fee payer, instructions, the transfer and the network', () => {
    const description = rowsOf({
      method: 'solana:signAndSendTransaction',
      transactions: [summarizeTransaction(message(500_000_000n))],
      chain: 'solana:localnet',
    })
    expect(description.title).toBe('Send transaction')
    expect(description.description).toBe('http://127.0.0.1:5173 asks you to send a transaction.')
    expect(description.rows).toEqual([
      { label: 'Fee payer', value: FROM },
      { label: 'Instructions', value: '2 (System, Memo)' },
      { label: 'Transfer', value: `0.5 SOL to ${TO}` },
      { label: 'Version', value: 'legacy' },
      { label: 'Network', value: 'Solana Localnet (solana:localnet)' },
    ])
  })

  test('several transactions to sign are numbered', () => {
    const description = rowsOf({
      method: 'solana:signTransaction',
      transactions: [summarizeTransaction(message(1n)), summarizeTransaction(message(2n))],
    })
    expect(description.title).toBe('Sign 2 transactions')
    expect(description.rows.map((row) => row.label)).toEqual([
      '#1 Fee payer',
      '#1 Instructions',
      '#1 Transfer',
      '#1 Version',
      '#2 Fee payer',
      '#2 Instructions',
      '#2 Transfer',
      '#2 Version',
    ])
  })
})
