/**
 * Where the packed-app test runs its services: ports of their own (default 9500–9599), apart from
 * `npm start`'s stack (8545, 8546, 8787, 5173), so both can run at once.
 * `LATCH_PACKED_PORT_BASE` moves the whole block.
 */
const base = Number(process.env.LATCH_PACKED_PORT_BASE ?? 9500)

export const PORTS = {
  devnet: base + 45,
  devnet2: base + 46,
  server: base + 87,
  preview: base + 73,
} as const

export const DEVNET_RPC_URL = `http://127.0.0.1:${PORTS.devnet}`
export const SERVER_URL = `http://127.0.0.1:${PORTS.server}`
export const PREVIEW_URL = `http://127.0.0.1:${PORTS.preview}`
