export { type EvmWagmiAdapterOptions, evmWagmiAdapter } from '../wagmi/evmWagmiAdapter.ts'
