import { describe, expect, test } from 'vitest'
import { HttpStatusError, NetworkRequestError } from '../errors/http.ts'
import { RpcResponseError, RpcUrlRequiredError } from '../errors/rpc.ts'
import { deadRpcUrl, useRpcStubs } from '../test/startRpcStub.ts'
import { requestRpc } from './requestRpc.ts'

const stub = useRpcStubs()

describe('requestRpc', () => {
  test('an unreachable URL, then a non-OK one: the next URL answers', async () => {
    const down = await stub({ status: 503 })
    const up = await stub({ result: '0x2a' })
    const urls = [await deadRpcUrl(), down.url, up.url]
    expect(await requestRpc({ urls, method: 'eth_blockNumber' })).toBe('0x2a')
    expect(down.calls).toHaveLength(1)
  })

  test.each([
    [4001, 'a user rejection'],
    [3, 'a revert'],
    [-32_603, 'any JSON-RPC error answer'],
  ])('%i (%s): thrown with its code, the next URL is not asked', async (code) => {
    const first = await stub({ error: { code, message: 'no', data: '0x01' } })
    const second = await stub({ result: '0x2a' })
    const error = await requestRpc({ urls: [first.url, second.url], method: 'eth_call' }).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(RpcResponseError)
    expect(error).toMatchObject({ code, data: '0x01' })
    expect(second.calls).toEqual([])
  })

  test('every URL failing: the last failure; no URL: URL is required', async () => {
    const down = await stub({ status: 502 })
    await expect(requestRpc({ urls: [down.url], method: 'eth_chainId' })).rejects.toBeInstanceOf(
      HttpStatusError,
    )
    await expect(
      requestRpc({ urls: [await deadRpcUrl()], method: 'eth_chainId' }),
    ).rejects.toBeInstanceOf(NetworkRequestError)
    await expect(requestRpc({ urls: [], method: 'eth_chainId' })).rejects.toBeInstanceOf(
      RpcUrlRequiredError,
    )
  })
})
