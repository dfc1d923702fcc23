/**
 * What the approval card says about an unsafe request (p9-contract "Frame UI"): the method in
 * words and its details — message text (decoded from hex when it is UTF-8), to / value / data
 * length, typed data's domain and primary type, the network. Pure: the card renders it as text.
 */
import { formatUnits, isHex } from 'viem'
import { base58Decode } from './base58.ts'
import { base64ToBytes } from './bytes.ts'

export type ChainInfo = {
  caipNetworkId: string
  name: string
  rpcUrl: string
  nativeSymbol: string
  decimals: number
  /** The chain's ERC-4337 bundler: the smart account works on this chain. */
  bundlerUrl?: string
}

export type RequestDescription = { title: string; rows: { label: string; value: string }[] }

const MAX_TEXT = 2000
const clip = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text)

/** UTF-8 text of `bytes` when they are valid UTF-8 without control characters (but line breaks / tabs). */
export function readableText(bytes: Uint8Array): string | undefined {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: that is the point
    return /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text) ? undefined : text
  } catch {
    return undefined
  }
}

function hexToBytes(hex: string): Uint8Array {
  const body = hex.slice(2)
  const bytes = new Uint8Array(body.length / 2)
  for (let i = 0; i < bytes.length; i++)
    bytes[i] = Number.parseInt(body.slice(2 * i, 2 * i + 2), 16)
  return bytes
}

/** personal_sign's message: hex decoded to text when it is UTF-8, else the hex; plain text as is. */
export function messageText(message: unknown): string {
  if (typeof message !== 'string') return ''
  if (isHex(message, { strict: true }) && message.length % 2 === 0) {
    return readableText(hexToBytes(message)) ?? message
  }
  return message
}

function typedDataOf(value: unknown): Record<string, unknown> | undefined {
  let data = value
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data)
    } catch {
      return undefined
    }
  }
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : undefined
}

/** `transfer(address,uint256)`'s selector. */
const ERC20_TRANSFER = '0xa9059cbb'

/** An ERC-20 `transfer(to, amount)` call's arguments, when `data` is exactly one. */
export function erc20Transfer(data: string): { to: string; amount: bigint } | undefined {
  if (!/^0x[0-9a-fA-F]{136}$/.test(data) || data.slice(0, 10).toLowerCase() !== ERC20_TRANSFER) {
    return undefined
  }
  // The address word must be 12 zero bytes then the address (ABI encoding).
  if (!/^0{24}$/.test(data.slice(10, 34))) return undefined
  return { to: `0x${data.slice(34, 74)}`, amount: BigInt(`0x${data.slice(74)}`) }
}

function quantity(value: unknown): bigint | undefined {
  if (typeof value === 'bigint') return value
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value)
  if (typeof value === 'string' && /^0x[0-9a-f]+$/i.test(value)) return BigInt(value)
  return undefined
}

export function describeRequest(
  method: string,
  params: unknown,
  chain: ChainInfo | undefined,
): RequestDescription {
  const rows: RequestDescription['rows'] = []
  const list = Array.isArray(params) ? params : []
  const object = (typeof params === 'object' && params !== null ? params : {}) as Record<
    string,
    unknown
  >
  let title = 'Approve request'
  switch (method) {
    case 'personal_sign': {
      title = 'Sign message'
      rows.push({ label: 'Message', value: clip(messageText(list[0])) })
      break
    }
    case 'eth_signTypedData_v4': {
      title = 'Sign typed data'
      const data = typedDataOf(list[1])
      const domain = (data?.domain ?? {}) as Record<string, unknown>
      for (const key of ['name', 'version', 'chainId', 'verifyingContract'] as const) {
        if (domain[key] !== undefined)
          rows.push({ label: `Domain ${key}`, value: String(domain[key]) })
      }
      if (typeof data?.primaryType === 'string')
        rows.push({ label: 'Primary type', value: data.primaryType })
      if (data?.message !== undefined) {
        rows.push({ label: 'Message', value: clip(JSON.stringify(data.message, null, 2) ?? '') })
      }
      break
    }
    case 'eth_sendTransaction': {
      title = 'Send transaction'
      const tx = (typeof list[0] === 'object' && list[0] !== null ? list[0] : {}) as Record<
        string,
        unknown
      >
      rows.push({ label: 'To', value: typeof tx.to === 'string' ? tx.to : 'New contract' })
      const value = quantity(tx.value) ?? 0n
      rows.push({
        label: 'Value',
        value: `${formatUnits(value, chain?.decimals ?? 18)} ${chain?.nativeSymbol ?? 'ETH'}`,
      })
      const data =
        typeof tx.data === 'string' ? tx.data : typeof tx.input === 'string' ? tx.input : '0x'
      if (data.length > 2)
        rows.push({ label: 'Data', value: `${Math.floor((data.length - 2) / 2)} bytes` })
      break
    }
    case 'wallet_sendCalls': {
      title = 'Send calls'
      const batch = (typeof list[0] === 'object' && list[0] !== null ? list[0] : {}) as Record<
        string,
        unknown
      >
      const calls = Array.isArray(batch.calls) ? (batch.calls as unknown[]) : []
      rows.push({ label: 'Calls', value: String(calls.length) })
      calls.forEach((entry, index) => {
        const call = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<
          string,
          unknown
        >
        const n = `Call ${index + 1}`
        rows.push({ label: `${n} to`, value: typeof call.to === 'string' ? call.to : '' })
        const value = quantity(call.value) ?? 0n
        if (value > 0n) {
          rows.push({
            label: `${n} value`,
            value: `${formatUnits(value, chain?.decimals ?? 18)} ${chain?.nativeSymbol ?? 'ETH'}`,
          })
        }
        const data = typeof call.data === 'string' ? call.data : '0x'
        const transfer = erc20Transfer(data)
        if (transfer) {
          // The token's decimals are not known here: the amount in its smallest units.
          rows.push({
            label: `${n} token transfer`,
            value: `${transfer.amount} units to ${transfer.to}`,
          })
        } else if (data.length > 2) {
          rows.push({ label: `${n} data`, value: `${Math.floor((data.length - 2) / 2)} bytes` })
        }
      })
      break
    }
    case 'solana_signMessage': {
      title = 'Sign message'
      let text = ''
      try {
        const bytes = base58Decode(String(object.message ?? ''))
        text = readableText(bytes) ?? `${bytes.length} bytes`
      } catch {
        text = String(object.message ?? '')
      }
      rows.push({ label: 'Message', value: clip(text) })
      break
    }
    case 'solana_signAllTransactions': {
      title = 'Sign transactions'
      const count = Array.isArray(object.transactions) ? object.transactions.length : 0
      rows.push({ label: 'Transactions', value: String(count) })
      break
    }
    case 'solana_signTransaction':
    case 'solana_signAndSendTransaction': {
      title = method === 'solana_signTransaction' ? 'Sign transaction' : 'Send transaction'
      let size = 0
      try {
        size = base64ToBytes(String(object.transaction ?? '')).length
      } catch {}
      rows.push({ label: 'Transaction', value: `${size} bytes` })
      break
    }
  }
  if (chain) rows.push({ label: 'Network', value: chain.name })
  return { title, rows }
}
