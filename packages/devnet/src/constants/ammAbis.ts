import { parseAbi } from 'viem'

/**
 * The parts of Uniswap V2 Router02 the devnet and its tests call: quotes, liquidity and the three
 * exact-input swaps.
 *
 * @example
 * const amounts = await client.readContract({
 *   address: DEVNET_AMM_CONTRACTS.uniswapV2Router02,
 *   abi: uniswapV2RouterAbi,
 *   functionName: 'getAmountsOut',
 *   args: [100_000_000n, [DEVNET_TOKENS.usdc.address, DEVNET_TOKENS.dai.address]],
 * })
 */
export const uniswapV2RouterAbi = parseAbi([
  'function factory() view returns (address)',
  'function WETH() view returns (address)',
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
  'function getAmountsIn(uint256 amountOut, address[] path) view returns (uint256[] amounts)',
  'function addLiquidity(address tokenA, address tokenB, uint256 amountADesired, uint256 amountBDesired, uint256 amountAMin, uint256 amountBMin, address to, uint256 deadline) returns (uint256 amountA, uint256 amountB, uint256 liquidity)',
  'function addLiquidityETH(address token, uint256 amountTokenDesired, uint256 amountTokenMin, uint256 amountETHMin, address to, uint256 deadline) payable returns (uint256 amountToken, uint256 amountETH, uint256 liquidity)',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
])

/**
 * The parts of the Uniswap V2 factory and pair the devnet reads: a pair's address and reserves.
 *
 * @example
 * const pair = await client.readContract({
 *   address: DEVNET_AMM_CONTRACTS.uniswapV2Factory,
 *   abi: uniswapV2PairAbi,
 *   functionName: 'getPair',
 *   args: [DEVNET_TOKENS.usdc.address, DEVNET_TOKENS.dai.address],
 * })
 */
export const uniswapV2PairAbi = parseAbi([
  'function getPair(address tokenA, address tokenB) view returns (address pair)',
  'function allPairsLength() view returns (uint256)',
  'function token0() view returns (address)',
  'function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)',
  'event Swap(address indexed sender, uint256 amount0In, uint256 amount1In, uint256 amount0Out, uint256 amount1Out, address indexed to)',
])
