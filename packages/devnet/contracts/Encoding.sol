// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @title Text helpers for on-chain metadata (data: URIs)
/// @dev Free functions, not a library: they compile into the contracts that use them and add no
/// deployable artefact of their own.

/// @notice Standard base64 (RFC 4648, with `=` padding) of `data`.
function base64Encode(bytes memory data) pure returns (string memory) {
    bytes memory alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    if (data.length == 0) return "";
    bytes memory out = new bytes(4 * ((data.length + 2) / 3));
    uint256 o = 0;
    for (uint256 i = 0; i < data.length; i += 3) {
        // Three input bytes (missing ones count as 0) make four 6-bit digits.
        uint256 chunk = uint256(uint8(data[i])) << 16;
        if (i + 1 < data.length) chunk |= uint256(uint8(data[i + 1])) << 8;
        if (i + 2 < data.length) chunk |= uint256(uint8(data[i + 2]));
        out[o++] = alphabet[(chunk >> 18) & 63];
        out[o++] = alphabet[(chunk >> 12) & 63];
        out[o++] = i + 1 < data.length ? alphabet[(chunk >> 6) & 63] : bytes1("=");
        out[o++] = i + 2 < data.length ? alphabet[chunk & 63] : bytes1("=");
    }
    return string(out);
}

/// @notice Decimal digits of `value` ("0" for zero).
function decimalString(uint256 value) pure returns (string memory) {
    if (value == 0) return "0";
    uint256 digits = 0;
    for (uint256 rest = value; rest != 0; rest /= 10) digits++;
    bytes memory out = new bytes(digits);
    for (uint256 i = digits; i > 0; i--) {
        out[i - 1] = bytes1(uint8(48 + (value % 10)));
        value /= 10;
    }
    return string(out);
}
