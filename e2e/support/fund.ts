import { encodeFunctionData, type Hex, parseEther, parseUnits } from 'viem'
import {
  DEVNET_ACCOUNTS,
  DEVNET_TOKENS,
  devTokenAbi,
} from '../../packages/devnet/src/exports/constants.ts'
import { anvil } from './embedded.ts'

/** Sends the faucet's mint (anvil unlocks the dev accounts; the faucet is open to anyone). */
const MINTER = DEVNET_ACCOUNTS[7]!.address

/**
 * 1 ETH (anvil_setBalance: gas for a smart account's user operations) and `usdc` devnet USDC
 * minted to `address`, mined before it resolves.
 */
export async function fundWithUsdc(address: string, usdc: string): Promise<void> {
  await anvil.request({
    method: 'anvil_setBalance' as never,
    params: [address, `0x${parseEther('1').toString(16)}`] as never,
  })
  const minted = await anvil.request({
    method: 'eth_sendTransaction' as never,
    params: [
      {
        from: MINTER,
        to: DEVNET_TOKENS.usdc.address,
        data: encodeFunctionData({
          abi: devTokenAbi,
          functionName: 'mint',
          args: [address as Hex, parseUnits(usdc, DEVNET_TOKENS.usdc.decimals)],
        }),
      },
    ] as never,
  })
  await anvil.waitForTransactionReceipt({ hash: minted as Hex })
}
