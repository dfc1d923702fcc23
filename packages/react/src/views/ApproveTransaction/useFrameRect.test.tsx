import { act, cleanup, render } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, expect, test, vi } from 'vitest'
import { type FrameRect, useFrameRect } from './useFrameRect.ts'

afterEach(cleanup)

function Box(props: { show(rect: FrameRect): void; hide(): void; height: number }) {
  const [element, setElement] = useState<HTMLDivElement | null>(null)
  useFrameRect(element, props.show, props.hide)
  return (
    <div data-testid="scroller" style={{ height: 200, overflow: 'auto' }}>
      <div style={{ height: 50 }} />
      <div ref={setElement} style={{ width: 300, height: props.height, marginLeft: 20 }} />
      <div style={{ height: 1000 }} />
    </div>
  )
}

const frames = async (count: number) => {
  for (let i = 0; i < count; i++) await new Promise((resolve) => requestAnimationFrame(resolve))
}

test('reports the box on mount, on resize and on scroll, not twice the same; hides on unmount', async () => {
  const show = vi.fn()
  const hide = vi.fn()
  const { rerender, unmount, getByTestId } = render(<Box show={show} hide={hide} height={120} />)
  const scroller = getByTestId('scroller')
  const top = Math.round(scroller.getBoundingClientRect().top)
  const left = Math.round(scroller.getBoundingClientRect().left)
  expect(show).toHaveBeenCalledTimes(1)
  expect(show).toHaveBeenLastCalledWith({ top: top + 50, left: left + 20, width: 300, height: 120 })
  // Measured every frame for a moment (the modal's motions), but an unchanged box is not re-sent.
  await frames(5)
  expect(show).toHaveBeenCalledTimes(1)

  rerender(<Box show={show} hide={hide} height={160} />)
  await expect.poll(() => show.mock.lastCall?.[0]).toMatchObject({ height: 160 })

  act(() => {
    scroller.scrollTop = 30
  })
  await expect.poll(() => show.mock.lastCall?.[0]).toMatchObject({ top: top + 20, height: 160 })

  expect(hide).not.toHaveBeenCalled()
  unmount()
  expect(hide).toHaveBeenCalledTimes(1)
})

test('a box that moves without resizing (the view sliding in) is followed', async () => {
  const show = vi.fn()
  const { getByTestId } = render(<Box show={show} hide={() => {}} height={100} />)
  const scroller = getByTestId('scroller')
  // What the modal's view transition does: a transform, which no ResizeObserver sees.
  act(() => {
    scroller.style.transform = 'translateX(16px)'
  })
  await expect
    .poll(() => show.mock.lastCall?.[0].left)
    .toBe(Math.round(scroller.getBoundingClientRect().left) + 20)
})
