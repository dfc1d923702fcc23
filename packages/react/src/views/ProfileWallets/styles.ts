/** CSS of the ProfileWallets view beyond the shared rows. */
export const PROFILE_WALLETS_CSS = `
.latch-profile-wallets{display:flex;flex-direction:column;gap:16px;max-height:min(480px,calc(100dvh - 200px));margin:-4px;padding:4px;overflow-y:auto;overscroll-behavior:contain}
.latch-profile-wallets h3{margin:0}
.latch-profile-wallet-list{list-style:none;display:flex;flex-direction:column;gap:8px}
.latch-profile-wallet-row{display:flex;align-items:center;gap:10px;min-height:60px;padding:8px;padding-inline-start:10px;border-radius:var(--_r-lg);background:var(--_surface)}
.latch-profile-wallet-row[aria-current=true]{box-shadow:inset 0 0 0 1.5px var(--_accent)}
.latch-profile-wallet-row .latch-wallet-name{display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:2;white-space:normal;overflow-wrap:anywhere}
.latch-profile-wallet-accounts{display:flex;flex-wrap:wrap;gap:2px 10px;font-size:var(--_t-xs);color:var(--_fg-2);font-variant-numeric:tabular-nums}
.latch-profile-wallet-row>.latch-spinner{flex:none;width:18px;height:18px;color:var(--_accent);animation:latch-spin .7s linear infinite}
.latch-profile-wallet-switch{flex:none;height:32px;padding:0 14px;border:0;border-radius:999px;background:var(--_accent-soft);color:var(--_accent-text);font-size:var(--_t-sm);font-weight:600}
.latch-profile-wallet-switch:hover{background:color-mix(in srgb,var(--_accent) 22%,var(--_bg))}
.latch-profile-wallet-disconnect{flex:none;width:32px;height:32px;background:none}
.latch-profile-wallet-disconnect:hover{background:var(--_surface-2);color:var(--_fg)}
.latch-profile-wallet-row [aria-disabled=true]{cursor:progress;opacity:.6}
`
