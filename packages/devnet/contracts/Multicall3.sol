// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @title Multicall3 for the Latch devnet
/// @notice Batches calls into one. It speaks the same ABI as the Multicall3 deployed on public
/// chains, so viem, wagmi and ethers use it at 0xcA11bde05977b3631167028862bE2a173976CA11,
/// where the devnet places its runtime code. Written for readability, not for gas.
/// @dev Keep this contract free of constructor logic and immutables: only its runtime code is
/// installed (with anvil_setCode), the constructor never runs.
contract Multicall3 {
    struct Call {
        address target;
        bytes callData;
    }

    struct Call3 {
        address target;
        bool allowFailure;
        bytes callData;
    }

    struct Call3Value {
        address target;
        bool allowFailure;
        uint256 value;
        bytes callData;
    }

    struct Result {
        bool success;
        bytes returnData;
    }

    /// @notice Runs every call; reverts if any of them fails.
    function aggregate(Call[] calldata calls)
        public
        payable
        returns (uint256 blockNumber, bytes[] memory returnData)
    {
        blockNumber = block.number;
        returnData = new bytes[](calls.length);
        for (uint256 i = 0; i < calls.length; i++) {
            (bool success, bytes memory data) = calls[i].target.call(calls[i].callData);
            if (!success) bubbleRevert(data);
            returnData[i] = data;
        }
    }

    /// @notice Runs every call; reverts on a failure only when `requireSuccess` is set.
    function tryAggregate(bool requireSuccess, Call[] calldata calls)
        public
        payable
        returns (Result[] memory returnData)
    {
        returnData = new Result[](calls.length);
        for (uint256 i = 0; i < calls.length; i++) {
            (bool success, bytes memory data) = calls[i].target.call(calls[i].callData);
            if (requireSuccess && !success) bubbleRevert(data);
            returnData[i] = Result(success, data);
        }
    }

    /// @notice Like `tryAggregate`, plus the current block number and hash.
    function tryBlockAndAggregate(bool requireSuccess, Call[] calldata calls)
        public
        payable
        returns (uint256 blockNumber, bytes32 blockHash, Result[] memory returnData)
    {
        blockNumber = block.number;
        blockHash = blockhash(block.number);
        returnData = tryAggregate(requireSuccess, calls);
    }

    /// @notice Like `tryBlockAndAggregate` with every call required to succeed.
    function blockAndAggregate(Call[] calldata calls)
        public
        payable
        returns (uint256 blockNumber, bytes32 blockHash, Result[] memory returnData)
    {
        return tryBlockAndAggregate(true, calls);
    }

    /// @notice Runs every call; each call says whether it may fail. viem's `multicall` uses this.
    function aggregate3(Call3[] calldata calls) public payable returns (Result[] memory returnData) {
        returnData = new Result[](calls.length);
        for (uint256 i = 0; i < calls.length; i++) {
            (bool success, bytes memory data) = calls[i].target.call(calls[i].callData);
            if (!calls[i].allowFailure && !success) bubbleRevert(data);
            returnData[i] = Result(success, data);
        }
    }

    /// @notice Like `aggregate3`, sending `value` wei with each call; `msg.value` must be the sum.
    function aggregate3Value(Call3Value[] calldata calls)
        public
        payable
        returns (Result[] memory returnData)
    {
        uint256 valueSum = 0;
        returnData = new Result[](calls.length);
        for (uint256 i = 0; i < calls.length; i++) {
            valueSum += calls[i].value;
            (bool success, bytes memory data) =
                calls[i].target.call{value: calls[i].value}(calls[i].callData);
            if (!calls[i].allowFailure && !success) bubbleRevert(data);
            returnData[i] = Result(success, data);
        }
        require(msg.value == valueSum, "Multicall3: value mismatch");
    }

    function getBlockHash(uint256 blockNumber) public view returns (bytes32 blockHash) {
        blockHash = blockhash(blockNumber);
    }

    function getBlockNumber() public view returns (uint256 blockNumber) {
        blockNumber = block.number;
    }

    function getCurrentBlockCoinbase() public view returns (address coinbase) {
        coinbase = block.coinbase;
    }

    /// @notice Since the merge (paris) this is the beacon chain's randomness, as on mainnet.
    function getCurrentBlockDifficulty() public view returns (uint256 difficulty) {
        difficulty = block.prevrandao;
    }

    function getCurrentBlockGasLimit() public view returns (uint256 gaslimit) {
        gaslimit = block.gaslimit;
    }

    function getCurrentBlockTimestamp() public view returns (uint256 timestamp) {
        timestamp = block.timestamp;
    }

    function getEthBalance(address addr) public view returns (uint256 balance) {
        balance = addr.balance;
    }

    function getLastBlockHash() public view returns (bytes32 blockHash) {
        blockHash = blockhash(block.number - 1);
    }

    function getBasefee() public view returns (uint256 basefee) {
        basefee = block.basefee;
    }

    function getChainId() public view returns (uint256 chainid) {
        chainid = block.chainid;
    }

    /// @dev Re-throws a failed call's revert data so the caller sees the real reason.
    function bubbleRevert(bytes memory data) private pure {
        if (data.length == 0) revert("Multicall3: call failed");
        assembly {
            revert(add(data, 32), mload(data))
        }
    }
}
