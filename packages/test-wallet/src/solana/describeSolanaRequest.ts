import { decodeMessage } from '../approval/decodeMessage.ts'
import { type RequestDescription, shorten } from '../approval/describeRequest.ts'
import { originOf } from '../context.ts'
import { SOLANA_CHAIN_LABELS } from './constants.ts'
import { type SolanaWalletContext, selectedKey } from './context.ts'
import { formatSol, type TransactionSummary } from './summarizeTransaction.ts'

/** A Solana request as its prompt describes it. */
export type SolanaRequest =
  | { method: 'standard:connect' }
  | { method: 'solana:signMessage'; message: Uint8Array }
  | { method: 'solana:signIn'; message: string }
  | {
      method: 'solana:signTransaction' | 'solana:signAndSendTransaction'
      transactions: TransactionSummary[]
      chain?: string
    }

/** Builds the approval prompt's summary of a Solana request, like `describeRequest` for EVM. */
export function describeSolanaRequest(
  context: SolanaWalletContext,
  request: SolanaRequest,
): RequestDescription {
  const origin = originOf(context)
  const account = selectedKey(context).address
  const describe = (title: string, description: string, rows: [string, string][]) => ({
    method: request.method,
    title,
    description,
    rows: rows.map(([label, value]) => ({ label, value: shorten(value) })),
  })

  switch (request.method) {
    case 'standard:connect':
      return describe('Connect to this site', `${origin} wants to see your account.`, [
        ['Account', account],
        ['Network', chainLabel(context.chains[0])],
      ])
    case 'solana:signMessage':
      return describe('Sign message', `${origin} asks you to sign a message.`, [
        ['Message', decodeMessage(toHex(request.message))],
        ['Account', account],
      ])
    case 'solana:signIn':
      return describe('Sign in', `${origin} asks you to sign in with your account.`, [
        ['Message', request.message],
        ['Account', account],
      ])
    case 'solana:signTransaction':
    case 'solana:signAndSendTransaction': {
      const send = request.method === 'solana:signAndSendTransaction'
      const count = request.transactions.length
      const noun = count === 1 ? 'a transaction' : `${count} transactions`
      const rows = request.transactions.flatMap((summary, index) =>
        transactionRows(summary).map(([label, value]): [string, string] => [
          count === 1 ? label : `#${index + 1} ${label}`,
          value,
        ]),
      )
      if (send) rows.push(['Network', chainLabel(request.chain ?? context.chains[0])])
      return describe(
        `${send ? 'Send' : 'Sign'} ${count === 1 ? 'transaction' : `${count} transactions`}`,
        `${origin} asks you to ${send ? 'send' : 'sign'} ${noun}.`,
        rows,
      )
    }
  }
}

function transactionRows(summary: TransactionSummary): [string, string][] {
  const programs = summary.programs.join(', ')
  return [
    ['Fee payer', summary.feePayer],
    ['Instructions', programs ? `${summary.instructionCount} (${programs})` : '0'],
    ...summary.transfers.map(({ to, lamports }): [string, string] => [
      'Transfer',
      `${formatSol(lamports)} SOL to ${to}`,
    ]),
    ['Version', String(summary.version)],
  ]
}

function chainLabel(chain: string | undefined): string {
  if (chain === undefined) return 'unknown'
  const label = SOLANA_CHAIN_LABELS[chain]
  return label ? `${label} (${chain})` : chain
}

function toHex(bytes: Uint8Array): string {
  let hex = '0x'
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0')
  return hex
}
