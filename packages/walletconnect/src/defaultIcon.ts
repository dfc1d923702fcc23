/**
 * The WalletConnect connector's icon when the site gives none: our own drawing of a QR code (three
 * finder squares and a few modules) on blue, inline so showing it costs no request.
 */
export const DEFAULT_WALLET_CONNECT_ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 40 40'%3E%3Crect width='40' height='40' rx='10' fill='%232f6bf2'/%3E%3Cg fill='none' stroke='%23fff' stroke-width='2.4'%3E%3Crect x='9.2' y='9.2' width='7.6' height='7.6' rx='1.6'/%3E%3Crect x='23.2' y='9.2' width='7.6' height='7.6' rx='1.6'/%3E%3Crect x='9.2' y='23.2' width='7.6' height='7.6' rx='1.6'/%3E%3C/g%3E%3Cg fill='%23fff'%3E%3Crect x='23' y='23' width='3.4' height='3.4' rx='.8'/%3E%3Crect x='27.6' y='27.6' width='3.4' height='3.4' rx='.8'/%3E%3Crect x='27.6' y='23' width='3.4' height='3.4' rx='.8' opacity='.6'/%3E%3Crect x='23' y='27.6' width='3.4' height='3.4' rx='.8' opacity='.6'/%3E%3C/g%3E%3C/svg%3E"
