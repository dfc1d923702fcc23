import { afterEach, describe, expect, it } from 'vitest'
import { createFrameUi } from './ui.ts'

const view = {
  description: {
    title: 'Sign message',
    rows: [
      { label: 'Message', value: '<img src=x onerror="window.__pwned=1">Hello' },
      { label: 'Network', value: 'Latch Devnet' },
    ],
  },
  site: { name: 'Shop <b>bold</b>', origin: 'http://127.0.0.1:5173' },
}

let root: HTMLElement
function mountRoot() {
  root = document.createElement('main')
  document.body.append(root)
  return createFrameUi(root)
}
afterEach(() => {
  root?.remove()
  document.documentElement.removeAttribute('data-theme')
  document.documentElement.removeAttribute('style')
})

const button = (testId: string) =>
  root.querySelector<HTMLButtonElement>(`[data-testid="${testId}"]`)

describe('approval card', () => {
  it('shows the request as text (never markup), takes focus, Approve resolves true and removes it', async () => {
    const ui = mountRoot()
    const answer = ui.approve(view, new AbortController().signal)
    const card = root.querySelector<HTMLElement>('[role="dialog"]')
    expect(card).not.toBeNull()
    expect(document.activeElement).toBe(card)
    expect(card?.getAttribute('aria-labelledby')).toBe(root.querySelector('h1')?.id)
    expect(root.querySelector('h1')?.textContent).toBe('Sign message')
    expect(root.querySelector('img')).toBeNull()
    expect(root.querySelector('b')).toBeNull()
    expect(root.textContent).toContain('<img src=x onerror="window.__pwned=1">Hello')
    expect(root.textContent).toContain('Shop <b>bold</b>')
    expect(root.textContent).toContain('http://127.0.0.1:5173')
    expect(button('latch-frame-decline')?.textContent).toBe('Decline')
    button('latch-frame-approve')?.click()
    expect(await answer).toBe(true)
    expect(root.childElementCount).toBe(0)
  })

  it('Decline and Escape resolve false', async () => {
    const ui = mountRoot()
    const declined = ui.approve(view, new AbortController().signal)
    button('latch-frame-decline')?.click()
    expect(await declined).toBe(false)

    const escaped = ui.approve(view, new AbortController().signal)
    document.activeElement?.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }),
    )
    expect(await escaped).toBe(false)
    expect(root.childElementCount).toBe(0)
  })

  it('an abort (the host closed its modal) rejects with its reason and removes the card', async () => {
    const ui = mountRoot()
    const controller = new AbortController()
    const answer = ui.approve(view, controller.signal)
    controller.abort(new Error('Modal closed'))
    await expect(answer).rejects.toThrow('Modal closed')
    expect(root.childElementCount).toBe(0)
  })
})

describe('recovery card', () => {
  it('shows the share until Done', async () => {
    const ui = mountRoot()
    const shown = ui.showRecovery('c2hhcmU=', new AbortController().signal)
    expect(button('latch-frame-done')).not.toBeNull()
    expect(root.querySelector('[data-testid="latch-frame-recovery"]')?.textContent).toBe('c2hhcmU=')
    expect(document.activeElement?.getAttribute('role')).toBe('dialog')
    button('latch-frame-done')?.click()
    await shown
    expect(root.childElementCount).toBe(0)
  })
})

describe('theme', () => {
  it('dark mode and a valid accent apply; an invalid accent is ignored', () => {
    const ui = mountRoot()
    ui.setTheme('dark', { '--latch-accent': '#ff0066' })
    expect(document.documentElement.dataset.theme).toBe('dark')
    expect(document.documentElement.style.getPropertyValue('--accent')).toBe('#ff0066')
    ui.setTheme('light', { '--latch-accent': 'red; background: url(https://evil.example)' })
    expect(document.documentElement.dataset.theme).toBe('light')
    expect(document.documentElement.style.getPropertyValue('--accent')).toBe('')
  })
})
