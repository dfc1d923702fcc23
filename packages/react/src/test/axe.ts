import { act } from '@testing-library/react'
import axe from 'axe-core'

/**
 * Lets the motions finish (entry, view slide, height): axe measures contrast through opacity and
 * what overlaps. Waits until no finite animation runs on the page or in open shadow roots for
 * a few frames in a row (a height transition may start a frame after a view's content settles),
 * rather than a fixed time that a loaded machine can outlast. Spinners (infinite) keep running.
 */
export const settle = () =>
  act(async () => {
    const deadline = performance.now() + 3_000
    let quietFrames = 0
    while (quietFrames < 5 && performance.now() < deadline) {
      const running = runningAnimations()
      if (running.length) {
        quietFrames = 0
        await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)))
      } else quietFrames++
      await new Promise((resolve) => requestAnimationFrame(resolve))
    }
  })

function runningAnimations(): Animation[] {
  const roots: (Document | ShadowRoot)[] = [document]
  for (const element of document.querySelectorAll('*'))
    if (element.shadowRoot) roots.push(element.shadowRoot)
  return roots
    .flatMap((root) => root.getAnimations())
    .filter(
      (animation) =>
        animation.playState !== 'finished' &&
        animation.effect?.getComputedTiming().endTime !== Infinity,
    )
}

/** axe's violations under `element`, as rule id and the offending nodes (readable failures). */
export async function violationsOf(element: Element) {
  const results = await axe.run(element, { resultTypes: ['violations'] })
  return results.violations.map((violation) => ({
    id: violation.id,
    nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary}`),
  }))
}
