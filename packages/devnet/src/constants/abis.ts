import { parseAbi } from 'viem'

const LEDGER = [
  'function name() view returns (string)',
  'function symbol() view returns (string)',
  'function decimals() view returns (uint8)',
  'function totalSupply() view returns (uint256)',
  'function balanceOf(address) view returns (uint256)',
  'function allowance(address, address) view returns (uint256)',
  'function mint(address to, uint256 amount)',
  'event Transfer(address indexed from, address indexed to, uint256 value)',
  'event Approval(address indexed owner, address indexed spender, uint256 value)',
] as const

/**
 * ABI of the standard devnet tokens (`usdc`, `dai`, `zero`): ERC-20 plus the open devnet
 * faucet `mint(to, amount)`.
 */
export const devTokenAbi = parseAbi([
  ...LEDGER,
  'function transfer(address to, uint256 amount) returns (bool)',
  'function transferFrom(address from, address to, uint256 amount) returns (bool)',
  'function approve(address spender, uint256 amount) returns (bool)',
])

/**
 * ABI of the USDT-style devnet token (`usdt`): `transfer`, `transferFrom` and `approve` return
 * nothing, as Tether USD does on Ethereum mainnet.
 */
export const noReturnTokenAbi = parseAbi([
  ...LEDGER,
  'function transfer(address to, uint256 amount)',
  'function transferFrom(address from, address to, uint256 amount)',
  'function approve(address spender, uint256 amount)',
])

/**
 * ABI of the devnet ERC-721 collections (`lanterns`, `spamNft`): ERC-721 with metadata and
 * ERC-165, plus the open devnet faucet `mint(to)` (next token id).
 */
export const devNftAbi = parseAbi([
  'function name() view returns (string)',
  'function symbol() view returns (string)',
  'function totalSupply() view returns (uint256)',
  'function tokenURI(uint256 tokenId) view returns (string)',
  'function balanceOf(address owner) view returns (uint256)',
  'function ownerOf(uint256 tokenId) view returns (address)',
  'function approve(address to, uint256 tokenId)',
  'function getApproved(uint256 tokenId) view returns (address)',
  'function setApprovalForAll(address operator, bool approved)',
  'function isApprovedForAll(address owner, address operator) view returns (bool)',
  'function transferFrom(address from, address to, uint256 tokenId)',
  'function safeTransferFrom(address from, address to, uint256 tokenId)',
  'function safeTransferFrom(address from, address to, uint256 tokenId, bytes data)',
  'function supportsInterface(bytes4 interfaceId) pure returns (bool)',
  'function mint(address to) returns (uint256 tokenId)',
  'event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)',
  'event Approval(address indexed owner, address indexed approved, uint256 indexed tokenId)',
  'event ApprovalForAll(address indexed owner, address indexed operator, bool approved)',
])

/**
 * ABI of the devnet name registry (`nameRegistry`): one name per account with forward
 * (`resolve`) and reverse (`nameOf`) records and an avatar text record; its registrar (the
 * server) names an account on its behalf with `registerFor`.
 */
export const nameRegistryAbi = parseAbi([
  'function MAX_NAME_BYTES() view returns (uint256)',
  'function register(string name)',
  'function registerFor(address owner, string name)',
  'function registrar() view returns (address)',
  'function setAvatar(string uri)',
  'function resolve(string name) view returns (address)',
  'function nameOf(address owner) view returns (string)',
  'function avatarOf(address owner) view returns (string)',
  'function registeredAt(address owner) view returns (uint256)',
  'function updatedAt(address owner) view returns (uint256)',
  'event NameRegistered(address indexed owner, string name)',
  'event AvatarChanged(address indexed owner, string uri)',
])

/**
 * ABI of a devnet contract wallet (`LatchContractWallet`, see `DEVNET_CONTRACT_WALLET`): EIP-1271
 * `isValidSignature` (the owner's ECDSA signature over the hash) and `execute` for its owner.
 */
export const contractWalletAbi = parseAbi([
  'function owner() view returns (address)',
  'function initialize(address owner)',
  'function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)',
  'function execute(address target, uint256 value, bytes data) payable returns (bytes result)',
  'function onERC721Received(address, address, uint256, bytes) pure returns (bytes4)',
  'event Initialized(address indexed owner)',
  'event Executed(address indexed target, uint256 value, bytes data)',
  'error AlreadyInitialized()',
  'error NotOwner(address caller)',
  'error ZeroOwner()',
])

/**
 * ABI of the devnet's contract wallet factory (`contractWalletFactory`): CREATE2 deployment of
 * an owner's wallet for a salt, and its address before deployment.
 */
export const contractWalletFactoryAbi = parseAbi([
  'function implementation() view returns (address)',
  'function createAccount(address owner, uint256 salt) payable returns (address)',
  'function getAddress(address owner, uint256 salt) view returns (address)',
  'event AccountCreated(address indexed account, address indexed owner, uint256 salt)',
  'error CreateFailed()',
])
