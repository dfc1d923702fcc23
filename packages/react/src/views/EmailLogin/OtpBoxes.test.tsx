import { act, cleanup } from '@testing-library/react'
import { page, userEvent } from '@vitest/browser/context'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { renderWithLatch } from '../../test/fixtures.tsx'
import { OtpBoxes } from './OtpBoxes.tsx'

afterEach(cleanup)

function renderBoxes(props: { disabled?: boolean; invalid?: boolean } = {}) {
  const onComplete = vi.fn()
  // Inside a provider: the boxes' names come from the modal's catalogue, in its language.
  renderWithLatch(<OtpBoxes length={6} onComplete={onComplete} {...props} />)
  const boxes = [...document.querySelectorAll<HTMLInputElement>('.latch-otp-box')]
  const values = () => boxes.map((box) => box.value).join('')
  return { onComplete, boxes, values }
}

/** A paste as the browser sends it: a ClipboardEvent carrying `text`. */
function paste(target: HTMLInputElement, text: string) {
  const data = new DataTransfer()
  data.setData('text', text)
  act(() => {
    target.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    )
  })
}

describe('OtpBoxes', () => {
  test('six labelled digit boxes in a named group; the first has focus and the one-time-code autofill', async () => {
    const { boxes } = renderBoxes()
    expect(boxes).toHaveLength(6)
    await expect.element(page.getByRole('group', { name: 'Verification code' })).toBeInTheDocument()
    await expect.element(page.getByRole('textbox', { name: 'Digit 3 of 6' })).toBeInTheDocument()
    expect(document.activeElement).toBe(boxes[0])
    expect(boxes[0]?.autocomplete).toBe('one-time-code')
    expect(boxes.map((box) => box.inputMode)).toEqual(Array(6).fill('numeric'))
  })

  test('typing moves to the next box and submits once, on the sixth digit', async () => {
    const { onComplete, boxes, values } = renderBoxes()
    await userEvent.keyboard('12345')
    expect(values()).toBe('12345')
    expect(document.activeElement).toBe(boxes[5])
    expect(onComplete).not.toHaveBeenCalled()
    await userEvent.keyboard('6')
    expect(onComplete).toHaveBeenCalledTimes(1)
    expect(onComplete).toHaveBeenCalledWith('123456')
  })

  test('letters and symbols are ignored', async () => {
    const { onComplete, boxes, values } = renderBoxes()
    await userEvent.keyboard('a-1 b2')
    expect(values()).toBe('12')
    expect(document.activeElement).toBe(boxes[2])
    expect(onComplete).not.toHaveBeenCalled()
  })

  test('a pasted code fills every box from the first, wherever it was pasted, and submits', () => {
    const { onComplete, boxes, values } = renderBoxes()
    paste(boxes[3] as HTMLInputElement, ' 987 654\n')
    expect(values()).toBe('987654')
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('987654')
  })

  test('a partial paste fills from the box it lands in and moves to the next empty one', () => {
    const { onComplete, boxes, values } = renderBoxes()
    paste(boxes[0] as HTMLInputElement, '42')
    expect(values()).toBe('42')
    expect(document.activeElement).toBe(boxes[2])
    expect(onComplete).not.toHaveBeenCalled()
  })

  test('the browser’s autofill typing the whole code into one box fills them all', async () => {
    const { onComplete, boxes, values } = renderBoxes()
    await userEvent.fill(boxes[0] as HTMLInputElement, '246810')
    expect(values()).toBe('246810')
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('246810')
  })

  test('Backspace clears the digit, then on an empty box moves back and clears the one before', async () => {
    const { boxes, values } = renderBoxes()
    await userEvent.keyboard('123')
    expect(document.activeElement).toBe(boxes[3])
    await userEvent.keyboard('{Backspace}')
    expect(values()).toBe('12')
    expect(document.activeElement).toBe(boxes[2])
    await userEvent.keyboard('{Backspace}')
    expect(values()).toBe('1')
    expect(document.activeElement).toBe(boxes[1])
    await userEvent.keyboard('7')
    expect(values()).toBe('17')
  })

  test('the arrows move between boxes; typing over a filled box replaces its digit', async () => {
    const { boxes, values } = renderBoxes()
    await userEvent.keyboard('123')
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}')
    expect(document.activeElement).toBe(boxes[1])
    await userEvent.keyboard('9')
    expect(values()).toBe('193')
    expect(document.activeElement).toBe(boxes[2])
    await userEvent.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(boxes[3])
  })

  test('disabled boxes take no input; invalid ones say so', async () => {
    const { boxes } = renderBoxes({ disabled: true, invalid: true })
    // The fieldset disables them all (the boxes keep their digits while a code is checked).
    expect(boxes.every((box) => box.matches(':disabled'))).toBe(true)
    expect(boxes.every((box) => box.getAttribute('aria-invalid') === 'true')).toBe(true)
  })
})
