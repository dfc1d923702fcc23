import type { LiteSvm } from 'litesvm/dist/internal.js'
import { readAccount } from './readAccount.ts'
import {
  decodeMint,
  decodeTokenAccount,
  toUiTokenAmount,
  type UiTokenAmount,
} from './tokenLayouts.ts'

/** One entry of a transaction's pre/post token balances. */
export type TokenBalance = {
  accountIndex: number
  mint: string
  owner: string
  programId: string
  uiTokenAmount: UiTokenAmount
}

/** Decimals of `mint`, or null when it isn't a mint. */
export function mintDecimals(svm: LiteSvm, mint: string): number | null {
  const account = readAccount(svm, mint)
  return account ? (decodeMint(account.owner, account.data)?.decimals ?? null) : null
}

/** Token balances of every token account among `accountKeys`, as a transaction's meta lists them. */
export function collectTokenBalances(svm: LiteSvm, accountKeys: readonly string[]): TokenBalance[] {
  const balances: TokenBalance[] = []
  accountKeys.forEach((key, accountIndex) => {
    const account = readAccount(svm, key)
    const token = account && decodeTokenAccount(account.owner, account.data)
    if (!account || !token) return
    const decimals = mintDecimals(svm, token.mint) ?? 0
    balances.push({
      accountIndex,
      mint: token.mint,
      owner: token.owner,
      programId: account.owner,
      uiTokenAmount: toUiTokenAmount(token.amount, decimals),
    })
  })
  return balances
}
