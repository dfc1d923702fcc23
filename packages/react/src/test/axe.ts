import { act } from '@testing-library/react'
import axe from 'axe-core'

/** Lets the entry animations (≤ 150 ms) finish: axe measures contrast through opacity. */
export const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 350)))

/** axe's violations under `element`, as rule id and the offending nodes (readable failures). */
export async function violationsOf(element: Element) {
  const results = await axe.run(element, { resultTypes: ['violations'] })
  return results.violations.map((violation) => ({
    id: violation.id,
    nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary}`),
  }))
}
