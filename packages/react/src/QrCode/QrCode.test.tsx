import { act, cleanup, render } from '@testing-library/react'
import decodeQR from 'qr/decode.js'
import { afterEach, describe, expect, test } from 'vitest'
import { violationsOf } from '../test/axe.ts'
import { QrCode } from './QrCode.tsx'
import { loadQrEncoder } from './useQrEncoder.ts'

afterEach(cleanup)

const URI =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1732185600'

/** Rasterises the drawn SVG and reads it back with a QR decoder, as a phone camera would. */
async function scan(container: HTMLElement, { coverCenter = false } = {}): Promise<string> {
  const svg = container.querySelector('svg')
  if (!svg) throw new Error('no QR code drawn')
  const size = 480
  const image = new Image(size, size)
  const source = new XMLSerializer().serializeToString(svg)
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(source)}`
  await image.decode()
  const canvas = document.createElement('canvas')
  canvas.width = size
  canvas.height = size
  const context = canvas.getContext('2d')
  if (!context) throw new Error('no 2d context')
  context.fillStyle = '#fff'
  context.fillRect(0, 0, size, size)
  context.drawImage(image, 0, 0, size, size)
  const center = container.querySelector<HTMLElement>('.latch-qr-center')
  if (coverCenter && center) {
    // Paint the icon's box solid, as a phone sees it over the code (worse than the blank hole).
    const box = center.getBoundingClientRect()
    const frame = container.querySelector('.latch-qr')!.getBoundingClientRect()
    const scale = size / frame.width
    context.fillStyle = '#2f6bf2'
    context.fillRect(
      (box.left - frame.left) * scale,
      (box.top - frame.top) * scale,
      box.width * scale,
      box.height * scale,
    )
  }
  const pixels = context.getImageData(0, 0, size, size)
  return decodeQR({ width: size, height: size, data: pixels.data })
}

async function ready(container: HTMLElement) {
  await expect
    .poll(() => container.querySelector('.latch-qr')?.getAttribute('data-state'))
    .toBe('ready')
}

describe('QrCode', () => {
  test('draws a code that scans back to the value', async () => {
    const { container } = render(<QrCode value={URI} label="QR code to connect" />)
    await ready(container)
    expect(await scan(container)).toBe(URI)
  })

  test('with an icon in the middle, the code still scans', async () => {
    const icon = 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>'
    const { container } = render(<QrCode value={URI} label="QR code to connect" image={icon} />)
    await ready(container)
    expect(container.querySelector('.latch-qr-center img')?.getAttribute('src')).toBe(icon)
    expect(await scan(container, { coverCenter: true })).toBe(URI)
  })

  test('holds the space with a labelled placeholder of the same size until the encoder is in', () => {
    // A fresh module state can't be had in one page, so this checks the placeholder's shape when
    // the value is empty (nothing to encode yet) — the same branch the first load renders.
    const { container } = render(<QrCode value="" size={200} label="QR code to connect" />)
    const placeholder = container.querySelector('.latch-qr')
    expect(placeholder?.getAttribute('data-state')).toBe('loading')
    expect(placeholder?.getAttribute('aria-label')).toBe('QR code to connect')
    expect(placeholder?.getBoundingClientRect().width).toBe(200)
    expect(placeholder?.getBoundingClientRect().height).toBe(200)
  })

  test('a new value replaces the code with no empty frame in between', async () => {
    await loadQrEncoder()
    const states: (string | null)[] = []
    const { container, rerender } = render(<QrCode value={`${URI}&n=1`} label="QR" />)
    const observer = new MutationObserver(() => {
      states.push(container.querySelector('.latch-qr')?.getAttribute('data-state') ?? null)
    })
    observer.observe(container, { subtree: true, attributes: true, childList: true })
    await ready(container)
    act(() => rerender(<QrCode value={`${URI}&n=2`} label="QR" />))
    expect(container.querySelector('.latch-qr')?.getAttribute('data-value')).toBe(`${URI}&n=2`)
    // An empty value (the next URI not there yet) keeps the last code rather than a blank.
    act(() => rerender(<QrCode value="" label="QR" />))
    await act(() => Promise.resolve())
    expect(container.querySelector('.latch-qr')?.getAttribute('data-value')).toBe(`${URI}&n=2`)
    observer.disconnect()
    expect(states.filter((state) => state !== 'ready')).toEqual([])
    expect(await scan(container)).toBe(`${URI}&n=2`)
  })

  test('is an image with its label and no axe violations', async () => {
    const { container } = render(<QrCode value={URI} label="QR code of your address" />)
    await ready(container)
    expect(container.querySelector('svg')?.getAttribute('role')).toBe('img')
    expect(container.querySelector('svg')?.getAttribute('aria-label')).toBe(
      'QR code of your address',
    )
    expect(await violationsOf(container)).toEqual([])
  })
})
