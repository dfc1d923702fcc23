/** A wallet from the wallet directory (SPEC §3 Wallet). */
export type Wallet = {
  id: string
  name: string
  image_id?: string | null
  image_url?: string | null
  rdns?: string | null
  mobile_link?: string | null
  desktop_link?: string | null
  webapp_link?: string | null
  homepage?: string | null
  chains?: string[]
  badge_type?: string | null
}

/** A `/getWallets` answer (SPEC §7). */
export type WalletPage = { data: Wallet[]; count: number }
