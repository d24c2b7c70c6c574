import FoundationEssentials
import Hummingbird
import HummingbirdTesting
import Testing

@testable import CalculatorServer

/// The page computes with the WebAssembly module served beside it, and
/// installs as an app that works offline (a web app manifest with icons, a service
/// worker); each file with the type a browser requires of it.
@Suite struct PageFilesTests {
  @Test(arguments: [
    ("/calculator.wasm", "application/wasm"),  // instantiateStreaming refuses any other
    ("/calculator-wasm.js", "text/javascript"),  // a module script must be JavaScript
    ("/app.js", "text/javascript"),
    ("/service-worker.js", "text/javascript"),
    ("/manifest.webmanifest", "application/manifest+json"),
    ("/icon.svg", "image/svg+xml"),
    ("/icon-192.png", "image/png"),
    ("/icon-512.png", "image/png"),
  ])
  func servedWithTheTypeBrowsersRequire(_ path: String, _ type: String) async throws {
    try await testApplication().test(.router) { client in
      try await client.execute(uri: path, method: .get) { response in
        #expect(response.status == .ok)
        #expect(response.headers[.contentType] == type)
        #expect(response.body.readableBytes > 0)
        SecurityTests.expectSecurityHeaders(response)
      }
    }
  }

  @Test func theModuleIsWebAssemblyThatImportsNothing() async throws {
    try await testApplication().test(.router) { client in
      try await client.execute(uri: "/calculator.wasm", method: .get) { response in
        let bytes = Array(response.body.readableBytesView)
        #expect(bytes.prefix(8) == [0, 0x61, 0x73, 0x6D, 1, 0, 0, 0])  // "\0asm", version 1
        #expect(bytes.count > 100_000)
        #expect(!Self.sectionIDs(of: bytes).contains(2), "an import section")
      }
    }
  }

