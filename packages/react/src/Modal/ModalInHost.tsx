import { createPortal } from 'react-dom'
import { Style } from '../shadow/Style.tsx'
import { useShadowRoot } from '../shadow/useShadowRoot.ts'
import { TOKENS_CSS } from '../theme/tokens.ts'
import { useHostTheme } from '../theme/useHostTheme.ts'
import { VIEWS_CSS } from '../views/styles.ts'
import { ModalRoot } from './ModalRoot.tsx'
import { MODAL_CSS } from './styles.ts'

const CSS = TOKENS_CSS + MODAL_CSS + VIEWS_CSS

/** Renders the modal into `host`'s open shadow root, with its one `<style>` and the theme. */
export function ModalInHost({ host, embedded }: { host: HTMLElement | null; embedded: boolean }) {
  const root = useShadowRoot(host)
  useHostTheme(host)
  if (!root) return null
  return createPortal(
    <>
      <Style>{CSS}</Style>
      <ModalRoot embedded={embedded} />
    </>,
    root,
  )
}
