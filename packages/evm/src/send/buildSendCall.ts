import type { CaipNetwork } from '@latch/core'
import { encodeFunctionData, type Hex, isAddress } from 'viem'
import { InvalidReceiverChecksumError } from '../errors.ts'
import { erc20TransferAbi, usdtTransferAbi } from './erc20Abis.ts'
import { isUsdtStyleToken } from './usdtStyleTokens.ts'

export type EvmSendTokenParameters = {
  network: CaipNetwork
  from: string
  /** The receiver's address. */
  to: string
  /** In the token's smallest unit (wei for the native currency). */
  amount: bigint
  /** The ERC-20 contract; absent for the native currency. */
  token?: { address: string; decimals: number } | undefined
}

/** The transaction a send becomes, and which `transfer` ABI it was encoded with. */
export type SendCall = {
  to: string
  value: bigint
  data?: Hex
  abi?: typeof erc20TransferAbi | typeof usdtTransferAbi
}

/**
 * Throws InvalidReceiverChecksumError for a mixed-case receiver whose checksum is wrong. A
 * native send is a plain value transfer; an ERC-20 send calls the token's
 * `transfer(to, amount)` (SPEC §7 "write contract (ERC20 transfer)") with no value, encoded with
 * the USDT-style ABI when the token is one (SPEC §9).
 */
export function buildSendCall({ network, to, amount, token }: EvmSendTokenParameters): SendCall {
  // A mixed-case address carries an EIP-55 checksum: one that doesn't match is a typo, and
  // tokens sent there are lost. All-lower or all-upper case carries none and is accepted.
  if (!isAddress(to, { strict: true })) {
    throw new InvalidReceiverChecksumError({ details: `${to} fails its EIP-55 checksum` })
  }
  if (!token) return { to, value: amount }
  const abi = isUsdtStyleToken(network, token.address) ? usdtTransferAbi : erc20TransferAbi
  const data = encodeFunctionData({
    abi,
    functionName: 'transfer',
    args: [to as Hex, amount],
  })
  return { to: token.address, value: 0n, data, abi }
}
