import {
  BaseError,
  ContractFunctionRevertedError,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  type Hex,
  hashMessage,
  http,
  type PublicClient,
  parseEther,
  serializeErc6492Signature,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import {
  contractWalletAbi,
  contractWalletFactoryAbi,
  devNftAbi,
  devTokenAbi,
} from './constants/abis.ts'
import { DEVNET_ACCOUNTS, DEVNET_DEPLOYER } from './constants/accounts.ts'
import { DEVNET_NFTS, DEVNET_TOKENS } from './constants/contracts.ts'
import {
  DEVNET_CONTRACT_WALLET,
  DEVNET_CONTRACT_WALLET_FACTORY,
  DEVNET_CONTRACT_WALLET_IMPLEMENTATION,
  DEVNET_COUNTERFACTUAL_CONTRACT_WALLET,
  devnetContractWallet,
} from './constants/contractWallet.ts'
import type { DevnetSnapshot } from './snapshot.ts'
import { DEVNET_START_TIMEOUT_MS, type Devnet, startDevnet } from './startDevnet.ts'
import { signAsContractWallet } from './testing/signAsContractWallet.ts'

let devnet: Devnet
let snapshot: DevnetSnapshot
let clients: PublicClient[]

beforeAll(async () => {
  devnet = await startDevnet({ ports: [0, 0] })
  clients = devnet.chains.map(({ chain }) => createPublicClient({ chain, transport: http() }))
}, DEVNET_START_TIMEOUT_MS)
afterAll(() => devnet?.stop())
beforeEach(async () => {
  snapshot = await devnet.snapshot()
})
afterEach(async () => {
  await devnet.revert(snapshot)
})

const [alice, bob] = DEVNET_ACCOUNTS
const owner = privateKeyToAccount(alice.privateKey)
const stranger = privateKeyToAccount(bob.privateKey)
const chainIndexes = [0, 1] as const
const MESSAGE = 'example.com wants you to sign in with your Ethereum account'
const EIP1271_MAGIC_VALUE = '0x1626ba7e'
const EIP1271_INVALID = '0xffffffff'

function sender(address: typeof alice.address) {
  // anvil unlocks the dev accounts: it signs eth_sendTransaction itself.
  return createWalletClient({ account: address, chain: devnet.chains[0].chain, transport: http() })
}

async function mined(hash: Hex) {
  return clients[0]!.waitForTransactionReceipt({ hash, pollingInterval: 10 })
}

describe('the contract wallet at start', () => {
  test.each(chainIndexes)(
    'the factory and its implementation are where the constants say (chain #%i)',
    async (index) => {
      const client = clients[index]!
      expect(DEVNET_CONTRACT_WALLET_FACTORY).toBe(devnet.contracts.contractWalletFactory)
      const implementation = await client.readContract({
        address: DEVNET_CONTRACT_WALLET_FACTORY,
        abi: contractWalletFactoryAbi,
        functionName: 'implementation',
      })
      expect(implementation).toBe(DEVNET_CONTRACT_WALLET_IMPLEMENTATION)
      for (const wallet of [DEVNET_CONTRACT_WALLET, DEVNET_COUNTERFACTUAL_CONTRACT_WALLET]) {
        const predicted = await client.readContract({
          address: DEVNET_CONTRACT_WALLET_FACTORY,
          abi: contractWalletFactoryAbi,
          functionName: 'getAddress',
          args: [wallet.owner, wallet.salt],
        })
        expect(predicted).toBe(wallet.address)
      }
    },
  )

  test.each(chainIndexes)(
    'is deployed, owned by account 0 and holds 100 ETH; salt 1 is not deployed (chain #%i)',
    async (index) => {
      const client = clients[index]!
      const { address } = DEVNET_CONTRACT_WALLET
      // An ERC-1167 proxy of the implementation: 45 bytes.
      expect(await client.getCode({ address })).toBe(
        `0x363d3d373d3d3d363d73${DEVNET_CONTRACT_WALLET_IMPLEMENTATION.slice(2).toLowerCase()}5af43d82803e903d91602b57fd5bf3`,
      )
      expect(
        await client.readContract({ address, abi: contractWalletAbi, functionName: 'owner' }),
      ).toBe(alice.address)
      expect(await client.getBalance({ address })).toBe(parseEther('100'))
      expect(DEVNET_CONTRACT_WALLET.fundedAmount).toBe(parseEther('100'))
      expect(
        await client.getCode({ address: DEVNET_COUNTERFACTUAL_CONTRACT_WALLET.address }),
      ).toBeUndefined()
    },
  )

  test('the deployer paid for the funding; account 0 sent nothing', async () => {
    const client = clients[0]!
    expect(await client.getTransactionCount({ address: alice.address })).toBe(0)
    expect(await client.getBalance({ address: DEVNET_DEPLOYER.address })).toBeLessThan(
      parseEther('9900'),
    )
  })
})

describe('viem verifies the contract wallet’s signatures', () => {
  test.each(chainIndexes)(
    'EIP-1271: the owner’s signature is valid for the deployed wallet (chain #%i)',
    async (index) => {
      const signature = await owner.signMessage({ message: MESSAGE })
      const valid = await clients[index]!.verifyMessage({
        address: DEVNET_CONTRACT_WALLET.address,
        message: MESSAGE,
        signature,
      })
      expect(valid).toBe(true)
    },
  )

  test('EIP-1271: another account’s signature, or one over another message, is not', async () => {
    const client = clients[0]!
    const address = DEVNET_CONTRACT_WALLET.address
    const byStranger = await stranger.signMessage({ message: MESSAGE })
    expect(await client.verifyMessage({ address, message: MESSAGE, signature: byStranger })).toBe(
      false,
    )
    const otherMessage = await owner.signMessage({ message: `${MESSAGE}!` })
    expect(await client.verifyMessage({ address, message: MESSAGE, signature: otherMessage })).toBe(
      false,
    )
  })

  test('EIP-1271: typed data signed by the owner is valid for the wallet', async () => {
    const typedData = {
      domain: { name: 'Latch', version: '1', chainId: 31337 },
      types: { Greeting: [{ name: 'text', type: 'string' }] },
      primaryType: 'Greeting',
      message: { text: 'hello' },
    } as const
    const signature = await owner.signTypedData(typedData)
    expect(
      await clients[0]!.verifyTypedData({
        ...typedData,
        address: DEVNET_CONTRACT_WALLET.address,
        signature,
      }),
    ).toBe(true)
  })

  test.each(chainIndexes)(
    'ERC-6492: the owner’s wrapped signature is valid for the undeployed wallet, which stays undeployed (chain #%i)',
    async (index) => {
      const client = clients[index]!
      const wallet = DEVNET_COUNTERFACTUAL_CONTRACT_WALLET
      const signature = serializeErc6492Signature({
        address: wallet.factory,
        data: wallet.factoryData,
        signature: await owner.signMessage({ message: MESSAGE }),
      })
      expect(signature.endsWith('6492'.repeat(16))).toBe(true)
      expect(
        await client.verifyMessage({ address: wallet.address, message: MESSAGE, signature }),
      ).toBe(true)
      // The verifier only simulated the deployment.
      expect(await client.getCode({ address: wallet.address })).toBeUndefined()
    },
  )

  test('ERC-6492: a wrong owner, or no wrapping, is rejected for the undeployed wallet', async () => {
    const client = clients[0]!
    const wallet = DEVNET_COUNTERFACTUAL_CONTRACT_WALLET
    const wrapped = serializeErc6492Signature({
      address: wallet.factory,
      data: wallet.factoryData,
      signature: await stranger.signMessage({ message: MESSAGE }),
    })
    expect(
      await client.verifyMessage({ address: wallet.address, message: MESSAGE, signature: wrapped }),
    ).toBe(false)
    const bare = await owner.signMessage({ message: MESSAGE })
    expect(
      await client.verifyMessage({ address: wallet.address, message: MESSAGE, signature: bare }),
    ).toBe(false)
  })

  test('ERC-6492: deploying another owner’s wallet at that address is impossible (owner in the salt)', async () => {
    const client = clients[0]!
    const wallet = DEVNET_COUNTERFACTUAL_CONTRACT_WALLET
    // The stranger's own wallet with the same salt lands elsewhere…
    const strangers = devnetContractWallet({ owner: stranger.address, salt: wallet.salt })
    expect(strangers.address).not.toBe(wallet.address)
    // …so wrapping the stranger's signature with its factory call proves nothing for `wallet`.
    const signature = serializeErc6492Signature({
      address: strangers.factory,
      data: strangers.factoryData,
      signature: await stranger.signMessage({ message: MESSAGE }),
    })
    expect(
      await client.verifyMessage({ address: wallet.address, message: MESSAGE, signature }),
    ).toBe(false)
  })
})

describe('LatchContractWallet', () => {
  const address = DEVNET_CONTRACT_WALLET.address
  const hash = hashMessage(MESSAGE)

  async function isValid(signature: Hex) {
    return clients[0]!.readContract({
      address,
      abi: contractWalletAbi,
      functionName: 'isValidSignature',
      args: [hash, signature],
    })
  }

  test('isValidSignature answers the magic value, or 0xffffffff without reverting', async () => {
    const signature = await owner.signMessage({ message: MESSAGE })
    expect(await isValid(signature)).toBe(EIP1271_MAGIC_VALUE)
    expect(await isValid(await stranger.signMessage({ message: MESSAGE }))).toBe(EIP1271_INVALID)
    expect(await isValid('0x')).toBe(EIP1271_INVALID)
    expect(await isValid(`${signature}00`)).toBe(EIP1271_INVALID)
    // The malleable twin (s → n − s, v flipped) recovers the owner too; EIP-2 rules it out.
    const n = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n
    const s = BigInt(`0x${signature.slice(66, 130)}`)
    const v = Number.parseInt(signature.slice(130), 16)
    const twin = `${signature.slice(0, 66)}${(n - s).toString(16).padStart(64, '0')}${(v === 27 ? 28 : 27).toString(16)}`
    expect(await isValid(twin as Hex)).toBe(EIP1271_INVALID)
    // A recovery id of 0/1 instead of 27/28 is read the same way.
    const recoveryId = `${signature.slice(0, 130)}${(v - 27).toString(16).padStart(2, '0')}`
    expect(await isValid(recoveryId as Hex)).toBe(EIP1271_MAGIC_VALUE)
  })

  test('the owner moves its ether with execute; anyone else is refused with NotOwner', async () => {
    const client = clients[0]!
    const before = await client.getBalance({ address: bob.address })
    const receipt = await mined(
      await sender(alice.address).writeContract({
        address,
        abi: contractWalletAbi,
        functionName: 'execute',
        args: [bob.address, parseEther('1.5'), '0x'],
      }),
    )
    expect(receipt.status).toBe('success')
    expect(await client.getBalance({ address: bob.address })).toBe(before + parseEther('1.5'))
    expect(await client.getBalance({ address })).toBe(parseEther('98.5'))

    const refused = await client
      .simulateContract({
        account: bob.address,
        address,
        abi: contractWalletAbi,
        functionName: 'execute',
        args: [bob.address, parseEther('1'), '0x'],
      })
      .catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(BaseError)
    const revert = (refused as BaseError).walk(
      (cause) => cause instanceof ContractFunctionRevertedError,
    ) as ContractFunctionRevertedError | null
    expect(revert?.data?.errorName).toBe('NotOwner')
    expect(revert?.data?.args).toEqual([bob.address])
  })

  test('initialize runs once: neither the wallet nor the implementation can be taken over', async () => {
    for (const target of [address, DEVNET_CONTRACT_WALLET_IMPLEMENTATION]) {
      const refused = await clients[0]!
        .simulateContract({
          account: bob.address,
          address: target,
          abi: contractWalletAbi,
          functionName: 'initialize',
          args: [bob.address],
        })
        .catch((error: unknown) => error)
      const revert = (refused as BaseError).walk(
        (cause) => cause instanceof ContractFunctionRevertedError,
      ) as ContractFunctionRevertedError | null
      expect(revert?.data?.errorName).toBe('AlreadyInitialized')
    }
  })
})

describe('the contract wallet holds and moves tokens and NFTs', () => {
  const address = DEVNET_CONTRACT_WALLET.address

  test('an ERC-721 safeTransferFrom to it is accepted (onERC721Received)', async () => {
    const lanterns = DEVNET_NFTS.lanterns.address
    const receipt = await mined(
      await sender(alice.address).writeContract({
        address: lanterns,
        abi: devNftAbi,
        functionName: 'safeTransferFrom',
        args: [alice.address, address, 1n],
      }),
    )
    expect(receipt.status).toBe('success')
    expect(
      await clients[0]!.readContract({
        address: lanterns,
        abi: devNftAbi,
        functionName: 'ownerOf',
        args: [1n],
      }),
    ).toBe(address)
  })

  test('the owner sends its USDC with execute(token, 0, transfer(to, amount))', async () => {
    const usdc = DEVNET_TOKENS.usdc.address
    const balanceOf = (account: typeof address) =>
      clients[0]!.readContract({
        address: usdc,
        abi: devTokenAbi,
        functionName: 'balanceOf',
        args: [account],
      })
    await mined(
      await sender(alice.address).writeContract({
        address: usdc,
        abi: devTokenAbi,
        functionName: 'transfer',
        args: [address, 5_000_000n],
      }),
    )
    const bobBefore = await balanceOf(bob.address)
    const receipt = await mined(
      await sender(alice.address).writeContract({
        address,
        abi: contractWalletAbi,
        functionName: 'execute',
        args: [
          usdc,
          0n,
          encodeFunctionData({
            abi: devTokenAbi,
            functionName: 'transfer',
            args: [bob.address, 2_000_000n],
          }),
        ],
      }),
    )
    expect(receipt.status).toBe('success')
    expect(await balanceOf(address)).toBe(3_000_000n)
    expect((await balanceOf(bob.address)) - bobBefore).toBe(2_000_000n)
  })
})

describe('LatchContractWalletFactory', () => {
  test('createAccount deploys the counterfactual wallet at its address, then returns it again', async () => {
    const client = clients[0]!
    const wallet = devnetContractWallet({ owner: stranger.address, salt: 42n })
    expect(await client.getCode({ address: wallet.address })).toBeUndefined()
    // Anyone may pay for the deployment: the owner is fixed by the call.
    const first = await mined(
      await sender(alice.address).sendTransaction({
        to: wallet.factory,
        data: wallet.factoryData,
        value: parseEther('2'),
      }),
    )
    expect(first.status).toBe('success')
    expect(await client.getBalance({ address: wallet.address })).toBe(parseEther('2'))
    expect(
      await client.readContract({
        address: wallet.address,
        abi: contractWalletAbi,
        functionName: 'owner',
      }),
    ).toBe(stranger.address)

    const again = await client.simulateContract({
      account: alice.address,
      address: wallet.factory,
      abi: contractWalletFactoryAbi,
      functionName: 'createAccount',
      args: [stranger.address, 42n],
    })
    expect(again.result).toBe(wallet.address)
    // Once deployed, the bare EIP-1271 signature is valid too.
    const signature = await stranger.signMessage({ message: MESSAGE })
    expect(
      await client.verifyMessage({ address: wallet.address, message: MESSAGE, signature }),
    ).toBe(true)
  })
})

describe('signAsContractWallet (@latch/devnet/testing)', () => {
  test('signs as the deployed wallet (EIP-1271) and as an undeployed one (ERC-6492) by default', async () => {
    const client = clients[0]!
    const deployed = await signAsContractWallet({ message: MESSAGE })
    expect(deployed).toBe(await owner.signMessage({ message: MESSAGE }))
    expect(
      await client.verifyMessage({
        address: DEVNET_CONTRACT_WALLET.address,
        message: MESSAGE,
        signature: deployed,
      }),
    ).toBe(true)

    const wallet = DEVNET_COUNTERFACTUAL_CONTRACT_WALLET
    const counterfactual = await signAsContractWallet({ message: MESSAGE, wallet })
    expect(counterfactual.endsWith('6492'.repeat(16))).toBe(true)
    expect(
      await client.verifyMessage({
        address: wallet.address,
        message: MESSAGE,
        signature: counterfactual,
      }),
    ).toBe(true)
  })

  test('another key gives a signature the wallet rejects; an owner with no dev key is an error', async () => {
    const signature = await signAsContractWallet({
      message: { raw: '0x1234' },
      ownerPrivateKey: bob.privateKey,
    })
    expect(
      await clients[0]!.verifyMessage({
        address: DEVNET_CONTRACT_WALLET.address,
        message: { raw: '0x1234' },
        signature,
      }),
    ).toBe(false)
    const foreign = devnetContractWallet({ owner: '0x000000000000000000000000000000000000dEaD' })
    await expect(signAsContractWallet({ message: 'x', wallet: foreign })).rejects.toThrow(TypeError)
  })
})