  /// The module goes compressed to a browser that accepts it: brotli first (the
  /// smaller), then gzip, else as it is; every answer says that it varies by
  /// `Accept-Encoding`, so that no cache hands one client's encoding to another.
  @Test(
    arguments: [
      ("br, gzip", "br"), ("gzip, deflate, br", "br"), ("gzip", "gzip"), ("br;q=0, gzip", "gzip"),
      ("GZIP;q=0.5", "gzip"), ("*", "br"), ("identity", nil), ("deflate", nil), ("", nil),
      ("br;q=0, gzip;q=0", nil),
    ] as [(String, String?)])
  func theModuleIsServedCompressedWhenAccepted(_ accepted: String, _ encoding: String?)
    async throws
  {
    let folder = try ResourceFolder.besideExecutable().path
    let suffix = ["br": ".br", "gzip": ".gz"][encoding ?? ""] ?? ""
    let expected = try #require(
      FileManager.default.contents(atPath: folder + "/calculator.wasm" + suffix))
    for method in [HTTPRequest.Method.get, .head] {
      try await testApplication().test(.router) { client in
        try await client.execute(
          uri: "/calculator.wasm", method: method, headers: [.acceptEncoding: accepted]
        ) { response in
          #expect(response.status == .ok)
          #expect(response.headers[.contentType] == "application/wasm")
          #expect(response.headers[.contentEncoding] == encoding)
          #expect(response.headers[.vary] == "Accept-Encoding")
          #expect(response.headers[.contentLength] == "\(expected.count)")
          if method == .get {
            #expect(Array(response.body.readableBytesView) == Array(expected))
          }
          SecurityTests.expectSecurityHeaders(response)
        }
      }
    }
  }

  /// On the wire the module is at most 410 KB with brotli: a first visit at 1.6 Mbps has
  /// it in about 2 s.
  @Test func theCompressedModuleIsSmall() throws {
    let folder = try ResourceFolder.besideExecutable().path
    let module = try #require(FileManager.default.contents(atPath: folder + "/calculator.wasm"))
    let brotli = try #require(FileManager.default.contents(atPath: folder + "/calculator.wasm.br"))
    let gzip = try #require(FileManager.default.contents(atPath: folder + "/calculator.wasm.gz"))
    #expect(brotli.count <= 410_000)
    #expect(brotli.count < gzip.count && gzip.count < module.count)
    #expect(Array(gzip.prefix(2)) == [0x1F, 0x8B])
  }

  /// A file without compressed forms is served as it is, and says nothing of encodings.
  @Test func otherFilesAreServedAsTheyAre() async throws {
    try await testApplication().test(.router) { client in
      try await client.execute(
        uri: "/app.js", method: .get, headers: [.acceptEncoding: "br, gzip"]
      ) { response in
        #expect(response.status == .ok)
        #expect(response.headers[.contentEncoding] == nil)
        #expect(response.headers[.vary] == nil)
      }
    }
  }

  /// The ids of a WebAssembly module's sections, in order.
  static func sectionIDs(of bytes: [UInt8]) -> [UInt8] {
    var ids: [UInt8] = []
    var index = 8
    while index < bytes.count {
      ids.append(bytes[index])
      index += 1
      var size = 0
      var shift = 0
      while index < bytes.count {
        let byte = bytes[index]
        index += 1
        size |= Int(byte & 0x7F) << shift
        shift += 7
        if byte & 0x80 == 0 { break }
      }
      index += size
    }
    return ids
  }

  struct Manifest: Decodable {
    struct Icon: Decodable {
      var src: String
      var sizes: String
      var type: String
    }
    var name: String
    var shortName: String
    var startURL: String
    var scope: String
    var display: String
    var themeColor: String
    var backgroundColor: String
    var icons: [Icon]

    enum CodingKeys: String, CodingKey {
      case name, scope, display, icons
      case shortName = "short_name"
      case startURL = "start_url"
      case themeColor = "theme_color"
      case backgroundColor = "background_color"
    }
  }

  @Test func theManifestMakesThePageInstallable() async throws {
    try await testApplication().test(.router) { client in
      let manifest = try await client.execute(uri: "/manifest.webmanifest", method: .get) {
        try $0.json(Manifest.self)
      }
      #expect(manifest.name == "Calculator")
      #expect(manifest.display == "standalone")
      #expect(manifest.startURL == "./")
      #expect(manifest.shortName == "Calculator")
      #expect(manifest.scope == "./")
      #expect(manifest.themeColor.hasPrefix("#"))
      #expect(manifest.backgroundColor.hasPrefix("#"))
      let icons = Dictionary(manifest.icons.map { ($0.sizes, $0) }) { first, _ in first }
      #expect(icons["192x192"]?.type == "image/png")
      #expect(icons["512x512"]?.type == "image/png")
      #expect(icons["any"]?.type == "image/svg+xml")
      for icon in manifest.icons {
        try await client.execute(uri: "/" + icon.src, method: .get) { response in
          #expect(response.status == .ok, "\(icon.src)")
          #expect(response.headers[.contentType] == icon.type, "\(icon.src)")
          if icon.type == "image/png" {
            let side = Self.pngSide(Array(response.body.readableBytesView))
            #expect("\(side ?? 0)x\(side ?? 0)" == icon.sizes, "\(icon.src)")
          }
        }
      }
    }
  }

  /// The width of a square PNG image (nil when it is not a PNG or not square).
  static func pngSide(_ bytes: [UInt8]) -> Int? {
    guard bytes.count > 24, bytes.prefix(8) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    else { return nil }
    let number = { (offset: Int) in bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
    return number(16) == number(20) ? number(16) : nil
  }

  @Test func thePageLinksItsManifestIconAndModuleScript() async throws {
    try await testApplication().test(.router) { client in
      try await client.execute(uri: "/", method: .get) { response in
        let page = response.text
        #expect(page.contains(#"<link rel="manifest" href="manifest.webmanifest">"#))
        #expect(page.contains(#"<link rel="icon" href="icon.svg" type="image/svg+xml">"#))
        #expect(page.contains(#"<link rel="apple-touch-icon" href="icon-192.png">"#))
        #expect(page.contains(#"<meta name="theme-color""#))
        #expect(page.contains(#"<script type="module" src="app.js"></script>"#))
      }
    }
  }

  /// The files the service worker caches, from its `FILES` list.
  static func cachedFiles(_ worker: String) -> [String] {
    guard let start = worker.range(of: "const FILES = ["),
      let end = worker[start.upperBound...].range(of: "];")
    else { return [] }
    return worker[start.upperBound..<end.lowerBound].split(separator: ",").map {
      $0.trimmingCharacters(in: .whitespacesAndNewlines).trimmingCharacters(in: ["\""])
    }.filter { !$0.isEmpty }
  }

  @Test func theServiceWorkerCachesEveryFileThePageUses() async throws {
    let folder = try ResourceFolder.besideExecutable().path
    let files = try FileManager.default.contentsOfDirectory(atPath: folder)
    try await testApplication().test(.router) { client in
      let worker = try await client.execute(uri: "/service-worker.js", method: .get) { $0.text }
      let cached = Self.cachedFiles(worker)
      // The page is cached as "./" (what start_url and a visit open); every other
      // file but the API's description, the worker itself and the module's compressed
      // forms (which reach the cache as the module, through the browser's
      // Accept-Encoding) is cached by name.
      let uncached = [
        "index.html", "openapi.yaml", "service-worker.js", "calculator.wasm.br",
        "calculator.wasm.gz",
      ]
      let expected = ["./"] + files.filter { !uncached.contains($0) }
      #expect(Set(cached) == Set(expected))
      #expect(cached.count == expected.count)
      for file in cached {
        let path = "/" + file.replacingOccurrences(of: "./", with: "")
        try await client.execute(uri: path, method: .get) { response in
          #expect(response.status == .ok, "\(file)")
        }
      }
      // A version derived from the files' content names the cache, so a new version
      // of any file installs a new worker that replaces the old cache whole.
      #expect(worker.contains(#"const VERSION = ""#))
    }
  }
}
