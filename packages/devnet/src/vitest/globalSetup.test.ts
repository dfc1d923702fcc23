import type { ProvidedContext } from 'vitest'
import { expect, test } from 'vitest'
import { rpcRequest } from '../rpcRequest.ts'
import { rpcAnswers } from '../testing/processes.ts'
import setup from './globalSetup.ts'

test('provides the RPC URLs of both chains and stops them at teardown', async () => {
  const provided = new Map<string, unknown>()
  const teardown = await setup({
    provide: (key, value) => {
      provided.set(key, value)
    },
  })

  expect([...provided.keys()]).toEqual(['latchDevnet'])
  const devnet = provided.get('latchDevnet') as ProvidedContext['latchDevnet']
  // Crosses to test workers: must survive structured cloning unchanged.
  expect(structuredClone(devnet)).toEqual(devnet)
  expect(devnet.chains.map((chain) => chain.chainId)).toEqual([31337, 31338])
  for (const chain of devnet.chains) {
    expect(Number(await rpcRequest<string>(chain.rpcUrl, 'eth_chainId'))).toBe(chain.chainId)
  }

  await teardown()
  for (const chain of devnet.chains) expect(await rpcAnswers(chain.rpcUrl)).toBe(false)
}, 60_000)
