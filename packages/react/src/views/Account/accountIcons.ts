/** 24×24 stroke paths of the Account view's wallet features and tabs. */
export const ACCOUNT_ICON_PATHS = {
  receive: 'M17 7L7 17M7 17h8.5M7 17V8.5',
  send: 'M7 17L17 7M17 7H8.5M17 7v8.5',
  onramp: 'M12 5v14M5 12h14',
  swaps: 'M7 16.5h12m0 0l-3.5-3.5m3.5 3.5L15.5 20M17 7.5H5m0 0l3.5-3.5M5 7.5L8.5 11',
  image: 'M5 5h14v14H5zM5 15l4-4 4 4 2-2 4 4M15 9.5v.1',
  clock: 'M12 3.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17zM12 7.5V12l3 2',
  coins: 'M9 4.5a5 5 0 1 0 0 10 5 5 0 0 0 0-10zM14.5 9.7a5 5 0 1 1-4.8 9.1',
} as const
