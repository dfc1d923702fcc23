import { createLatch, type LatchClient, latchDevnet, latchDevnet2, mainnet } from '@latch/core'
import { DEMO_METADATA, type DemoSettings, toFeatures } from './demoConfig.ts'

/** The demo's client: the local devnet chains first, Ethereum for show. */
export function createDemoLatch(settings: DemoSettings): LatchClient {
  return createLatch({
    projectId: 'latch-dev-project',
    networks: [latchDevnet, latchDevnet2, mainnet],
    adapters: [],
    metadata: DEMO_METADATA,
    features: toFeatures(settings),
    themeMode: settings.themeMode,
    themeVariables: settings.accent ? { '--latch-accent': settings.accent } : {},
    enableEmbedded: settings.embedded,
  })
}
