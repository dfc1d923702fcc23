import { AVATAR_CSS } from '../../Avatar/Avatar.tsx'
import { NAMESPACE_ICON_CSS } from '../Networks/NamespaceIcon.tsx'
import { ROWS_CSS } from '../shared/styles.ts'

/**
 * CSS of the Account view. The account's address or name, balance and amounts are isolated left
 * to right text, so a right-to-left modal shows "1.500 ETH", not "ETH 1.500".
 */
export const ACCOUNT_CSS = `${AVATAR_CSS}${ROWS_CSS}${NAMESPACE_ICON_CSS}
.latch-profile{display:flex;flex-direction:column;align-items:center;padding:0 0 14px;text-align:center}
.latch-profile-avatar{position:relative;margin-bottom:10px}
.latch-profile-avatar>.latch-avatar{box-shadow:inset 0 0 0 1px rgb(0 0 0/.08),0 8px 24px -8px rgb(16 20 40/.45)}
.latch-profile-wallet{position:absolute;inset-inline-end:-6px;bottom:-4px;display:flex;border-radius:9px;background:var(--_bg);box-shadow:0 0 0 3px var(--_bg)}
.latch-profile-wallet>.latch-wallet-icon{width:28px;height:28px;border-radius:8px;font-size:11px}
.latch-profile-address{display:flex;align-items:center;gap:4px;padding-inline-start:32px}
.latch-profile-name{font-size:calc(var(--_fs)*2);font-weight:700;letter-spacing:-.01em;font-variant-numeric:tabular-nums}
.latch-copy{width:28px;height:28px;background:none}
.latch-profile-balance{min-height:1.4em;margin-top:2px;font-size:var(--_t-md);font-weight:500;color:var(--_fg-2);font-variant-numeric:tabular-nums}
.latch-skeleton{display:inline-block;width:104px;height:.9em;vertical-align:middle;border-radius:6px;background:var(--_surface-2);animation:latch-shimmer 1.1s ease-in-out infinite alternate}
@keyframes latch-shimmer{to{opacity:.45}}
.latch-profile-via{display:flex;align-items:center;gap:6px;margin-top:8px;padding:4px 10px;padding-inline-start:6px;border-radius:999px;background:var(--_surface);font-size:var(--_t-xs);color:var(--_fg-2)}
.latch-profile-via>.latch-ok{width:8px;height:8px;margin-inline-start:4px;border-radius:50%;background:var(--_ok)}
.latch-profile-via{border:0;transition:background-color .12s}
.latch-profile-via:hover{background:var(--_surface-2);color:var(--_fg)}
.latch-profile-via>svg{margin-inline-start:-2px}
.latch-profile-balance[data-state=error]{display:flex;align-items:center;gap:8px;color:var(--_fg-2)}
.latch-balance-retry{display:inline-flex;align-items:center;gap:5px;height:26px;padding:0 10px;border:0;border-radius:999px;background:var(--_surface-2);color:var(--_fg);font-size:var(--_t-xs);font-weight:600;font-variant-numeric:tabular-nums}
.latch-balance-retry:hover{background:color-mix(in srgb,var(--_fg) 12%,var(--_bg))}
.latch-balance-retry[aria-disabled=true]{cursor:default;color:var(--_fg-2);background:var(--_surface)}
.latch-accounts{display:flex;flex-direction:column;gap:6px;margin:-6px 0 14px}
.latch-accounts-label{padding:0 4px;font-size:var(--_t-xs);font-weight:600;color:var(--_fg-2);text-transform:uppercase;letter-spacing:.06em}
.latch-accounts-list{list-style:none;display:grid;grid-template-columns:repeat(auto-fit,minmax(140px,1fr));gap:8px}
.latch-account-chip{display:flex;align-items:center;gap:10px;width:100%;min-height:52px;padding:8px 10px;border:0;border-radius:var(--_r-lg);background:var(--_surface);text-align:start;transition:background-color .12s,box-shadow .12s}
.latch-account-chip:hover{background:var(--_surface-2)}
.latch-account-chip[aria-current=true]{box-shadow:inset 0 0 0 1.5px var(--_accent);cursor:default}
.latch-account-chip-text{display:flex;flex-direction:column;gap:1px;min-width:0}
.latch-account-chip-family{font-size:var(--_t-xs);color:var(--_fg-2)}
.latch-account-chip-address{font-weight:600;font-variant-numeric:tabular-nums;white-space:nowrap}
.latch-disconnect{display:flex;flex-direction:column;gap:8px}
.latch-disconnect-chevron{display:flex;margin-inline-start:auto;color:var(--_fg-2);transition:transform .15s}
.latch-disconnect-chevron[data-expanded=true]{transform:rotate(90deg)}
.latch-disconnect-chevron[data-expanded=true]:dir(rtl){transform:rotate(-90deg)}
.latch-disconnect-options{list-style:none;display:grid;grid-template-columns:repeat(auto-fit,minmax(132px,1fr));gap:8px;padding:0 2px 2px}
.latch-disconnect-options[hidden]{display:none}
.latch-disconnect-options>li:last-child{grid-column:1/-1}
.latch-disconnect-option{display:flex;align-items:center;justify-content:center;gap:8px;width:100%;height:40px;padding:0 14px;border:0;border-radius:999px;background:var(--_surface-2);font-weight:600;white-space:nowrap}
.latch-disconnect-option:hover{background:color-mix(in srgb,var(--_fg) 12%,var(--_bg))}
.latch-disconnect-option[data-target=all]{background:color-mix(in srgb,var(--_err) 12%,var(--_bg));color:color-mix(in srgb,var(--_err) 80%,var(--_fg))}
.latch-disconnect-option[data-target=all]:hover{background:color-mix(in srgb,var(--_err) 18%,var(--_bg))}
.latch-disconnect-option[aria-disabled=true]{cursor:progress;opacity:.7}
.latch-profile-name,.latch-profile-short,.latch-profile-balance:not([data-state]),.latch-account-chip-address{direction:ltr;unicode-bidi:isolate}
.latch-account-chip-address{align-self:flex-start}
`

