// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @title Name registry of the Latch devnet (a minimal stand-in for ENS)
/// @notice Each account may hold one name (like `alice.latch`): `register` sets the forward
/// record (name → address) and the reverse record (address → name) together, so the two always
/// agree. An account also has an avatar text record (any URI, data: URIs included).
/// @dev Names are stored as given and must be lower case (a-z, 0-9, '-', '.'), so lookups need
/// no normalisation beyond lower-casing. Devnet only: names are free and first come, first served.
/// A registrar (the Latch server, set at deployment) may also give a name to an account that
/// proved it wants it (`registerFor`), so a visitor with no ether can be named.
contract NameRegistry {
    uint256 public constant MAX_NAME_BYTES = 255;

    /// @notice The one account allowed to call `registerFor` (the zero address: nobody).
    address public immutable registrar;

    mapping(string => address) private owners;
    mapping(address => string) private names;
    mapping(address => string) private avatars;
    /// @notice When the account registered its current name (unix seconds, 0 when none).
    mapping(address => uint256) public registeredAt;
    /// @notice When the account's name or avatar last changed (unix seconds).
    mapping(address => uint256) public updatedAt;

    event NameRegistered(address indexed owner, string name);
    event AvatarChanged(address indexed owner, string uri);

    /// @param registrar_ The account allowed to call `registerFor`.
    /// @param owners_ Accounts given `names_[i]` and `avatars_[i]` at deployment, without a
    /// transaction of their own (their nonces stay 0).
    constructor(
        address registrar_,
        address[] memory owners_,
        string[] memory names_,
        string[] memory avatars_
    ) {
        registrar = registrar_;
        require(
            owners_.length == names_.length && names_.length == avatars_.length,
            "NameRegistry: length mismatch"
        );
        for (uint256 i = 0; i < owners_.length; i++) {
            _register(owners_[i], names_[i]);
            _setAvatar(owners_[i], avatars_[i]);
        }
    }

    /// @notice Gives `name` to the sender (forward and reverse); a name it held before is freed.
    function register(string calldata name) external {
        _register(msg.sender, name);
    }

    /// @notice Gives `name` to `owner` on its behalf (forward and reverse); registrar only. The
    /// registrar checks the owner's consent (a signed message) before it calls.
    function registerFor(address owner, string calldata name) external {
        require(msg.sender == registrar, "NameRegistry: registrar only");
        require(owner != address(0), "NameRegistry: zero owner");
        _register(owner, name);
    }

    /// @notice Sets the sender's avatar text record; an empty string clears it.
    function setAvatar(string calldata uri) external {
        _setAvatar(msg.sender, uri);
    }

    /// @notice The address holding `name`, or the zero address.
    function resolve(string calldata name) external view returns (address) {
        return owners[name];
    }

    /// @notice The name of `owner` (reverse record), or "".
    function nameOf(address owner) external view returns (string memory) {
        return names[owner];
    }

    /// @notice The avatar URI of `owner`, or "".
    function avatarOf(address owner) external view returns (string memory) {
        return avatars[owner];
    }

    function _register(address owner, string memory name) private {
        _requireValidName(name);
        address holder = owners[name];
        require(holder == address(0) || holder == owner, "NameRegistry: name taken");
        string memory previous = names[owner];
        if (bytes(previous).length > 0) delete owners[previous];
        owners[name] = owner;
        names[owner] = name;
        registeredAt[owner] = block.timestamp;
        updatedAt[owner] = block.timestamp;
        emit NameRegistered(owner, name);
    }

    function _setAvatar(address owner, string memory uri) private {
        avatars[owner] = uri;
        updatedAt[owner] = block.timestamp;
        emit AvatarChanged(owner, uri);
    }

    function _requireValidName(string memory name) private pure {
        bytes memory text = bytes(name);
        require(
            text.length > 0 && text.length <= MAX_NAME_BYTES, "NameRegistry: name length 1-255"
        );
        for (uint256 i = 0; i < text.length; i++) {
            bytes1 c = text[i];
            bool ok = (c >= "a" && c <= "z") || (c >= "0" && c <= "9") || c == "-" || c == ".";
            require(ok, "NameRegistry: use a-z, 0-9, '-' and '.'");
        }
    }
}
