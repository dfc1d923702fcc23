// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @title A smart-contract wallet of the Latch devnet (EIP-1271), owned by one EOA
/// @notice A signature is this wallet's when its owner made it: `isValidSignature(hash, sig)`
/// answers the EIP-1271 magic value 0x1626ba7e when `sig` is the owner's ECDSA signature over
/// `hash` itself (for a signed-in message, `hash` is the EIP-191 hash the owner's
/// `personal_sign` signs), and 0xffffffff otherwise; it never reverts on a bad signature. The
/// wallet holds ether (and tokens, NFTs) and the owner moves them with `execute`.
/// @dev Deployed as ERC-1167 clones by LatchContractWalletFactory, which sets the owner with
/// `initialize` in the clone's creation transaction. The implementation contract itself is
/// locked at construction so that nobody can take it over.
contract LatchContractWallet {
    /// @notice `bytes4(keccak256("isValidSignature(bytes32,bytes)"))`: EIP-1271's "valid".
    bytes4 internal constant EIP1271_MAGIC_VALUE = 0x1626ba7e;
    bytes4 internal constant EIP1271_INVALID = 0xffffffff;
    /// @dev Half the secp256k1 group order: a signature with a larger `s` is the malleable twin
    /// of a valid one (EIP-2), which wallets never produce.
    uint256 internal constant HALF_CURVE_ORDER =
        0x7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0;

    /// @notice The EOA whose signatures count as the wallet's and who may `execute`.
    address public owner;

    event Initialized(address indexed owner);
    event Executed(address indexed target, uint256 value, bytes data);

    error AlreadyInitialized();
    error NotOwner(address caller);
    error ZeroOwner();

    constructor() {
        // The implementation is never used directly: an owner no key controls locks it.
        owner = address(1);
    }

    /// @notice Sets the owner of a fresh clone; callable once (the factory does it).
    function initialize(address owner_) external {
        if (owner != address(0)) revert AlreadyInitialized();
        if (owner_ == address(0)) revert ZeroOwner();
        owner = owner_;
        emit Initialized(owner_);
    }

    /// @notice EIP-1271: whether `signature` is the owner's signature over `hash`.
    function isValidSignature(bytes32 hash, bytes calldata signature)
        external
        view
        returns (bytes4)
    {
        address signer = _recover(hash, signature);
        if (signer != address(0) && signer == owner) return EIP1271_MAGIC_VALUE;
        return EIP1271_INVALID;
    }

    /// @notice Calls `target` with `value` wei and `data` as the wallet; owner only. A failing
    /// call reverts with the target's own revert data.
    function execute(address target, uint256 value, bytes calldata data)
        external
        payable
        returns (bytes memory result)
    {
        if (msg.sender != owner) revert NotOwner(msg.sender);
        bool success;
        (success, result) = target.call{value: value}(data);
        if (!success) {
            assembly {
                revert(add(result, 32), mload(result))
            }
        }
        emit Executed(target, value, data);
    }

    /// @notice ERC-721 `safeTransferFrom` to the wallet is accepted.
    function onERC721Received(address, address, uint256, bytes calldata)
        external
        pure
        returns (bytes4)
    {
        return this.onERC721Received.selector;
    }

    receive() external payable {}

    /// @dev The signer of a 65-byte `r ‖ s ‖ v` signature, or address(0) when it is malformed.
    function _recover(bytes32 hash, bytes calldata signature) internal pure returns (address) {
        if (signature.length != 65) return address(0);
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        // Some signers write the recovery id (0 or 1) instead of 27 or 28.
        if (v < 27) v += 27;
        if (v != 27 && v != 28) return address(0);
        if (uint256(s) > HALF_CURVE_ORDER) return address(0);
        return ecrecover(hash, v, r, s);
    }
}
