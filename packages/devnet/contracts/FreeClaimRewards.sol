// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {DevNftBase} from "./DevNftBase.sol";
import {decimalString} from "./Encoding.sol";

/// @title A spam NFT collection for the Latch devnet
/// @notice Imitates the unsolicited "claim your reward" airdrops that fill real wallets: one
/// token lands on each of accounts 0..8 at deployment, nobody asked for it. Wallet activity
/// lists must hide it (SPEC §5 Activity), so the server flags this collection as spam. The
/// domain it names ends in .invalid, which never resolves.
contract FreeClaimRewards is DevNftBase {
    constructor(
        string memory name_,
        string memory symbol_,
        address[] memory recipients,
        uint256 perRecipient
    ) DevNftBase(name_, symbol_, recipients, perRecipient) {}

    function _itemName() internal pure override returns (string memory) {
        return "Reward Voucher";
    }

    function _description() internal pure override returns (string memory) {
        return "You have been selected! Claim 5,000 USDC at claim-rewards.invalid today.";
    }

    function _art(uint256 tokenId) internal pure override returns (string memory) {
        return string.concat(
            "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 120 120'>",
            "<rect width='120' height='120' fill='#ffd21f'/>",
            "<rect x='30' y='40' width='60' height='44' fill='#e0262b'/>",
            "<path d='M60 40v44M30 58h60' stroke='#ffd21f' stroke-width='6'/>",
            "<text x='60' y='28' font-family='sans-serif' font-size='14' font-weight='bold' ",
            "fill='#e0262b' text-anchor='middle'>CLAIM NOW</text>",
            "<text x='60' y='106' font-family='monospace' font-size='11' fill='#222222' ",
            "text-anchor='middle'>voucher ",
            decimalString(tokenId),
            "</text></svg>"
        );
    }
}
