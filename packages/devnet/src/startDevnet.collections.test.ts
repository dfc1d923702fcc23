import {
  type Address,
  BaseError,
  createPublicClient,
  createWalletClient,
  decodeEventLog,
  http,
  type PublicClient,
  zeroAddress,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { devNftAbi, nameRegistryAbi } from './constants/abis.ts'
import { DEVNET_ACCOUNTS } from './constants/accounts.ts'
import { DEVNET_CONTRACTS, DEVNET_NFTS } from './constants/contracts.ts'
import { DEVNET_NAME_REGISTRAR, DEVNET_NAMES } from './constants/names.ts'
import type { DevnetSnapshot } from './snapshot.ts'
import { DEVNET_START_TIMEOUT_MS, type Devnet, startDevnet } from './startDevnet.ts'
import { writeAndMine } from './testing/writeAndMine.ts'

// One devnet for the file; every test runs between a snapshot and a revert.
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

const chainIndexes = [0, 1] as const
const collections = Object.values(DEVNET_NFTS)
const registry = DEVNET_CONTRACTS.nameRegistry

/** anvil unlocks the dev accounts: it signs their writes itself. */
const from = (accountIndex: number) => DEVNET_ACCOUNTS[accountIndex]!.address

/** Decodes a `data:<type>;base64,<payload>` URI; fails the test on any other form. */
function decodeBase64DataUri(uri: string, type: string): string {
  const prefix = `data:${type};base64,`
  expect(uri.startsWith(prefix)).toBe(true)
  return Buffer.from(uri.slice(prefix.length), 'base64').toString('utf8')
}

async function revertReason(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(BaseError)
  return (error as BaseError).message
}

describe('NFT collections', () => {
  test.each(
    chainIndexes.flatMap((index) =>
      collections.map((collection) => [collection.symbol, index, collection] as const),
    ),
  )('%s: every seeded token is owned as exported (chain #%i)', async (_s, index, collection) => {
    const client = clients[index]!
    const { address } = collection
    const [name, symbol, supply] = await client.multicall({
      allowFailure: false,
      contracts: [
        { address, abi: devNftAbi, functionName: 'name' },
        { address, abi: devNftAbi, functionName: 'symbol' },
        { address, abi: devNftAbi, functionName: 'totalSupply' },
      ],
    })
    const owners = await client.multicall({
      allowFailure: false,
      contracts: collection.seededTokens.map(({ tokenId }) => ({
        address,
        abi: devNftAbi,
        functionName: 'ownerOf',
        args: [tokenId],
      })),
    })
    expect({ name, symbol, supply }).toEqual({
      name: collection.name,
      symbol: collection.symbol,
      supply: BigInt(collection.seededTokens.length),
    })
    expect(owners).toEqual(collection.seededTokens.map(({ owner }) => owner))
  })

  test.each([
    ['lanterns', 1n, 'Lantern #1', 'A small light for the Latch devnet, drawn on chain.'],
    ['lanterns', 9n, 'Lantern #9', 'A small light for the Latch devnet, drawn on chain.'],
    ['spamNft', 4n, 'Reward Voucher #4', expect.stringContaining('claim-rewards.invalid')],
  ] as const)(
    '%s #%d has on-chain JSON metadata with an SVG image',
    async (key, id, name, text) => {
      const uri = await clients[0]!.readContract({
        address: DEVNET_NFTS[key].address,
        abi: devNftAbi,
        functionName: 'tokenURI',
        args: [id],
      })
      const metadata = JSON.parse(decodeBase64DataUri(uri, 'application/json'))
      expect(metadata).toEqual({ name, description: text, image: expect.any(String) })
      const svg = decodeBase64DataUri(metadata.image, 'image/svg+xml')
      expect(svg).toMatch(/^<svg xmlns='http:\/\/www\.w3\.org\/2000\/svg'[\s\S]*<\/svg>$/)
      expect(svg).toContain(`${id}</text>`)
    },
  )

  test('lanterns of different ids are drawn in different colours', async () => {
    const images = await Promise.all(
      [1n, 2n].map(async (id) => {
        const uri = await clients[0]!.readContract({
          address: DEVNET_NFTS.lanterns.address,
          abi: devNftAbi,
          functionName: 'tokenURI',
          args: [id],
        })
        return JSON.parse(decodeBase64DataUri(uri, 'application/json')).image as string
      }),
    )
    const hues = images.map(
      (image) => /hsl\((\d+),/.exec(decodeBase64DataUri(image, 'image/svg+xml'))?.[1],
    )
    expect(hues).toEqual(['137', '274'])
  })

  test.each([
    ['0x80ac58cd', true], // ERC-721
    ['0x5b5e139f', true], // ERC-721 Metadata
    ['0x01ffc9a7', true], // ERC-165
    ['0xd9b67a26', false], // ERC-1155
  ] as const)('supportsInterface(%s) is %s', async (interfaceId, expected) => {
    const answer = await clients[0]!.readContract({
      address: DEVNET_NFTS.lanterns.address,
      abi: devNftAbi,
      functionName: 'supportsInterface',
      args: [interfaceId],
    })
    expect(answer).toBe(expected)
  })

  test('the owner transfers a lantern: new owner, and a Transfer log with the id indexed', async () => {
    const [alice, bob] = DEVNET_ACCOUNTS
    const { address } = DEVNET_NFTS.lanterns
    const receipt = await writeAndMine(devnet.chains[0].chain, from(0), {
      address,
      abi: devNftAbi,
      functionName: 'safeTransferFrom',
      args: [alice.address, bob.address, 2n],
    })
    const [log] = receipt.logs
    // ERC-721 indexes all three: 4 topics, no data (the server's indexer relies on it).
    expect(log?.topics).toHaveLength(4)
    expect(log?.data).toBe('0x')
    expect(decodeEventLog({ abi: devNftAbi, ...log! }).args).toEqual({
      from: alice.address,
      to: bob.address,
      tokenId: 2n,
    })
    const read = (functionName: 'balanceOf', owner: Address) =>
      clients[0]!.readContract({ address, abi: devNftAbi, functionName, args: [owner] })
    expect(
      await clients[0]!.readContract({
        address,
        abi: devNftAbi,
        functionName: 'ownerOf',
        args: [2n],
      }),
    ).toBe(bob.address)
    expect([await read('balanceOf', alice.address), await read('balanceOf', bob.address)]).toEqual([
      2n,
      4n,
    ])
  })

  test('someone else cannot move a token without approval', async () => {
    const message = await revertReason(
      clients[0]!.simulateContract({
        account: DEVNET_ACCOUNTS[1].address,
        address: DEVNET_NFTS.lanterns.address,
        abi: devNftAbi,
        functionName: 'transferFrom',
        args: [DEVNET_ACCOUNTS[0].address, DEVNET_ACCOUNTS[1].address, 1n],
      }),
    )
    expect(message).toContain('DevNft: not allowed')
  })

  test('safeTransferFrom to a contract that is no ERC-721 receiver reverts', async () => {
    const error = await clients[0]!
      .simulateContract({
        account: DEVNET_ACCOUNTS[0].address,
        address: DEVNET_NFTS.lanterns.address,
        abi: devNftAbi,
        functionName: 'safeTransferFrom',
        args: [DEVNET_ACCOUNTS[0].address, DEVNET_CONTRACTS.usdc, 1n],
      })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(BaseError)
  })

  test('anyone can mint the next token id with the faucet', async () => {
    const { address } = DEVNET_NFTS.lanterns
    await writeAndMine(devnet.chains[0].chain, from(5), {
      address,
      abi: devNftAbi,
      functionName: 'mint',
      args: [DEVNET_ACCOUNTS[5].address],
    })
    expect(
      await clients[0]!.readContract({
        address,
        abi: devNftAbi,
        functionName: 'ownerOf',
        args: [10n],
      }),
    ).toBe(DEVNET_ACCOUNTS[5].address)
  })

  test('tokenURI of a token that does not exist reverts', async () => {
    const message = await revertReason(
      clients[0]!.readContract({
        address: DEVNET_NFTS.spamNft.address,
        abi: devNftAbi,
        functionName: 'tokenURI',
        args: [99n],
      }),
    )
    expect(message).toContain('DevNft: no such token')
  })
})

describe('name registry', () => {
  const read = <F extends 'resolve' | 'nameOf' | 'avatarOf'>(
    functionName: F,
    arg: F extends 'resolve' ? string : Address,
    index = 0,
  ) =>
    clients[index]!.readContract({
      address: registry,
      abi: nameRegistryAbi,
      functionName,
      args: [arg],
    } as never) as Promise<string>

  test.each(
    chainIndexes.flatMap((index) =>
      DEVNET_NAMES.map((entry) => [entry.name, index, entry] as const),
    ),
  )('%s resolves both ways with its avatar (chain #%i)', async (name, index, entry) => {
    expect(await read('resolve', name, index)).toBe(entry.address)
    expect(await read('nameOf', entry.address, index)).toBe(name)
    expect(await read('avatarOf', entry.address, index)).toBe(entry.avatar)
  })

  test('an unknown name resolves to the zero address; an unnamed account has no name', async () => {
    expect(await read('resolve', 'nobody.latch')).toBe(zeroAddress)
    expect(await read('nameOf', DEVNET_ACCOUNTS[5].address)).toBe('')
    expect(await read('avatarOf', DEVNET_ACCOUNTS[5].address)).toBe('')
  })

  test('register sets forward and reverse; a second name frees the first', async () => {
    const carol = DEVNET_ACCOUNTS[2].address
    const register = (name: string) =>
      writeAndMine(devnet.chains[0].chain, carol, {
        address: registry,
        abi: nameRegistryAbi,
        functionName: 'register',
        args: [name],
      })
    await register('carol.latch')
    expect([await read('resolve', 'carol.latch'), await read('nameOf', carol)]).toEqual([
      carol,
      'carol.latch',
    ])
    await register('caroline.latch')
    expect(await read('resolve', 'carol.latch')).toBe(zeroAddress)
    expect(await read('nameOf', carol)).toBe('caroline.latch')
  })

  test('a second name registered a second after the first is mined too (it costs more gas then)', async () => {
    const carol = DEVNET_ACCOUNTS[2].address
    const register = (name: string) =>
      writeAndMine(devnet.chains[0].chain, carol, {
        address: registry,
        abi: nameRegistryAbi,
        functionName: 'register',
        args: [name],
      })
    const first = await register('carol.latch')
    // The next block at least a second later: the times the registry stores change instead of
    // being rewritten, which anvil's estimate (made on the latest block) does not allow for.
    await clients[0]!.request({ method: 'evm_increaseTime', params: [1] } as never)
    const second = await register('caroline.latch')
    const [firstBlock, secondBlock] = await Promise.all(
      [first, second].map(({ blockNumber }) => clients[0]!.getBlock({ blockNumber })),
    )
    expect(secondBlock!.timestamp).toBeGreaterThan(firstBlock!.timestamp)
    expect(await read('nameOf', carol)).toBe('caroline.latch')
    expect(await read('resolve', 'carol.latch')).toBe(zeroAddress)
  })

  test.each([
    ['alice.latch', 'NameRegistry: name taken'],
    ['Alice.latch', "NameRegistry: use a-z, 0-9, '-' and '.'"],
    ['', 'NameRegistry: name length 1-255'],
  ])('registering %j reverts with %s', async (name, reason) => {
    const message = await revertReason(
      clients[0]!.simulateContract({
        account: DEVNET_ACCOUNTS[3].address,
        address: registry,
        abi: nameRegistryAbi,
        functionName: 'register',
        args: [name],
      }),
    )
    expect(message).toContain(reason)
  })

  test('the registrar names another account with registerFor; nobody else may', async () => {
    const dave = DEVNET_ACCOUNTS[3].address
    expect(await read('nameOf', DEVNET_NAME_REGISTRAR.address)).toBe('')
    expect(
      await clients[0]!.getBalance({ address: DEVNET_NAME_REGISTRAR.address }),
    ).toBeGreaterThan(0n)
    const refused = await revertReason(
      clients[0]!.simulateContract({
        account: dave,
        address: registry,
        abi: nameRegistryAbi,
        functionName: 'registerFor',
        args: [dave, 'dave.latch'],
      }),
    )
    expect(refused).toContain('NameRegistry: registrar only')
    // anvil does not unlock the registrar (index 22): it signs its own transaction.
    const registrar = createWalletClient({
      account: privateKeyToAccount(DEVNET_NAME_REGISTRAR.privateKey),
      chain: devnet.chains[0].chain,
      transport: http(),
    })
    const hash = await registrar.writeContract({
      address: registry,
      abi: nameRegistryAbi,
      functionName: 'registerFor',
      args: [dave, 'dave.latch'],
    })
    expect(
      (await clients[0]!.waitForTransactionReceipt({ hash, pollingInterval: 10 })).status,
    ).toBe('success')
    expect([await read('resolve', 'dave.latch'), await read('nameOf', dave)]).toEqual([
      dave,
      'dave.latch',
    ])
    // The registrar itself holds no name.
    expect(await read('nameOf', DEVNET_NAME_REGISTRAR.address)).toBe('')
  })

  test('setAvatar changes only the sender’s avatar record', async () => {
    const uri =
      'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E'
    await writeAndMine(devnet.chains[0].chain, from(1), {
      address: registry,
      abi: nameRegistryAbi,
      functionName: 'setAvatar',
      args: [uri],
    })
    expect(await read('avatarOf', DEVNET_ACCOUNTS[1].address)).toBe(uri)
    expect(await read('avatarOf', DEVNET_ACCOUNTS[0].address)).toBe(DEVNET_NAMES[0].avatar)
  })
})
