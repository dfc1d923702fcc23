import {
  type Address,
  createTestClient,
  encodeDeployData,
  encodeFunctionData,
  type Hash,
  type Hex,
  http,
  isAddressEqual,
  maxUint256,
  parseUnits,
  publicActions,
  walletActions,
} from 'viem'
import { devTokenAbi } from '../constants/abis.ts'
import {
  DEVNET_AMM_CONTRACTS,
  DEVNET_AMM_DEPLOYMENTS,
  DEVNET_AMM_POOLS,
  DEVNET_AMM_PROVIDER,
  DEVNET_AMM_PROVIDER_BALANCE_WEI,
  DEVNET_AMM_TOKEN_KEYS,
  type DevnetAmmAsset,
} from '../constants/amm.ts'
import { uniswapV2RouterAbi } from '../constants/ammAbis.ts'
import { DEVNET_TOKENS } from '../constants/contracts.ts'
import { DevnetDeployError } from '../errors.ts'
import { loadAmmArtifacts } from './ammArtifacts.ts'

/**
 * Gas limit of every set-up transaction: above the costliest (Router02's creation, ~4.8 M; an
 * addLiquidity that creates its pair, ~2.5 M). Given, so anvil skips its estimate (a binary
 * search that runs each one many times): the AMM's set-up took ~140 ms per chain with estimates,
 * ~80 ms without.
 */
const STEP_GAS = 8_000_000n

type Step = { what: string; to?: Address; data: Hex; value?: bigint }

/**
 * Deploys Uniswap V2 (WETH9, factory, Router02) from the published artifacts and seeds
 * DEVNET_AMM_POOLS, all from DEVNET_AMM_PROVIDER (impersonated), on a chain where the devnet
 * tokens are already deployed. Its nonces 0, 1, 2 create the three contracts, so their addresses
 * never change; the pairs' addresses follow from the factory's and the tokens' (CREATE2).
 *
 * @throws {DevnetDeployError} when the provider was used before, a step reverts, or a contract
 * lands elsewhere.
 */
export async function deployAmm(rpcUrl: string): Promise<void> {
  const client = createTestClient({ mode: 'anvil', transport: http(rpcUrl) })
    .extend(publicActions)
    .extend(walletActions)
  await client.impersonateAccount({ address: DEVNET_AMM_PROVIDER })
  await client.setBalance({ address: DEVNET_AMM_PROVIDER, value: DEVNET_AMM_PROVIDER_BALANCE_WEI })
  const nonce = await client.getTransactionCount({ address: DEVNET_AMM_PROVIDER })
  if (nonce !== 0) {
    throw new DevnetDeployError(
      `The AMM provider ${DEVNET_AMM_PROVIDER} has nonce ${nonce} on ${rpcUrl}; the AMM deploys ` +
        'only to a fresh chain, so that its addresses stay the same.',
    )
  }

  // anvil mines each transaction as it arrives: sent one by one, each sees the one before.
  const steps = ammSteps()
  const hashes: Hash[] = []
  for (const [index, step] of steps.entries()) {
    hashes.push(
      await client.sendTransaction({
        account: DEVNET_AMM_PROVIDER,
        chain: null,
        to: step.to,
        data: step.data,
        value: step.value,
        nonce: index,
        gas: STEP_GAS,
      }),
    )
  }
  for (const [index, hash] of hashes.entries()) {
    const step = steps[index]!
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 10 })
    if (receipt.status !== 'success') {
      throw new DevnetDeployError(`The AMM step "${step.what}" reverted on ${rpcUrl}.`)
    }
    const deployment = DEVNET_AMM_DEPLOYMENTS[index]
    if (deployment) {
      const expected = DEVNET_AMM_CONTRACTS[deployment.key]
      if (!receipt.contractAddress || !isAddressEqual(receipt.contractAddress, expected)) {
        throw new DevnetDeployError(
          `${deployment.key} was deployed at ${receipt.contractAddress}, expected ${expected}.`,
        )
      }
    }
  }
  await client.stopImpersonatingAccount({ address: DEVNET_AMM_PROVIDER })
}

/** Every transaction of the AMM's set-up, in nonce order. */
function ammSteps(): Step[] {
  const artifacts = loadAmmArtifacts()
  const { weth, uniswapV2Factory, uniswapV2Router02: router } = DEVNET_AMM_CONTRACTS
  const deploy = (key: keyof typeof artifacts, args: readonly unknown[]): Step => {
    const { abi, bytecode } = artifacts[key]
    return { what: `deploy ${key}`, data: encodeDeployData({ abi, bytecode, args }) }
  }
  const steps: Step[] = [
    deploy('weth', []),
    // feeToSetter: the provider; the protocol fee stays off.
    deploy('uniswapV2Factory', [DEVNET_AMM_PROVIDER]),
    deploy('uniswapV2Router02', [uniswapV2Factory, weth]),
  ]

  const tokenTotals = new Map<string, bigint>()
  const baseUnits = (asset: DevnetAmmAsset, whole: bigint) =>
    parseUnits(whole.toString(), asset === 'eth' ? 18 : DEVNET_TOKENS[asset].decimals)
  for (const { assets, reserves } of DEVNET_AMM_POOLS) {
    for (const [i, asset] of assets.entries()) {
      if (asset === 'eth') continue
      tokenTotals.set(asset, (tokenTotals.get(asset) ?? 0n) + baseUnits(asset, reserves[i]!))
    }
  }
  for (const key of DEVNET_AMM_TOKEN_KEYS) {
    const token = DEVNET_TOKENS[key].address
    // The devnet tokens' open faucet, then one approval the router keeps (max never decreases).
    steps.push({
      what: `mint ${key}`,
      to: token,
      data: encodeFunctionData({
        abi: devTokenAbi,
        functionName: 'mint',
        args: [DEVNET_AMM_PROVIDER, tokenTotals.get(key) ?? 0n],
      }),
    })
    steps.push({
      what: `approve ${key}`,
      to: token,
      data: encodeFunctionData({
        abi: devTokenAbi,
        functionName: 'approve',
        args: [router, maxUint256],
      }),
    })
  }

  for (const { assets, reserves } of DEVNET_AMM_POOLS) {
    const [a, b] = assets
    const amountA = baseUnits(a, reserves[0])
    const amountB = baseUnits(b, reserves[1])
    const what = `add liquidity ${a}/${b}`
    if (a === 'eth' || b === 'eth') {
      const [token, tokenAmount, ethAmount] =
        a === 'eth' ? [b, amountB, amountA] : [a, amountA, amountB]
      steps.push({
        what,
        to: router,
        value: ethAmount,
        data: encodeFunctionData({
          abi: uniswapV2RouterAbi,
          functionName: 'addLiquidityETH',
          args: [
            DEVNET_TOKENS[token as Exclude<DevnetAmmAsset, 'eth'>].address,
            tokenAmount,
            tokenAmount,
            ethAmount,
            DEVNET_AMM_PROVIDER,
            maxUint256,
          ],
        }),
      })
    } else {
      steps.push({
        what,
        to: router,
        data: encodeFunctionData({
          abi: uniswapV2RouterAbi,
          functionName: 'addLiquidity',
          args: [
            DEVNET_TOKENS[a].address,
            DEVNET_TOKENS[b].address,
            amountA,
            amountB,
            amountA,
            amountB,
            DEVNET_AMM_PROVIDER,
            maxUint256,
          ],
        }),
      })
    }
  }
  return steps
}
