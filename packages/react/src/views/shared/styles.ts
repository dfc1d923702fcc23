import { NETWORK_ICON_CSS } from '../../NetworkIcon/NetworkIcon.tsx'
import { MIRRORED_ICONS_CSS } from './extraIcons.ts'

/**
 * CSS shared by the lazily loaded views: list rows with a label, the network list, a hidden
 * text for screen readers. Rides along with those views, not with the modal shell.
 */
export const ROWS_CSS = `${NETWORK_ICON_CSS}${MIRRORED_ICONS_CSS}
.latch-rows{display:flex;flex-direction:column;gap:8px}
.latch-row{min-height:52px;padding:8px 12px;padding-inline-start:10px}
.latch-row:disabled{cursor:progress;opacity:.6}
.latch-row-icon{display:grid;place-items:center;flex:none;width:32px;height:32px;border-radius:50%;background:var(--_surface-2);color:var(--_fg-2)}
.latch-row-text{flex:1;min-width:0;display:flex;flex-direction:column;gap:2px}
.latch-row-label{font-size:var(--_t-xs);color:var(--_fg-2)}
.latch-row>svg:last-child{flex:none;color:var(--_fg-2)}
.latch-row[data-state=unsupported] .latch-row-icon{background:color-mix(in srgb,var(--_warn) 14%,var(--_bg));color:var(--_warn)}
.latch-row[data-state=unsupported] .latch-wallet-name{color:color-mix(in srgb,var(--_warn) 75%,var(--_fg))}
.latch-network-list .latch-wallet[aria-current=true]{box-shadow:inset 0 0 0 1.5px var(--_accent)}
.latch-network-list .latch-wallet[aria-current=true]>svg{color:var(--_accent-text)}
.latch-network-group{padding:6px 4px 2px;font-size:var(--_t-xs);font-weight:600;color:var(--_fg-2);text-transform:uppercase;letter-spacing:.06em}
.latch-tag[data-tone=neutral]{background:var(--_bg);color:var(--_fg-2);box-shadow:inset 0 0 0 1px var(--_border)}
.latch-visually-hidden{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip-path:inset(50%);white-space:nowrap;border:0}
`
