import { InvalidChainIdError } from '../errors/name.ts'

/** ENSIP-11 sets the high bit of an EVM chain id to make its coin type, so ids need 31 bits. */
const EVM_COIN_TYPE_FLAG = 0x80000000
/** SLIP-44 coin type of Ethereum mainnet, which ENSIP-11 keeps for chain id 1. */
const ETHEREUM_MAINNET_COIN_TYPE = 60

/**
 * The ENSIP-11 coin type under which a name stores its address for an EVM chain:
 * `(0x80000000 | chainId) >>> 0`, except mainnet (1) which keeps SLIP-44's 60. The chain id must
 * be an integer below 2^31, otherwise it throws {@link InvalidChainIdError} ('Invalid chainId',
 * SPEC §5). 0 is accepted: its coin type 0x80000000 is ENSIP-19's "default EVM" one.
 *
 * @example
 * convertEvmChainIdToCoinType(1) // 60
 * convertEvmChainIdToCoinType(10) // 2147483658
 */
export function convertEvmChainIdToCoinType(chainId: number): number {
  if (!Number.isInteger(chainId) || chainId < 0 || chainId >= EVM_COIN_TYPE_FLAG) {
    throw new InvalidChainIdError({ chainId })
  }
  if (chainId === 1) return ETHEREUM_MAINNET_COIN_TYPE
  // `|` works on signed 32-bit values; `>>> 0` turns the result back into an unsigned number.
  return (EVM_COIN_TYPE_FLAG | chainId) >>> 0
}