/** CSS of the Account view's feature buttons, tabs and their lists. */
export const ACCOUNT_TABS_CSS = `
.latch-profile-short{margin-top:-2px;font-size:var(--_t-sm);color:var(--_fg-2);font-variant-numeric:tabular-nums}
.latch-profile-name{max-width:260px;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.latch-profile-name svg{margin-inline-end:6px;vertical-align:-2px}
.latch-features{display:grid;grid-template-columns:repeat(auto-fit,minmax(0,1fr));gap:8px;margin:0 0 12px}
.latch-feature{display:flex;align-items:center;justify-content:center;gap:8px;height:40px;border:0;border-radius:var(--_r-lg);background:var(--_accent-soft);color:var(--_accent-text);font-weight:600}
.latch-feature>svg{flex:none}
.latch-features:has(>:nth-child(4)) .latch-feature{flex-direction:column;gap:2px;height:56px;font-size:13px}
.latch-feature:hover{background:color-mix(in srgb,var(--_accent) 22%,var(--_bg))}
.latch-tabs{margin:0 0 12px}
.latch-tablist{display:grid;grid-template-columns:repeat(var(--_tabs,3),1fr);gap:4px;padding:4px;border-radius:var(--_r-lg);background:var(--_surface)}
.latch-tablist[data-count="2"]{--_tabs:2}
.latch-tab{height:34px;border:0;border-radius:calc(var(--_r-lg) - 4px);background:none;color:var(--_fg-2);font-weight:600;transition:background-color .12s,color .12s}
.latch-tab:hover{color:var(--_fg)}
.latch-tab[aria-selected=true]{background:var(--_bg);color:var(--_fg);box-shadow:0 1px 3px rgb(16 20 40/.12)}
.latch-tabpanel{height:clamp(136px,calc(100dvh - 600px),296px);margin-top:6px;overflow-y:auto;overscroll-behavior:contain;border-radius:var(--_r-lg);scrollbar-width:thin}
.latch-tabpanel:focus-visible{outline:2px solid var(--_accent);outline-offset:2px}
.latch-token-list,.latch-activity-list{list-style:none;display:flex;flex-direction:column;gap:2px}
.latch-token,.latch-activity{display:flex;align-items:center;gap:12px;min-height:56px;padding:8px 10px;border-radius:var(--_r-lg)}
.latch-token:hover,.latch-activity:hover{background:var(--_surface)}
.latch-token-icon{flex:none;display:grid;place-items:center;width:36px;height:36px;border-radius:50%;background:var(--_surface-2);color:var(--_fg-2);font-weight:700;object-fit:cover}
.latch-token-text,.latch-activity-text{flex:1;min-width:0;display:flex;flex-direction:column;gap:2px}
.latch-token-name,.latch-activity-title{display:flex;align-items:center;gap:6px;font-weight:600;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.latch-token-quantity,.latch-activity-time,.latch-activity-other{font-size:var(--_t-xs);color:var(--_fg-2);font-variant-numeric:tabular-nums;white-space:nowrap}
.latch-token-value{font-weight:600;font-variant-numeric:tabular-nums}
.latch-activity-icon{position:relative;flex:none;width:36px;height:36px}
.latch-activity-icon>img,.latch-activity-fallback{display:grid;place-items:center;width:36px;height:36px;border-radius:50%;background:var(--_surface-2);color:var(--_fg-2);object-fit:cover}
.latch-activity-icon>img[data-nft]{border-radius:var(--_r-md)}
.latch-activity-badge{position:absolute;inset-inline-end:-3px;bottom:-3px;display:grid;place-items:center;width:16px;height:16px;border-radius:50%;background:var(--_fg-2);color:var(--_bg);box-shadow:0 0 0 2px var(--_bg)}
.latch-activity[data-direction=in] .latch-activity-badge{background:var(--_ok)}
.latch-activity-amount{display:flex;flex-direction:column;align-items:flex-end;gap:2px;max-width:48%;text-align:end}
.latch-activity-what{font-weight:600;font-variant-numeric:tabular-nums;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;max-width:100%}
.latch-activity-what[data-sign="+"]{color:color-mix(in srgb,var(--_ok) 80%,var(--_fg))}
.latch-activity-failed{padding:1px 6px;border-radius:999px;background:color-mix(in srgb,var(--_err) 14%,var(--_bg));color:color-mix(in srgb,var(--_err) 80%,var(--_fg));font-size:var(--_t-xs)}
.latch-nft-grid{list-style:none;display:grid;grid-template-columns:repeat(3,1fr);gap:8px}
.latch-nft{display:flex;flex-direction:column;gap:2px;min-width:0}
.latch-nft-media{display:block;aspect-ratio:1;overflow:hidden;border-radius:var(--_r-lg);background:var(--_surface-2);margin-bottom:4px}
.latch-nft-media>img{display:block;width:100%;height:100%;object-fit:cover}
.latch-nft-fallback{display:grid;place-items:center;width:100%;height:100%;color:var(--_fg-2)}
.latch-nft-name{font-size:var(--_t-sm);font-weight:600;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.latch-nft-collection{font-size:var(--_t-xs);color:var(--_fg-2);overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.latch-load-more{min-height:24px;padding:6px;text-align:center;font-size:var(--_t-xs);color:var(--_fg-2)}
.latch-tab-message{display:flex;flex-direction:column;align-items:center;justify-content:center;gap:6px;height:100%;padding:16px;text-align:center}
.latch-tab-message-icon{display:grid;place-items:center;width:48px;height:48px;margin-bottom:4px;border-radius:50%;background:var(--_surface-2);color:var(--_fg-2)}
.latch-tab-message-title{font-weight:600}
.latch-tab-message-text{max-width:240px;font-size:var(--_t-sm);color:var(--_fg-2)}
.latch-tab-message>.latch-balance-retry{margin-top:6px}
.latch-skeleton-rows{display:flex;flex-direction:column;gap:2px}
.latch-skeleton-row{display:flex;align-items:center;gap:12px;min-height:56px;padding:8px 10px}
.latch-skeleton-disc{width:36px;height:36px;border-radius:50%}
.latch-skeleton-lines{display:flex;flex-direction:column;gap:6px;flex:1}
.latch-skeleton-lines>.latch-skeleton{width:60%;height:10px}
.latch-skeleton-lines>.latch-skeleton-short{width:35%}
.latch-token-quantity,.latch-token-value,.latch-activity-what,.latch-activity-other[data-sign]{direction:ltr;unicode-bidi:isolate}
.latch-token-quantity{align-self:flex-start}
`
