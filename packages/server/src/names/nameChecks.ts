import { ens_normalize } from '@adraffy/ens-normalize'
import { checkAccountNameLabel, InvalidAccountNameError } from '@latch/core'
import { type Address, isAddressEqual, zeroAddress } from 'viem'
import type { ChainRegistry, ChainRuntime } from '../chain/createChainRegistry.ts'
import { HttpError } from '../validation/HttpError.ts'
import { nameRegistryAbi } from './nameRegistryAbi.ts'
import { registryChains, registryOf } from './registryChains.ts'

/** SPEC §5's coin type 60 (chain 1) and ENSIP-11's `0x80000000 | chainId`. */
const EVM_COIN_TYPE_FLAG = 0x80000000

/** The chain id of an ENSIP-11 EVM coin type; undefined for any other coin type. */
export function chainIdOfCoinType(coinType: number): number | undefined {
  if (coinType === 60) return 1
  if (!Number.isSafeInteger(coinType) || coinType <= EVM_COIN_TYPE_FLAG) return undefined
  if (coinType > 0xffffffff) return undefined
  return coinType - EVM_COIN_TYPE_FLAG
}

/** The served chain with a name registry for `coinType`; 400 `unsupported_chain` otherwise. */
export function registryChainOf(chains: ChainRegistry, coinType: number): ChainRuntime {
  const chainId = chainIdOfCoinType(coinType)
  const chain = registryChains(chains).find((candidate) => candidate.chainId === chainId)
  if (!chain) {
    throw new HttpError(
      400,
      'unsupported_chain',
      `No name registry on this server for coin type ${coinType}`,
    )
  }
  return chain
}

/**
 * The label of a full name of `zone` (`my-name.latch` → `my-name`), which must already be
 * normalised (ENSIP-15) and keep SPEC §5's rule; 400 `invalid_name` otherwise.
 */
export function labelOf(name: string, zone: string): string {
  const suffix = `.${zone}`
  if (!name.endsWith(suffix)) {
    throw new HttpError(400, 'invalid_name', `This server registers names under ${suffix} only`)
  }
  return checkedLabel(name.slice(0, -suffix.length))
}

/**
 * `label` normalised (ENSIP-15, the full build of `@adraffy/ens-normalize` with its own Unicode
 * tables) and checked (SPEC §5); 400 `invalid_name` otherwise.
 */
export function checkedLabel(label: string, { normalise = false } = {}): string {
  let normalised: string
  try {
    normalised = checkAccountNameLabel(ensNormalize(label.trim()), label)
  } catch (error) {
    if (error instanceof InvalidAccountNameError) {
      throw new HttpError(400, 'invalid_name', `${error.shortMessage}: '${label.slice(0, 80)}'`)
    }
    throw error
  }
  if (!normalise && normalised !== label) {
    throw new HttpError(
      400,
      'invalid_name',
      `'${label}' is not normalised (ENSIP-15): '${normalised}'`,
    )
  }
  return normalised
}

/** The holder of each name on every chain with a registry (zero address: free there). */
export async function readHolders(
  chains: ChainRegistry,
  names: readonly string[],
): Promise<Address[][]> {
  return Promise.all(
    registryChains(chains).map((chain) =>
      chain.client.multicall({
        contracts: names.map((name) => ({
          address: registryOf(chain),
          abi: nameRegistryAbi,
          functionName: 'resolve' as const,
          args: [name] as const,
        })),
        allowFailure: false,
        batchSize: 0,
      }),
    ),
  )
}

/** Whether someone other than `owner` (anyone, without one) holds `name` on any chain. */
export function isHeldByOther(holders: Address[][], index: number, owner?: Address): boolean {
  return holders.some((chain) => {
    const holder = chain[index]
    return (
      holder !== undefined &&
      holder !== zeroAddress &&
      (owner === undefined || !isAddressEqual(holder, owner))
    )
  })
}

/** ENSIP-15's refusal (a disallowed character …) as SPEC §5's 'characters'. */
function ensNormalize(label: string): string {
  try {
    return ens_normalize(label)
  } catch (cause) {
    throw new InvalidAccountNameError({ name: label, reason: 'characters', cause })
  }
}
