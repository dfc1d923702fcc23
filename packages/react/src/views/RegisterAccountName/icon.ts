/** An "at" sign on the 24-unit grid: account names (the Account row, RegisterAccountName). */
export const AT_ICON =
  'M16 12a4 4 0 1 1-8 0 4 4 0 0 1 8 0zm0 0v1.5a2.5 2.5 0 0 0 5 0V12a9 9 0 1 0-3.5 7.1'
