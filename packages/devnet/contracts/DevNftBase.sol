// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {base64Encode, decimalString} from "./Encoding.sol";

/// @notice What a contract must answer to receive NFTs through `safeTransferFrom` (ERC-721).
interface IERC721Receiver {
    function onERC721Received(address operator, address from, uint256 tokenId, bytes calldata data)
        external
        returns (bytes4);
}

/// @title ERC-721 collection of the Latch devnet
/// @notice Ownership, approvals, ERC-165 and fully on-chain metadata: `tokenURI` answers a
/// `data:application/json;base64,…` document whose `image` is an SVG data URI drawn by the
/// collection (`_art`). Token ids start at 1.
/// @dev Devnet only: anyone may mint. Never deploy this anywhere that matters.
abstract contract DevNftBase {
    string public name;
    string public symbol;
    uint256 public totalSupply;

    mapping(uint256 => address) private owners;
    mapping(address => uint256) private balances;
    mapping(uint256 => address) private approvals;
    mapping(address => mapping(address => bool)) private operators;

    event Transfer(address indexed from, address indexed to, uint256 indexed tokenId);
    event Approval(address indexed owner, address indexed approved, uint256 indexed tokenId);
    event ApprovalForAll(address indexed owner, address indexed operator, bool approved);

    /// @param recipients Accounts that get `perRecipient` tokens each at deployment (ids in
    /// order: the first recipient gets 1..perRecipient), so seeding costs no deployer nonce.
    constructor(
        string memory name_,
        string memory symbol_,
        address[] memory recipients,
        uint256 perRecipient
    ) {
        name = name_;
        symbol = symbol_;
        for (uint256 i = 0; i < recipients.length; i++) {
            for (uint256 j = 0; j < perRecipient; j++) _mint(recipients[i]);
        }
    }

    /// @notice Devnet faucet: mints the next token id to `to`. Open to everyone.
    function mint(address to) external returns (uint256 tokenId) {
        return _mint(to);
    }

    function balanceOf(address owner) external view returns (uint256) {
        require(owner != address(0), "DevNft: zero address has no balance");
        return balances[owner];
    }

    function ownerOf(uint256 tokenId) public view returns (address owner) {
        owner = owners[tokenId];
        require(owner != address(0), "DevNft: no such token");
    }

    function approve(address to, uint256 tokenId) external {
        address owner = ownerOf(tokenId);
        require(msg.sender == owner || operators[owner][msg.sender], "DevNft: not allowed");
        approvals[tokenId] = to;
        emit Approval(owner, to, tokenId);
    }

    function getApproved(uint256 tokenId) external view returns (address) {
        ownerOf(tokenId);
        return approvals[tokenId];
    }

    function setApprovalForAll(address operator, bool approved) external {
        operators[msg.sender][operator] = approved;
        emit ApprovalForAll(msg.sender, operator, approved);
    }

    function isApprovedForAll(address owner, address operator) external view returns (bool) {
        return operators[owner][operator];
    }

    function transferFrom(address from, address to, uint256 tokenId) public {
        address owner = ownerOf(tokenId);
        require(owner == from, "DevNft: from is not the owner");
        require(to != address(0), "DevNft: transfer to the zero address");
        require(
            msg.sender == owner || approvals[tokenId] == msg.sender || operators[owner][msg.sender],
            "DevNft: not allowed"
        );
        delete approvals[tokenId];
        balances[from] -= 1;
        balances[to] += 1;
        owners[tokenId] = to;
        emit Transfer(from, to, tokenId);
    }

    function safeTransferFrom(address from, address to, uint256 tokenId) external {
        safeTransferFrom(from, to, tokenId, "");
    }

    function safeTransferFrom(address from, address to, uint256 tokenId, bytes memory data) public {
        transferFrom(from, to, tokenId);
        if (to.code.length > 0) {
            bytes4 answer = IERC721Receiver(to).onERC721Received(msg.sender, from, tokenId, data);
            require(answer == IERC721Receiver.onERC721Received.selector, "DevNft: not a receiver");
        }
    }

    /// @notice ERC-165: ERC-165 itself, ERC-721 and ERC-721 Metadata.
    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return interfaceId == 0x01ffc9a7 || interfaceId == 0x80ac58cd || interfaceId == 0x5b5e139f;
    }

    /// @notice `data:application/json;base64,…` with name, description and an SVG image.
    function tokenURI(uint256 tokenId) external view returns (string memory) {
        ownerOf(tokenId);
        string memory image = string.concat(
            "data:image/svg+xml;base64,", base64Encode(bytes(_art(tokenId)))
        );
        // Our own strings only (no quotes or backslashes), so no JSON escaping is needed.
        bytes memory json = abi.encodePacked(
            '{"name":"',
            _itemName(),
            " #",
            decimalString(tokenId),
            '","description":"',
            _description(),
            '","image":"',
            image,
            '"}'
        );
        return string.concat("data:application/json;base64,", base64Encode(json));
    }

    /// @dev What one token is called, before its " #id".
    function _itemName() internal pure virtual returns (string memory);

    function _description() internal pure virtual returns (string memory);

    /// @dev The SVG document of token `tokenId`.
    function _art(uint256 tokenId) internal pure virtual returns (string memory);

    function _mint(address to) internal returns (uint256 tokenId) {
        require(to != address(0), "DevNft: mint to the zero address");
        tokenId = ++totalSupply;
        owners[tokenId] = to;
        balances[to] += 1;
        emit Transfer(address(0), to, tokenId);
    }
}
