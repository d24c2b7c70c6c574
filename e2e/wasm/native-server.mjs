// The native build's HTTP API in one process, for comparing many requests with the
// module quickly: `calculator serve` on a free loopback port, stopped by `stop()`.
import { spawn } from "node:child_process";
import { createServer } from "node:net";

/** A free TCP port on the loopback address. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts `binary serve` and waits until /healthz answers (at most 20 s).
 * @returns `{get(path) → {status, text}, post(path, body) → {status, text}, stop()}`.
 */
export async function startNativeServer(binary) {
  const port = await freePort();
  const server = spawn(binary, ["serve", "--port", String(port)], { stdio: "ignore" });
  const base = `http://127.0.0.1:${port}`;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch (error) {
      if (attempt >= 200 || server.exitCode !== null) {
        server.kill();
        throw new Error(`${binary} serve did not start: ${error.message}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    async get(path) {
      const response = await fetch(`${base}${path}`);
      return { status: response.status, text: await response.text() };
    },
    async post(path, body) {
      const response = await fetch(`${base}${path}`, {
        method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body),
      });
      return { status: response.status, text: await response.text() };
    },
    async stop() {
      server.kill("SIGTERM");
      await exited;
    },
  };
}

/** `work(item)` for each item, at most `limit` at a time; the answers in order. */
export async function mapConcurrently(items, limit, work) {
  const answers = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      answers[index] = await work(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return answers;
}
