import type { EmbeddedWalletGlue } from '../client/types.ts'
import { withEmbeddedWallet } from './withEmbeddedWallet.ts'

/** What `EmbeddedWalletConfig.glue` needs: core's routing of the AUTH connector to the frame. */
export const embeddedWalletGlue: EmbeddedWalletGlue = { withEmbeddedWallet }
