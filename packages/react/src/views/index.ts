import type { ViewName } from '@latch/core'
import { Connect } from './Connect/Connect.tsx'
import type { ViewComponent } from './types.ts'

/**
 * The views this build can show. A view missing here renders the "not available in this
 * build" panel instead of a fake screen. Views that SPEC §1 loads on demand are added as
 * `lazy(() => import(...))` components; the modal wraps every view in `<Suspense>`.
 */
export const VIEW_REGISTRY: Partial<Record<ViewName, ViewComponent>> = {
  Connect,
}
