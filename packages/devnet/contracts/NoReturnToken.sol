// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {DevTokenBase} from "./DevTokenBase.sol";

/// @title USDT-style token of the Latch devnet
/// @notice Like Tether USD on Ethereum mainnet, `transfer`, `transferFrom` and `approve` return
/// nothing. Clients that decode a `bool` from the (empty) return data fail on it; wallets and
/// adapters must use an ABI without outputs for such tokens.
contract NoReturnToken is DevTokenBase {
    constructor(
        string memory name_,
        string memory symbol_,
        uint8 decimals_,
        address[] memory recipients,
        uint256 amountEach
    ) DevTokenBase(name_, symbol_, decimals_, recipients, amountEach) {}

    function transfer(address to, uint256 amount) external {
        _transfer(msg.sender, to, amount);
    }

    function transferFrom(address from, address to, uint256 amount) external {
        _spendAllowance(from, msg.sender, amount);
        _transfer(from, to, amount);
    }

    function approve(address spender, uint256 amount) external {
        _approve(msg.sender, spender, amount);
    }
}
