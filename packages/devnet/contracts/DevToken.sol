// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {DevTokenBase} from "./DevTokenBase.sol";

/// @title Standard ERC-20 token of the Latch devnet (USDC, DAI and the 0-decimal token)
/// @notice `transfer`, `transferFrom` and `approve` return `true` as ERC-20 specifies.
contract DevToken is DevTokenBase {
    constructor(
        string memory name_,
        string memory symbol_,
        uint8 decimals_,
        address[] memory recipients,
        uint256 amountEach
    ) DevTokenBase(name_, symbol_, decimals_, recipients, amountEach) {}

    function transfer(address to, uint256 amount) external returns (bool) {
        _transfer(msg.sender, to, amount);
        return true;
    }

    function transferFrom(address from, address to, uint256 amount) external returns (bool) {
        _spendAllowance(from, msg.sender, amount);
        _transfer(from, to, amount);
        return true;
    }

    function approve(address spender, uint256 amount) external returns (bool) {
        _approve(msg.sender, spender, amount);
        return true;
    }
}
