/// How the server treats connections: how long a client may take to send a
/// request, how many connections may be open at once, and how long a stop waits for
/// requests in progress.
struct ConnectionPolicy: Sendable, Equatable {
  /// The longest a connection may stay idle, or take to send a request's headers
  /// (from the connection's start or the previous response), or take to send a
  /// request's body (from the end of its headers); past it the connection is closed.
  var readTimeout: Duration
  /// The most connections open at once; further clients wait in the listen backlog
  /// until one closes.
  var maxConnections: Int
  /// The most connections one client address may have open at once; a further one is
  /// closed as soon as it is accepted.
  var maxConnectionsPerClient: Int
  /// How long a stop (SIGTERM, SIGINT) lets requests in progress finish before it
  /// cancels them and closes their connections.
  var shutdownGracePeriod: Duration

  /// The policy of `calculator serve`: 10 s to send a request, 1,000 connections
  /// (a twentieth of this machine's 20,000 descriptors per process, twenty times
  /// the load test's 50), 100 from one address (a browser opens 6 to a server; an
  /// office behind one address may hold several dozen), 3 s for requests in progress
  /// at a stop, so that the server has exited within 5 s of SIGTERM whatever its
  /// clients do.
  static let standard = ConnectionPolicy(
    readTimeout: .seconds(10), maxConnections: 1_000, maxConnectionsPerClient: 100,
    shutdownGracePeriod: .seconds(3))
}
