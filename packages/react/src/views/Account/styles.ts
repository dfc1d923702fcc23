import { AVATAR_CSS } from '../../Avatar/Avatar.tsx'
import { ROWS_CSS } from '../shared/styles.ts'

/** CSS of the Account view. */
export const ACCOUNT_CSS = `${AVATAR_CSS}${ROWS_CSS}
.latch-profile{display:flex;flex-direction:column;align-items:center;padding:4px 0 20px;text-align:center}
.latch-profile-avatar{position:relative;margin-bottom:14px}
.latch-profile-avatar>.latch-avatar{box-shadow:inset 0 0 0 1px rgb(0 0 0/.08),0 8px 24px -8px rgb(16 20 40/.45)}
.latch-profile-wallet{position:absolute;right:-6px;bottom:-4px;display:flex;border-radius:9px;background:var(--_bg);box-shadow:0 0 0 3px var(--_bg)}
.latch-profile-wallet>.latch-wallet-icon{width:28px;height:28px;border-radius:8px;font-size:11px}
.latch-profile-address{display:flex;align-items:center;gap:4px;padding-left:32px}
.latch-profile-name{font-size:calc(var(--_fs)*2);font-weight:700;letter-spacing:-.01em;font-variant-numeric:tabular-nums}
.latch-copy{width:28px;height:28px;background:none}
.latch-profile-balance{min-height:1.4em;margin-top:2px;font-size:var(--_t-md);font-weight:500;color:var(--_fg-2);font-variant-numeric:tabular-nums}
.latch-skeleton{display:inline-block;width:104px;height:.9em;vertical-align:middle;border-radius:6px;background:var(--_surface-2);animation:latch-shimmer 1.1s ease-in-out infinite alternate}
@keyframes latch-shimmer{to{opacity:.45}}
.latch-profile-via{display:flex;align-items:center;gap:6px;margin-top:12px;padding:4px 10px 4px 6px;border-radius:999px;background:var(--_surface);font-size:var(--_t-xs);color:var(--_fg-2)}
.latch-profile-via>.latch-ok{width:8px;height:8px;margin-left:4px;border-radius:50%;background:var(--_ok)}
`
