import { GET_WALLET_CSS } from './GetWallet.tsx'

/** CSS of the AllWallets view: it loads with the view, not with the modal shell. */
export const ALL_WALLETS_CSS = `${GET_WALLET_CSS}
.latch-aw{position:relative;display:flex;flex-direction:column;gap:12px}
.latch-aw-search{position:relative;display:flex;align-items:center}
.latch-aw-search>svg{position:absolute;inset-inline-start:13px;color:var(--_fg-2);pointer-events:none}
.latch-aw-search>input{width:100%;height:40px;margin:0;padding:0;padding-inline:38px 40px;border:1px solid var(--_border);border-radius:var(--_r-md);background:var(--_surface);color:var(--_fg);font:inherit;font-size:var(--_t-md);outline:none;transition:border-color .12s,box-shadow .12s}
.latch-aw-search>input::placeholder{color:var(--_fg-2);opacity:1}
.latch-aw-search>input:focus-visible{border-color:var(--_accent);box-shadow:0 0 0 3px var(--_accent-soft)}
.latch-aw-search>input::-webkit-search-cancel-button{-webkit-appearance:none;appearance:none}
.latch-aw-clear{position:absolute;inset-inline-end:6px;display:grid;place-items:center;width:28px;height:28px;border:0;border-radius:50%;background:none;color:var(--_fg-2)}
.latch-aw-clear:hover{background:var(--_surface-2);color:var(--_fg)}
.latch-aw-scroll,.latch-aw-panel{height:min(408px,calc(100dvh - 230px));margin:0 -12px;padding:0 8px}
.latch-aw-scroll{overflow-y:auto;overscroll-behavior:contain;scrollbar-width:thin;padding-bottom:16px;-webkit-mask-image:linear-gradient(#000 calc(100% - 20px),#0000);mask-image:linear-gradient(#000 calc(100% - 20px),#0000)}
.latch-aw-grid{position:relative;outline:none}
.latch-aw-row{position:absolute;top:0;left:0;right:0;display:grid;grid-template-columns:repeat(4,minmax(0,1fr));gap:6px;padding:2px 4px 0}
.latch-aw-wallet,.latch-aw-skeleton{display:flex;flex-direction:column;align-items:center;justify-content:center;gap:8px;width:100%;height:88px;padding:8px 4px;border:0;border-radius:var(--_r-lg);background:var(--_surface)}
.latch-aw-wallet{transition:background-color .12s,transform .12s}
.latch-aw-wallet:hover{background:var(--_surface-2)}
.latch-aw-wallet:active{transform:scale(.97)}
.latch-aw-wallet:focus-visible{outline-offset:-2px}
.latch-aw-face{position:relative;display:flex}
.latch-aw-icon{width:48px;height:48px;border-radius:var(--_r-md);outline:1px solid var(--_border);outline-offset:-1px;object-fit:cover;font-size:var(--_t-md)}
.latch-aw-installed{position:absolute;inset-inline-end:-4px;bottom:-4px;display:grid;place-items:center;width:18px;height:18px;border-radius:50%;background:var(--_ok);color:var(--_bg);box-shadow:0 0 0 2px var(--_surface)}
.latch-aw-name{max-width:100%;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;font-size:var(--_t-xs);font-weight:600;line-height:1.25}
.latch-aw-skeletons{display:grid;grid-template-columns:repeat(4,minmax(0,1fr));gap:8px 6px;padding:2px 4px 8px}
.latch-aw-skeleton::before,.latch-aw-skeleton::after{content:'';border-radius:var(--_r-md);background:var(--_surface-2)}
.latch-aw-skeleton::before{width:48px;height:48px}
.latch-aw-skeleton::after{width:56%;height:10px;border-radius:5px}
.latch-aw-skeleton{animation:latch-aw-pulse 1.1s ease-in-out infinite alternate}
@keyframes latch-aw-pulse{to{opacity:.5}}
.latch-aw-panel{display:grid;align-content:center}
.latch-aw-more{display:flex;align-items:center;justify-content:center;gap:10px;padding:8px 4px 12px;color:var(--_fg-2)}
.latch-aw-more>.latch-button-secondary{margin:0}
.latch-aw-sheet{position:absolute;z-index:1;left:-4px;right:-4px;bottom:-4px;border-radius:var(--_r-xl);background:var(--_bg);box-shadow:0 -12px 32px -8px rgb(16 20 40/.28)}
.latch-aw-sheet::before{content:'';position:absolute;left:0;right:0;bottom:100%;height:28px;background:linear-gradient(#0000,var(--_bg));pointer-events:none}
.latch-aw-sheet>.latch-get{margin:0;box-shadow:inset 0 0 0 1px var(--_border)}
@media (prefers-reduced-motion:reduce){.latch-aw-skeleton{animation:none}}
`
