import { RpcUrlRequiredError } from '@latch/core'
import { solanaDevnet } from '@latch/core/networks'
import { address } from '@solana/kit'
import { expect, test } from 'vitest'
import { deadRpcUrl, useRpcStubs } from '../../../core/src/test/startRpcStub.ts'
import * as entry from '../exports/index.ts'
import { solanaRpc } from './solanaRpc.ts'

const OWNER = address('9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin')
const stub = useRpcStubs()
const balanceOn = (...urls: string[]) =>
  solanaRpc({ ...solanaDevnet, rpcUrls: { default: { http: urls } } })
    .getBalance(OWNER)
    .send()

test('an unreachable URL, then an HTTP 503: the next URL answers', async () => {
  const down = await stub({ status: 503 })
  const up = await stub({ result: { context: { slot: 1 }, value: 5 } })
  expect((await balanceOn(await deadRpcUrl(), down.url, up.url)).value).toBe(5n)
  expect(down.calls.map(({ method }) => method)).toEqual(['getBalance'])
})

test('a JSON-RPC error answer is thrown with its code; the next URL is not asked', async () => {
  const refusing = await stub({ error: { code: -32_602, message: 'Invalid param' } })
  const up = await stub({ result: { context: { slot: 1 }, value: 5 } })
  await expect(balanceOn(refusing.url, up.url)).rejects.toMatchObject({
    context: { __code: -32_602 },
  })
  expect(up.calls).toEqual([])
})

test("no URL: 'URL is required', the class core and @latch/evm throw", () => {
  expect(() => balanceOn()).toThrow(RpcUrlRequiredError)
  expect(entry.RpcUrlRequiredError).toBe(RpcUrlRequiredError)
})
