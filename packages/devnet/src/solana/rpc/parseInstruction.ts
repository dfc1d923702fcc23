import { toBase58 } from '../chain/base58.ts'
import { toUiTokenAmount } from '../chain/tokenLayouts.ts'
import {
  ASSOCIATED_TOKEN_PROGRAM_ADDRESS,
  SYSTEM_PROGRAM_ADDRESS,
  TOKEN_2022_PROGRAM_ADDRESS,
  TOKEN_PROGRAM_ADDRESS,
} from '../constants.ts'

const MEMO_PROGRAM_ADDRESS = 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr'

type Parsed = { program: string; parsed: unknown } | null

function systemInstruction(accounts: string[], data: DataView): Parsed {
  const info = (type: string, fields: Record<string, unknown>) => ({
    program: 'system',
    parsed: { type, info: fields },
  })
  if (data.byteLength < 4) return null
  const kind = data.getUint32(0, true)
  if (kind === 2 && data.byteLength >= 12) {
    return info('transfer', {
      source: accounts[0],
      destination: accounts[1],
      lamports: data.getBigUint64(4, true),
    })
  }
  if (kind === 0 && data.byteLength >= 52) {
    const owner = new Uint8Array(data.buffer, data.byteOffset + 20, 32)
    return info('createAccount', {
      source: accounts[0],
      newAccount: accounts[1],
      lamports: data.getBigUint64(4, true),
      space: data.getBigUint64(12, true),
      owner: toBase58(owner),
    })
  }
  return null
}

function tokenInstruction(program: string, accounts: string[], data: DataView): Parsed {
  const name = program === TOKEN_2022_PROGRAM_ADDRESS ? 'spl-token-2022' : 'spl-token'
  const info = (type: string, fields: Record<string, unknown>) => ({
    program: name,
    parsed: { type, info: fields },
  })
  const kind = data.byteLength > 0 ? data.getUint8(0) : -1
  if (kind === 3 && data.byteLength >= 9) {
    const [source, destination, authority] = accounts
    return info('transfer', {
      source,
      destination,
      authority,
      amount: data.getBigUint64(1, true).toString(),
    })
  }
  if (kind === 12 && data.byteLength >= 10) {
    const [source, mint, destination, authority] = accounts
    const tokenAmount = toUiTokenAmount(data.getBigUint64(1, true), data.getUint8(9))
    return info('transferChecked', { source, mint, destination, authority, tokenAmount })
  }
  if (kind === 7 && data.byteLength >= 9) {
    const [mint, account, mintAuthority] = accounts
    return info('mintTo', {
      mint,
      account,
      mintAuthority,
      amount: data.getBigUint64(1, true).toString(),
    })
  }
  return null
}

function associatedTokenInstruction(accounts: string[], data: DataView): Parsed {
  const kind = data.byteLength > 0 ? data.getUint8(0) : 0
  if (kind > 1) return null
  const [source, account, wallet, mint, systemProgram, tokenProgram] = accounts
  return {
    program: 'spl-associated-token-account',
    parsed: {
      type: kind === 0 ? 'create' : 'createIdempotent',
      info: { source, account, wallet, mint, systemProgram, tokenProgram },
    },
  }
}

/**
 * An instruction in `jsonParsed` form: parsed for the common System, SPL Token, ATA and Memo
 * instructions, otherwise `{ programId, accounts, data }` as the validator falls back to.
 */
export function parseInstruction(
  programId: string,
  accounts: string[],
  bytes: Uint8Array,
  stackHeight: number | null,
) {
  const data = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  let parsed: Parsed = null
  if (programId === SYSTEM_PROGRAM_ADDRESS) parsed = systemInstruction(accounts, data)
  if (programId === TOKEN_PROGRAM_ADDRESS || programId === TOKEN_2022_PROGRAM_ADDRESS) {
    parsed = tokenInstruction(programId, accounts, data)
  }
  if (programId === ASSOCIATED_TOKEN_PROGRAM_ADDRESS)
    parsed = associatedTokenInstruction(accounts, data)
  if (programId === MEMO_PROGRAM_ADDRESS) {
    parsed = { program: 'spl-memo', parsed: new TextDecoder().decode(bytes) }
  }
  if (parsed) return { ...parsed, programId, stackHeight }
  return { accounts, data: toBase58(bytes), programId, stackHeight }
}
