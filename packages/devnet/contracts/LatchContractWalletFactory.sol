// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {LatchContractWallet} from "./LatchContractWallet.sol";

/// @title CREATE2 factory of the devnet's contract wallets
/// @notice `createAccount(owner, salt)` deploys a LatchContractWallet for `owner` at an address
/// known in advance (`getAddress(owner, salt)`), so a wallet can sign before it exists: an
/// ERC-6492 signature carries this factory and the `createAccount` call that deploys it, and a
/// verifier runs that call first. The owner is part of the CREATE2 salt, so nobody can deploy
/// someone's address with another owner.
/// @dev Each wallet is an ERC-1167 minimal proxy (45 bytes) of one implementation the factory
/// creates in its constructor (its first CREATE, nonce 1), so an address depends only on the
/// factory's address, the owner and the salt: a browser can compute it without the bytecode.
contract LatchContractWalletFactory {
    /// @notice The wallet code every account delegates to.
    address public immutable implementation;

    event AccountCreated(address indexed account, address indexed owner, uint256 salt);

    error CreateFailed();

    /// @param owners Accounts given a wallet with salt 0 at deployment, each funded with an
    /// equal share of the ether sent along (one transaction for the devnet's whole set-up).
    constructor(address[] memory owners) payable {
        address impl = address(new LatchContractWallet());
        implementation = impl;
        uint256 share = owners.length == 0 ? 0 : msg.value / owners.length;
        for (uint256 i = 0; i < owners.length; i++) {
            _createAccount(impl, owners[i], 0, share);
        }
    }

    /// @notice Deploys `owner`'s wallet for `salt` (forwarding any ether sent), or returns it
    /// when it exists already, so a verifier can replay an ERC-6492 deployment safely.
    function createAccount(address owner, uint256 salt) external payable returns (address) {
        return _createAccount(implementation, owner, salt, msg.value);
    }

    /// @notice Where `createAccount(owner, salt)` puts the wallet, deployed or not.
    function getAddress(address owner, uint256 salt) external view returns (address) {
        return _predict(implementation, owner, salt);
    }

    function _createAccount(address impl, address owner, uint256 salt, uint256 value)
        internal
        returns (address account)
    {
        // Not `this.getAddress`: the constructor runs this before the factory has code.
        account = _predict(impl, owner, salt);
        if (account.code.length == 0) {
            bytes memory code = _proxyCreationCode(impl);
            bytes32 create2Salt = _salt(owner, salt);
            assembly {
                account := create2(0, add(code, 32), mload(code), create2Salt)
            }
            if (account == address(0)) revert CreateFailed();
            LatchContractWallet(payable(account)).initialize(owner);
            emit AccountCreated(account, owner, salt);
        }
        if (value > 0) {
            (bool sent,) = account.call{value: value}("");
            if (!sent) revert CreateFailed();
        }
    }

    function _predict(address impl, address owner, uint256 salt) internal view returns (address) {
        bytes32 codeHash = keccak256(_proxyCreationCode(impl));
        bytes32 digest =
            keccak256(abi.encodePacked(bytes1(0xff), address(this), _salt(owner, salt), codeHash));
        return address(uint160(uint256(digest)));
    }

    function _salt(address owner, uint256 salt) internal pure returns (bytes32) {
        return keccak256(abi.encode(owner, salt));
    }

    /// @dev ERC-1167: a 10-byte constructor that returns the 45-byte runtime, which forwards
    /// every call to `impl` with DELEGATECALL and returns or reverts with its result.
    function _proxyCreationCode(address impl) internal pure returns (bytes memory) {
        return abi.encodePacked(
            hex"3d602d80600a3d3981f3363d3d373d3d3d363d73", impl, hex"5af43d82803e903d91602b57fd5bf3"
        );
    }
}
