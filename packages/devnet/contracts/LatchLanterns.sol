// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {DevNftBase} from "./DevNftBase.sol";
import {decimalString} from "./Encoding.sol";

/// @title Latch Lanterns: the devnet's ordinary NFT collection
/// @notice Each lantern is drawn on chain in its own colour (the hue follows the token id).
/// Accounts 0..2 hold three each after start.
contract LatchLanterns is DevNftBase {
    constructor(
        string memory name_,
        string memory symbol_,
        address[] memory recipients,
        uint256 perRecipient
    ) DevNftBase(name_, symbol_, recipients, perRecipient) {}

    function _itemName() internal pure override returns (string memory) {
        return "Lantern";
    }

    function _description() internal pure override returns (string memory) {
        return "A small light for the Latch devnet, drawn on chain.";
    }

    function _art(uint256 tokenId) internal pure override returns (string memory) {
        // 137 degrees apart: neighbouring ids get clearly different colours.
        string memory hue = decimalString((tokenId * 137) % 360);
        string memory glow = string.concat("hsl(", hue, ",90%,62%)");
        return string.concat(
            "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 120 120'>",
            "<rect width='120' height='120' fill='#15172e'/>",
            "<circle cx='60' cy='56' r='38' fill='",
            glow,
            "' opacity='0.22'/>",
            "<path d='M50 22h20M60 14v8' stroke='#d8b46a' stroke-width='4' fill='none'/>",
            "<rect x='42' y='24' width='36' height='56' rx='10' fill='",
            glow,
            "' stroke='#d8b46a' stroke-width='4'/>",
            "<rect x='46' y='80' width='28' height='7' rx='2' fill='#d8b46a'/>",
            "<text x='60' y='108' font-family='monospace' font-size='12' fill='#ffffff' ",
            "text-anchor='middle'>#",
            decimalString(tokenId),
            "</text></svg>"
        );
    }
}
