import { type CaipNetwork, RpcUrlRequiredError } from '@latch/core'
import { getWalletErrorCode } from '@latch/core/adapter'
import { latchDevnet } from '@latch/core/networks'
import { startAnvil, type TestAnvil } from '@latch/devnet/testing'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { type RpcStubReply, useRpcStubs } from '../../../core/src/test/startRpcStub.ts'
import { evmAdapter } from '../evmAdapter.ts'
import * as entry from '../exports/index.ts'

const ADDRESS = '0x00000000000000000000000000000000000f00d5'
const network = (...urls: string[]): CaipNetwork => ({
  ...latchDevnet,
  rpcUrls: { default: { http: urls } },
})
const startStub = useRpcStubs()
/** A node stand-in answering `reply` to every call but viem's ranking pings. */
const stub = (reply: (method: string) => RpcStubReply) =>
  startStub(({ method }) => (method === 'net_listening' ? { result: true } : reply(method)))

describe('two nodes of one chain behind one network', () => {
  let primary: TestAnvil
  let secondary: TestAnvil
  beforeAll(async () => {
    ;[primary, secondary] = await Promise.all([startAnvil(31337), startAnvil(31337)])
    // Each node holds a different balance, so every answer says which node gave it.
    await primary.rpc('anvil_setBalance', [ADDRESS, '0x1'])
    await secondary.rpc('anvil_setBalance', [ADDRESS, '0x2'])
  })
  afterAll(() => Promise.all([primary?.stop(), secondary?.stop()]))

  test('the node answering the reads is killed in the middle of a run: zero failed reads, the other answers every read after', async () => {
    const adapter = evmAdapter()
    const both = network(primary.rpcUrl, secondary.rpcUrl)
    const nodes = { '0.000000000000000001': primary, '0.000000000000000002': secondary }
    const reads: { startedAt: number; balance: string }[] = []
    const failures: unknown[] = []
    let stoppedAt = Number.POSITIVE_INFINITY
    let killed: TestAnvil | undefined
    const reader = async () => {
      while (reads.filter((read) => read.startedAt > stoppedAt).length < 40) {
        const startedAt = performance.now()
        try {
          const { balance } = await adapter.getBalance({ address: ADDRESS, network: both })
          reads.push({ startedAt, balance })
        } catch (error) {
          failures.push(error)
          if (failures.length > 5) return
        }
        if (!killed && reads.length >= 30) {
          // Whichever node the ranking put first is the one serving: that one dies.
          killed = nodes[reads.at(-1)!.balance as keyof typeof nodes]
          void killed.stop().then(() => {
            stoppedAt = performance.now()
          })
        }
      }
    }
    await Promise.all([reader(), reader(), reader(), reader()])
    expect(failures).toEqual([])
    const survivor = killed === primary ? '0.000000000000000002' : '0.000000000000000001'
    const after = reads.filter((read) => read.startedAt > stoppedAt)
    expect(after.length).toBeGreaterThanOrEqual(40)
    expect(after.every((read) => read.balance === survivor)).toBe(true)
    expect(reads.some((read) => read.balance !== survivor)).toBe(true)
  })
})

describe('fail-over rules (SPEC §8)', () => {
  test.each<[string, RpcStubReply, boolean]>([
    ['a user rejection (4001)', { error: { code: 4001, message: 'User rejected' } }, false],
    ['a revert (3)', { error: { code: 3, message: 'execution reverted', data: '0x' } }, false],
    ['invalid input (-32000)', { error: { code: -32_000, message: 'nonce too low' } }, false],
    ['invalid params (-32602)', { error: { code: -32_602, message: 'bad block tag' } }, false],
    ['an internal error (-32603)', { error: { code: -32_603, message: 'internal' } }, true],
    ['HTTP 503', { status: 503 }, true],
  ])('%s from the first URL: fails over to the second = %s', async (_case, reply, failsOver) => {
    const first = await stub(() => reply)
    const second = await stub(() => ({ result: '0x2' }))
    const read = evmAdapter().getBalance({
      address: ADDRESS,
      network: network(first.url, second.url),
    })
    if (failsOver) {
      await expect(read).resolves.toMatchObject({ balance: '0.000000000000000002' })
      expect(second.reads()).toHaveLength(1)
    } else {
      const error = await read.catch((e: unknown) => e)
      expect(getWalletErrorCode(error)).toBe((reply as { error: { code: number } }).error.code)
      expect(second.reads()).toEqual([])
    }
    expect(first.reads().map(({ method }) => method)).toEqual(['eth_getBalance'])
  })

  test('the URLs are ranked: each gets net_listening pings from the first read on', async () => {
    const first = await stub(() => ({ result: '0x1' }))
    const second = await stub(() => ({ result: '0x2' }))
    const adapter = evmAdapter()
    await adapter.getBalance({ address: ADDRESS, network: network(first.url, second.url) })
    await vi.waitFor(() => {
      for (const node of [first, second]) {
        expect(node.calls.some(({ method }) => method === 'net_listening')).toBe(true)
      }
    })
  })
})

describe('one transport per network', () => {
  test('reads of one tick go out as one JSON-RPC batch; one URL is never pinged', async () => {
    const node = await stub(() => ({ result: '0x1' }))
    const adapter = evmAdapter()
    const only = network(node.url)
    await adapter.getBalance({ address: ADDRESS, network: only })
    await Promise.all([
      adapter.getBalance({ address: ADDRESS, network: only }),
      adapter.request!({ network: only, method: 'eth_blockNumber' }),
    ])
    expect(node.bodies).toEqual([1, 2])
    expect(node.calls.some(({ method }) => method === 'net_listening')).toBe(false)
  })

  test("a network without a URL: 'URL is required', the class core and @latch/solana throw", async () => {
    const error = await evmAdapter()
      .getBalance({ address: ADDRESS, network: network() })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RpcUrlRequiredError)
    expect(entry.RpcUrlRequiredError).toBe(RpcUrlRequiredError)
    expect((error as RpcUrlRequiredError).shortMessage).toBe('URL is required')
  })
})
