import { createLatch } from '../client/createLatch.ts'
import type { LatchClient } from '../client/latchClient.ts'
import type { LatchOptions } from '../client/types.ts'
import { latchDevnet, latchDevnet2 } from '../networks/builtin.ts'
import { createMemoryStorage } from '../storage/createStorage.ts'
import { createScriptedAdapter } from './createScriptedAdapter.ts'

/** A client on an in-memory storage, silent logger, the two devnet chains. */
export function createTestClient(
  options: Partial<LatchOptions> = {},
  storage = createMemoryStorage(),
): LatchClient & { memory: typeof storage } {
  const client = createLatch({
    projectId: 'test-project',
    networks: [latchDevnet, latchDevnet2],
    adapters: [createScriptedAdapter().adapter],
    storage,
    logLevel: 'silent',
    ...options,
  })
  return Object.assign(client, { memory: storage })
}
