import type { CaipNetwork } from '@latch/core'
import { latchDevnet, latchDevnet2 } from '@latch/core/networks'

/**
 * The site's networks: the local devnet's two EVM chains (`npm start`, http://127.0.0.1:8545).
 * Shared by the client (latch.ts) and the server page, which checks the stored network with them.
 */
export const networks: [CaipNetwork, ...CaipNetwork[]] = [latchDevnet, latchDevnet2]
