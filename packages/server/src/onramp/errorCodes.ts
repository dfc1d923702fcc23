/** Error codes of the on-ramp routes (besides the shared ones); see docs/onramp-server.md. */
export type OnrampServerErrorCode =
  | 'amount_below_minimum'
  | 'amount_above_maximum'
  | 'unsupported_currency'
  | 'unsupported_network'
  | 'unsupported_provider'
  | 'provider_unavailable'
