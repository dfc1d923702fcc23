import type { RequestDescription } from '../approval/describeRequest.ts'
import type { TestWalletInfo } from '../types.ts'
import { PROMPT_CSS } from './promptStyles.ts'

/** The prompt's elements: a shadow host for the page, the buttons for the wiring. */
export type RenderedPrompt = {
  host: HTMLDivElement
  card: HTMLDivElement
  approve: HTMLButtonElement
  reject: HTMLButtonElement
}

/**
 * Builds the prompt card inside its own open shadow root (open so Playwright's role locators
 * reach the buttons). Every page-provided string goes in as text, never as HTML.
 */
export function renderPrompt(
  document: Document,
  wallet: Pick<TestWalletInfo, 'name' | 'icon'>,
  request: RequestDescription,
): RenderedPrompt {
  const host = document.createElement('div')
  host.dataset.latchTestWalletPromptHost = ''
  const root = host.attachShadow({ mode: 'open' })
  const element = <K extends keyof HTMLElementTagNameMap>(tag: K, text?: string) => {
    const node = document.createElement(tag)
    if (text !== undefined) node.textContent = text
    return node
  }

  const style = element('style', PROMPT_CSS)
  const card = element('div')
  card.className = 'card'
  card.setAttribute('role', 'alertdialog')
  card.setAttribute('aria-labelledby', 'latch-prompt-title')
  card.setAttribute('aria-describedby', 'latch-prompt-description')
  card.dataset.method = request.method

  const header = element('header')
  const icon = element('img')
  icon.src = wallet.icon
  icon.alt = ''
  header.append(icon, element('span', wallet.name))

  const title = element('h2', request.title)
  title.id = 'latch-prompt-title'
  const description = element('p', request.description)
  description.id = 'latch-prompt-description'

  const details = element('dl')
  for (const row of request.rows) details.append(element('dt', row.label), element('dd', row.value))

  const reject = element('button', 'Reject')
  reject.type = 'button'
  reject.dataset.action = 'reject'
  const approve = element('button', 'Approve')
  approve.type = 'button'
  approve.dataset.action = 'approve'
  const actions = element('div')
  actions.className = 'actions'
  actions.append(reject, approve)

  card.append(header, title, description, details, actions)
  root.append(style, card)
  return { host, card, approve, reject }
}
