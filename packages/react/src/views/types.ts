import type { RouteEntry } from '@latch/core'
import type { ComponentType } from 'react'

/** What every view component receives: its entry of the history stack. */
export type ViewProps = { entry: RouteEntry }

export type ViewComponent = ComponentType<ViewProps>
