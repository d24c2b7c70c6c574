import NIOCore
import NIOHTTPTypes
import Synchronization

/// How many connections each client address has open, shared by all connections.
final class ConnectionsPerClient: Sendable {
  /// The most connections one address may hold open at once.
  let limit: Int
  private let counts = Mutex<[String: Int]>([:])

  /// Counts that allow `limit` connections an address.
  init(limit: Int) {
    self.limit = limit
  }

  /// Counts a connection from `address`; `false`, counting nothing, when the address
  /// already has ``limit`` open.
  func open(from address: String) -> Bool {
    counts.withLock { counts in
      let count = counts[address, default: 0]
      guard count < limit else { return false }
      counts[address] = count + 1
      return true
    }
  }

  /// Counts the end of a connection ``open(from:)`` counted.
  func close(from address: String) {
    counts.withLock { counts in
      let count = counts[address, default: 1] - 1
      counts[address] = count > 0 ? count : nil
    }
  }
}

/// Closes a connection at once when its client's address already holds its share of
/// the server's connections (``ConnectionPolicy/maxConnectionsPerClient``), so that one
/// client reconnecting in a loop cannot take the places of the others.
final class ClientConnectionCap: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = HTTPRequestPart
  typealias InboundOut = HTTPRequestPart

  private let connections: ConnectionsPerClient
  /// The address counted for this connection, `nil` when none was.
  private var counted: String?

  /// A handler counting its connection in `connections`.
  init(_ connections: ConnectionsPerClient) {
    self.connections = connections
  }

  func handlerAdded(context: ChannelHandlerContext) {
    guard let address = context.channel.remoteAddress?.ipAddress else { return }
    if connections.open(from: address) {
      counted = address
    } else {
      context.close(promise: nil)
    }
  }

  func handlerRemoved(context: ChannelHandlerContext) {
    if let counted {
      connections.close(from: counted)
      self.counted = nil
    }
  }
}
