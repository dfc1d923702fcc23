import { afterEach, describe, expect, test, vi } from 'vitest'
import { AccountNotInConnectionError } from '../errors/account.ts'
import { createScriptedAdapter } from '../test/createScriptedAdapter.ts'
import { createTestClient } from '../test/createTestClient.ts'
import { switchAccount } from './switchAccount.ts'

// The bip122 rule (payment accounts only) is tested with the real adapter and test wallet in
// @latch/bitcoin; here the namespace-independent part, on a two-account eip155 connection.
const FIRST = '0x00000000000000000000000000000000000000aa'
const SECOND = '0x00000000000000000000000000000000000000Bb'

const clients: { destroy(): void }[] = []
afterEach(() => {
  for (const client of clients.splice(0)) client.destroy()
})

async function connected() {
  const wallet = createScriptedAdapter()
  const connect = wallet.adapter.connect
  wallet.adapter.connect = async (parameters) => ({
    ...(await connect(parameters)),
    accounts: [
      { address: FIRST, type: 'eoa' },
      { address: SECOND, type: 'eoa' },
    ],
  })
  const client = createTestClient({ adapters: [wallet.adapter] })
  clients.push(client)
  await client.connect({ connectorId: 'dev.wallet' })
  return client
}

describe('switchAccount', () => {
  test("selects another of the connection's accounts (EVM: any case) and reads its balance", async () => {
    const client = await connected()
    const result = await switchAccount(client, { address: SECOND.toLowerCase() })
    expect(result).toEqual({ address: SECOND, type: 'eoa' })
    expect(client.getState().accounts.eip155).toMatchObject({
      address: SECOND,
      caipAddress: `eip155:31337:${SECOND}`,
    })
    expect(client.getState().connections.eip155?.[0]?.accounts).toHaveLength(2)
    await vi.waitFor(() => expect(client.getState().accounts.eip155?.balance).toBe('1.5'))
  })

  test('an address outside the connection, or no connection, throws and changes nothing', async () => {
    const client = await connected()
    const error = await switchAccount(client, { address: '0x01' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AccountNotInConnectionError)
    expect(client.getState().accounts.eip155?.address).toBe(FIRST)
    await expect(
      switchAccount(client, { namespace: 'solana', address: FIRST }),
    ).rejects.toBeInstanceOf(AccountNotInConnectionError)
  })
})
