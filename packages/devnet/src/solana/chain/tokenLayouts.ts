import { TOKEN_2022_PROGRAM_ADDRESS, TOKEN_PROGRAM_ADDRESS } from '../constants.ts'
import { toBase58 } from './base58.ts'

// Byte sizes of SPL Token's packed state (Token-2022 shares the base layouts).
const MINT_SIZE = 82
const ACCOUNT_SIZE = 165
// Token-2022 writes an account-type byte right after the base account size when extensions follow.
const ACCOUNT_TYPE_MINT = 1
const ACCOUNT_TYPE_ACCOUNT = 2

export type TokenAccountState = {
  mint: string
  owner: string
  amount: bigint
  delegate: string | null
  state: 'uninitialized' | 'initialized' | 'frozen'
  isNative: bigint | null
  delegatedAmount: bigint
  closeAuthority: string | null
}

export type MintState = {
  mintAuthority: string | null
  supply: bigint
  decimals: number
  isInitialized: boolean
  freezeAuthority: string | null
}

/** Whether `program` is SPL Token or Token-2022. */
export function isTokenProgram(program: string): boolean {
  return program === TOKEN_PROGRAM_ADDRESS || program === TOKEN_2022_PROGRAM_ADDRESS
}

function kindOf(program: string, data: Uint8Array): 'mint' | 'account' | null {
  if (!isTokenProgram(program)) return null
  if (data.length === MINT_SIZE) return 'mint'
  if (data.length === ACCOUNT_SIZE) return 'account'
  if (program !== TOKEN_2022_PROGRAM_ADDRESS || data.length <= ACCOUNT_SIZE) return null
  const type = data[ACCOUNT_SIZE]
  return type === ACCOUNT_TYPE_MINT ? 'mint' : type === ACCOUNT_TYPE_ACCOUNT ? 'account' : null
}

function view(data: Uint8Array): DataView {
  return new DataView(data.buffer, data.byteOffset, data.byteLength)
}

function optionalKey(data: Uint8Array, offset: number): string | null {
  return view(data).getUint32(offset, true) === 0
    ? null
    : toBase58(data.subarray(offset + 4, offset + 36))
}

/** Decodes an initialized token account owned by `program`, else null. */
export function decodeTokenAccount(program: string, data: Uint8Array): TokenAccountState | null {
  if (kindOf(program, data) !== 'account') return null
  const v = view(data)
  const state = (['uninitialized', 'initialized', 'frozen'] as const)[data[108] as number]
  if (state === undefined || state === 'uninitialized') return null
  return {
    mint: toBase58(data.subarray(0, 32)),
    owner: toBase58(data.subarray(32, 64)),
    amount: v.getBigUint64(64, true),
    delegate: optionalKey(data, 72),
    state,
    isNative: v.getUint32(109, true) === 0 ? null : v.getBigUint64(113, true),
    delegatedAmount: v.getBigUint64(121, true),
    closeAuthority: optionalKey(data, 129),
  }
}

/** Decodes a mint owned by `program`, else null. */
export function decodeMint(program: string, data: Uint8Array): MintState | null {
  if (kindOf(program, data) !== 'mint') return null
  return {
    mintAuthority: optionalKey(data, 0),
    supply: view(data).getBigUint64(36, true),
    decimals: data[44] as number,
    isInitialized: data[45] === 1,
    freezeAuthority: optionalKey(data, 46),
  }
}

/** The RPC's token amount object: raw amount as a string plus its decimal forms. */
export type UiTokenAmount = {
  amount: string
  decimals: number
  uiAmount: number
  uiAmountString: string
}

/** Formats a raw token amount with `decimals`, trimming trailing zeros ("1.5", "1000"). */
export function toUiTokenAmount(amount: bigint, decimals: number): UiTokenAmount {
  const digits = amount.toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  const uiAmountString = fraction ? `${whole}.${fraction}` : whole
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString }
}
