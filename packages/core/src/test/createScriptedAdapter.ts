import type { AdapterConnection, AdapterContext, ChainAdapter } from '../types/adapter.ts'
import type { Connector } from '../types/connector.ts'

/** A wallet error as EIP-1193 wallets throw them. */
export const walletError = (code: number, message = 'wallet error') =>
  Object.assign(new Error(message), { code })

/**
 * A scripted eip155 adapter for core's unit tests: it answers like a wallet would, from data the
 * test controls, so core's rules can be tested without a browser. The real adapters are tested
 * against real wallets and chains in their own packages and in the browser tests.
 */
export function createScriptedAdapter(options: { connectors?: Connector[] } = {}) {
  let context: AdapterContext | undefined
  const calls: string[] = []
  const script = {
    address: '0x00000000000000000000000000000000000000aa',
    chainId: 31_337 as number | string,
    connectError: undefined as unknown,
    switchError: undefined as unknown,
    balance: { balance: '1.5', symbol: 'ETH' },
    balanceError: undefined as unknown,
    grantsAccess: true,
  }
  const connection = (): AdapterConnection => ({
    address: script.address,
    chainId: script.chainId,
    accounts: [{ address: script.address, type: 'eoa' }],
  })
  const adapter: ChainAdapter = {
    namespace: 'eip155',
    setup(ctx) {
      context = ctx
      ctx.setConnectors(
        options.connectors ?? [
          {
            id: 'dev.wallet',
            name: 'Dev Wallet',
            type: 'ANNOUNCED',
            chain: 'eip155',
            installed: true,
          },
        ],
      )
      return () => {
        context = undefined
      }
    },
    async connect() {
      calls.push('connect')
      if (script.connectError) throw script.connectError
      return connection()
    },
    async reconnect() {
      calls.push('reconnect')
      return script.grantsAccess ? connection() : undefined
    },
    async disconnect() {
      calls.push('disconnect')
    },
    async switchNetwork({ network }) {
      calls.push(`switch:${network.caipNetworkId}`)
      if (script.switchError) throw script.switchError
      script.chainId = network.id
    },
    async getBalance() {
      calls.push('balance')
      if (script.balanceError) throw script.balanceError
      return script.balance
    },
    async signMessage({ message }) {
      calls.push(`sign:${message}`)
      return '0xsigned'
    },
    async sendTransaction() {
      calls.push('send')
      return `0x${'1'.repeat(64)}`
    },
    getProvider: () => undefined,
  }
  return { adapter, script, calls, context: () => context }
}
