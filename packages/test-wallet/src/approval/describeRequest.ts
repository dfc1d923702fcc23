import { formatUnits, hexToBigInt, isHex } from 'viem'
import { currentChain, originOf, selectedAccount, type WalletContext } from '../context.ts'
import { decodeMessage } from './decodeMessage.ts'

/** What a prompt shows for one request: a title, one sentence and labelled details. */
export type RequestDescription = {
  method: string
  title: string
  description: string
  rows: { label: string; value: string }[]
}

/** Values longer than this are cut so a prompt stays small (it appears in screenshots). */
const MAX_VALUE_CHARS = 240

/** Builds the human summary of a request for the approval prompt. */
export function describeRequest(
  context: WalletContext,
  method: string,
  params: unknown,
): RequestDescription {
  const origin = originOf(context)
  const chain = currentChain(context)
  const network = `${chain.name} (${chain.chainId})`
  const selected = selectedAccount(context)
  const account = selected.address
  // A contract account's signatures and transactions are its owner's (EIP-1271, `execute`).
  const owner: [string, unknown][] = selected.contract
    ? [['Signed by', `${selected.signer.address} (owner of this contract account)`]]
    : []
  const list = Array.isArray(params) ? (params as unknown[]) : []
  const first = (list[0] ?? {}) as Record<string, unknown>
  const describe = (title: string, description: string, rows: [string, unknown][]) => ({
    method,
    title,
    description,
    rows: rows.map(([label, value]) => ({ label, value: shorten(String(value)) })),
  })

  switch (method) {
    case 'eth_requestAccounts':
    case 'wallet_requestPermissions':
      return describe('Connect to this site', `${origin} wants to see your account.`, [
        ['Account', account],
        ['Network', network],
      ])
    case 'personal_sign':
      return describe('Sign message', `${origin} asks you to sign a message.`, [
        ['Message', decodeMessage(list[0])],
        ['Account', account],
        ...owner,
      ])
    case 'eth_signTypedData_v3':
    case 'eth_signTypedData_v4': {
      const typed = parseTypedData(list[1])
      return describe('Sign typed data', `${origin} asks you to sign structured data.`, [
        ['Type', typed.primaryType ?? 'unknown'],
        ['Domain', typed.domain?.name ?? typed.domain?.verifyingContract ?? 'none'],
        ['Message', JSON.stringify(typed.message ?? {})],
        ['Account', account],
        ...owner,
      ])
    }
    case 'eth_sendTransaction': {
      const currency = chain.nativeCurrency ?? { symbol: 'ETH', decimals: 18 }
      const value = isHex(first.value) ? hexToBigInt(first.value) : 0n
      const data = isHex(first.data ?? first.input) ? String(first.data ?? first.input) : '0x'
      return describe('Send transaction', `${origin} asks you to send a transaction.`, [
        ['To', typeof first.to === 'string' ? first.to : 'New contract'],
        ['Amount', `${formatUnits(value, currency.decimals)} ${currency.symbol}`],
        ['Data', data === '0x' ? 'None' : `${(data.length - 2) / 2} bytes (${data.slice(0, 10)}…)`],
        ['Network', network],
        ...owner,
      ])
    }
    case 'wallet_sendCalls': {
      const currency = chain.nativeCurrency ?? { symbol: 'ETH', decimals: 18 }
      const calls = Array.isArray(first.calls) ? (first.calls as Record<string, unknown>[]) : []
      return describe(
        `Send ${calls.length} ${calls.length === 1 ? 'call' : 'calls'}`,
        `${origin} asks you to send ${calls.length === 1 ? 'a transaction' : `${calls.length} transactions, one after the other`}.`,
        [
          ...calls.map((call, index): [string, unknown] => {
            const value = isHex(call.value) ? hexToBigInt(call.value) : 0n
            const data = isHex(call.data) ? call.data : '0x'
            return [
              `Call ${index + 1}`,
              `to ${String(call.to)}, ${formatUnits(value, currency.decimals)} ${currency.symbol}` +
                (data === '0x'
                  ? ''
                  : `, ${(data.length - 2) / 2} bytes of data (${data.slice(0, 10)}…)`),
            ]
          }),
          ['Network', network],
          ...owner,
        ],
      )
    }
    case 'wallet_addEthereumChain': {
      const rpcUrls = Array.isArray(first.rpcUrls) ? first.rpcUrls : []
      const id = isHex(first.chainId) ? hexToBigInt(first.chainId).toString() : '?'
      return describe('Add network', `${origin} asks you to add a network.`, [
        ['Network', first.chainName ?? 'Unnamed network'],
        ['Chain ID', id],
        ['RPC URL', rpcUrls[0] ?? 'none'],
      ])
    }
    case 'wallet_switchEthereumChain': {
      const id = isHex(first.chainId) ? Number(hexToBigInt(first.chainId)) : Number.NaN
      const target = context.chains.get(id)
      return describe('Switch network', `${origin} asks you to switch network.`, [
        ['From', network],
        ['To', target ? `${target.name} (${target.chainId})` : String(first.chainId)],
      ])
    }
    case 'wallet_watchAsset': {
      const options = (first.options ?? {}) as Record<string, unknown>
      return describe('Add token', `${origin} suggests a token to track.`, [
        ['Token', options.symbol ?? '?'],
        ['Address', options.address ?? '?'],
      ])
    }
    default:
      return describe(method, `${origin} sent a request.`, [['Method', method]])
  }
}

type TypedDataSummary = {
  primaryType?: string
  domain?: { name?: string; verifyingContract?: string }
  message?: unknown
}

function parseTypedData(value: unknown): TypedDataSummary {
  try {
    const parsed = typeof value === 'string' ? JSON.parse(value) : value
    return typeof parsed === 'object' && parsed !== null ? (parsed as TypedDataSummary) : {}
  } catch {
    return {}
  }
}

/** Cuts a value to {@link MAX_VALUE_CHARS} so a prompt stays small. */
export function shorten(value: string): string {
  return value.length > MAX_VALUE_CHARS ? `${value.slice(0, MAX_VALUE_CHARS - 1)}…` : value
}
