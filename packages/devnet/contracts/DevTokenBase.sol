// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @title Shared ledger of the Latch devnet tokens
/// @notice Balances, allowances, events and an open faucet (`mint`). The two token contracts
/// differ only in what `transfer`, `transferFrom` and `approve` return.
/// @dev Devnet only: anyone may mint. Never deploy this anywhere that matters.
abstract contract DevTokenBase {
    string public name;
    string public symbol;
    uint8 public immutable decimals;
    uint256 public totalSupply;

    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    /// @param recipients Accounts funded at deployment, so funding costs no extra transaction
    /// (and no deployer nonce: contract addresses stay predictable).
    /// @param amountEach Base units given to each recipient.
    constructor(
        string memory name_,
        string memory symbol_,
        uint8 decimals_,
        address[] memory recipients,
        uint256 amountEach
    ) {
        name = name_;
        symbol = symbol_;
        decimals = decimals_;
        for (uint256 i = 0; i < recipients.length; i++) {
            _mint(recipients[i], amountEach);
        }
    }

    /// @notice Devnet faucet: creates `amount` base units for `to`. Open to everyone.
    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }

    function _mint(address to, uint256 amount) internal {
        require(to != address(0), "DevToken: mint to the zero address");
        totalSupply += amount;
        balanceOf[to] += amount;
        emit Transfer(address(0), to, amount);
    }

    function _transfer(address from, address to, uint256 amount) internal {
        require(to != address(0), "DevToken: transfer to the zero address");
        require(balanceOf[from] >= amount, "DevToken: insufficient balance");
        balanceOf[from] -= amount;
        balanceOf[to] += amount;
        emit Transfer(from, to, amount);
    }

    function _approve(address owner, address spender, uint256 amount) internal {
        allowance[owner][spender] = amount;
        emit Approval(owner, spender, amount);
    }

    /// @dev An allowance of type(uint256).max never decreases, as with most modern tokens.
    function _spendAllowance(address owner, address spender, uint256 amount) internal {
        uint256 allowed = allowance[owner][spender];
        if (allowed == type(uint256).max) return;
        require(allowed >= amount, "DevToken: insufficient allowance");
        allowance[owner][spender] = allowed - amount;
    }
}
