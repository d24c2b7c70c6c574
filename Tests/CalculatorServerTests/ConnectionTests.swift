import Hummingbird
import Logging
import Testing

@testable import CalculatorServer

/// The server's rules for connections, over real sockets.
///
/// A connection that sends nothing, or its headers or body too slowly, is closed;
/// the number of open connections is capped; a stop finishes whatever clients do.
/// The read timeout is one second here (long enough that a request sent at once is
/// never cut off on a loaded machine); the time limit only stops a test that would
/// otherwise hang.
@Suite(.timeLimit(.minutes(1))) struct ConnectionTests {
  @Test func anIdleConnectionIsClosed() async throws {
    try await LiveServer.with(testWebApp(readTimeout: .seconds(1))) { server in
      let answer = try await RawConnection.with(port: server.port) { connection in
        try await connection.readUntilClosed()
      }
      #expect(answer == "")
    }
  }

  @Test func anIdleConnectionIsClosedAfterItsLastAnswer() async throws {
    try await LiveServer.with(testWebApp(readTimeout: .seconds(1))) { server in
      try await RawConnection.with(port: server.port) { connection in
        try await connection.send(RawConnection.healthz)
        let answer = try await connection.readResponse()
        #expect(answer?.hasPrefix("HTTP/1.1 200 OK") == true)
        #expect(try await connection.readUntilClosed() == "")
      }
    }
  }

  @Test func headersSentTooSlowlyAreCutOff() async throws {
    try await LiveServer.with(testWebApp(readTimeout: .seconds(1))) { server in
      let answer = try await RawConnection.with(port: server.port) { connection in
        try await connection.send("GET /healthz HTTP/1.1\r\nHost: localhost\r\n")
        return try await connection.readUntilClosed()
      }
      #expect(answer == "")
    }
  }

  @Test func aBodySentTooSlowlyIsCutOffAndLoggedAs408() async throws {
    let log = LogRecorder()
    try await LiveServer.with(testWebApp(readTimeout: .seconds(1), logger: log.logger())) {
      server in
      let answer = try await RawConnection.with(port: server.port) { connection in
        try await connection.send(RawConnection.halfABody)
        return try await connection.readUntilClosed()
      }
      #expect(answer == "")
      let line = await log.firstLine(startingWith: "POST /api/press")
      #expect(line?.message.prefix(20) == "POST /api/press 408 ")
    }
    #expect(log.lines.allSatisfy { $0.level < .error })
  }

  /// With room for two connections, a third waits until one of them closes.
  @Test func openConnectionsAreCapped() async throws {
    let log = LogRecorder()
    try await LiveServer.with(
      testWebApp(readTimeout: .seconds(30), maxConnections: 2, logger: log.logger())
    ) { server in
      try await RawConnection.with(port: server.port) { first in
        try await first.expectHealthy()
        try await RawConnection.with(port: server.port) { second in
          try await second.expectHealthy()
          try await RawConnection.with(port: server.port) { third in
            try await third.send("GET /app.css HTTP/1.1\r\nHost: localhost\r\n\r\n")
            // A round trip on an open connection: the server has had the chance to
            // take the third connection, and must not have.
            try await second.expectHealthy()
            #expect(!log.lines.contains { $0.message.hasPrefix("GET /app.css") })
            first.finishSending()
            #expect(try await third.readResponse()?.hasPrefix("HTTP/1.1 200") == true)
          }
        }
      }
    }
  }

  /// One address may hold only its share: past it a connection is closed at once, and a
  /// new one is answered when one of its others closes (1,100 sockets from one
  /// process once made everyone wait 6 to 8 s).
  @Test func oneClientsConnectionsAreCapped() async throws {
    try await LiveServer.with(testWebApp(maxConnectionsPerClient: 2)) { server in
      try await RawConnection.with(port: server.port) { first in
        try await first.expectHealthy()
        try await RawConnection.with(port: server.port) { second in
          try await second.expectHealthy()
          // Closed by the server: no answer, and closing it again on this side may fail.
          let answer = try? await RawConnection.with(port: server.port) { third in
            try? await third.send(RawConnection.healthz)
            return try await third.readResponse()
          }
          #expect(answer.flatMap { $0 } == nil)
        }
        // The server counts the second's close when it sees it: try until it has.
        var answer: String?
        for _ in 0..<100 where answer == nil {
          answer = try? await RawConnection.with(port: server.port) { again in
            try await again.send(RawConnection.healthz)
            return try await again.readResponse()
          }
          if answer == nil {
            try await Task.sleep(for: .milliseconds(20))
          }
        }
        #expect(answer?.hasPrefix("HTTP/1.1 200") == true)
      }
    }
  }

  @Test func connectionCountsPerAddress() {
    let counts = ConnectionsPerClient(limit: 2)
    #expect(counts.open(from: "10.0.0.1") && counts.open(from: "10.0.0.1"))
    #expect(!counts.open(from: "10.0.0.1"))
    #expect(counts.open(from: "10.0.0.2"))
    counts.close(from: "10.0.0.1")
    #expect(counts.open(from: "10.0.0.1"))
  }

  /// A stop (SIGTERM) waits for requests in progress only for the grace period:
  /// a client that never finishes its body does not hold the server up.
  ///
  /// Past the grace period the request is cancelled and logged as a 503; Hummingbird
  /// also logs the cancellation of its accept loop at `error`, kept here, off the
  /// test output.
  @Test func aStopDoesNotWaitForAHalfSentBody() async throws {
    let log = LogRecorder()
    let server = try await LiveServer.start(
      testWebApp(
        readTimeout: .seconds(60), shutdownGracePeriod: .milliseconds(100), logger: log.logger()))
    let answer = try await RawConnection.with(port: server.port) { connection in
      try await connection.expectHealthy()
      try await connection.send(RawConnection.halfABody)
      // Another connection's round trip: the server has read the half request.
      try await RawConnection.with(port: server.port) { other in
        try await other.send(RawConnection.healthz)
        _ = try await other.readResponse()
      }
      try await server.stop()
      return try await connection.readUntilClosed()
    }
    #expect(!answer.contains("HTTP/1.1 200"))
    #expect(log.lines.contains { $0.message.hasPrefix("POST /api/press 503 ") })
  }
}
