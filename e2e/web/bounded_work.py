"""Bounded work: every request within the limits is answered in at most 256 KiB and
at most 50 ms of server CPU, and the server's connections are bounded.

Usage: bounded_work.py [--requests-only] BINARY. It starts BINARY serve on a free port and checks, as
counts and bounds (no sleeps, no wall-clock timing of requests):

  (a) amplification: RPN `1 ↲` then `↲ +` 24 times (shared nodes: the written-out
      formula has 2^24 terms);
  (b) graph work: the state of RPN `x` then `↲ +` 15 times, graphed 2,000 points wide,
      and in graph units deep in a zoom (b2, b3: a pole per pixel);
  (c) the worst /api/press requests found within the limits (a 3,000-step saved
      program or a 1,000-character formula entry, and 1,000 keys), each of several
      kinds;
  (e) typed text and graphs at the limits: a 9,995-character sum of factorial ratios
      evaluated, pasted and graphed, x followed by 9,999 !, dense waves in dots on
      4,096 × 4,096, alone and 40 at once;
  (f) load: /healthz answered within 100 ms while two clients send (e1) in a loop,
      and the server exits within 5 s of SIGTERM with four of them in flight;
  (d) connections: 1,200 keep-alive clients, of which the server answers the first
      1,000 and holds no more descriptors than that until some close, when it
      answers the rest; and it exits within 5 s of SIGTERM while a client holds
      half a request.

--requests-only skips (f) and (d), so that an older binary without connection limits can be
measured beside the current one (docs/performance.md quotes both).

The CPU of a request is the server's user + system time from /proc/PID/stat, as
e2e/web/load.sh reads it, over REPEATS sends of the same request (the clock ticks
are 10 ms), divided by REPEATS. Each figure is printed beside its bound; the exit
status is 1 when one is past it.

The CPU bound is 50 ms at the speed of the machine it was set on, where the work budget alone
((e5), x followed by 9,999 !, which does nothing else) took BUDGET_CPU_MS. This shared
machine's speed varies by up to twice from one hour to the next, so (e5) is measured first
and a slower machine scales the bound by as much (never below 50 ms): what is held is that no
request does much more than the work budget's worth.
"""

import http.client
import json
import os
import selectors
import signal
import socket
import subprocess
import sys
import threading
import time

MAX_BYTES = 256 * 1024
MAX_CPU_MS = 50.0
BUDGET_CPU_MS = 15.0  # (e5) in docs/performance.md
cpu_bound = MAX_CPU_MS
REPEATS = 10
MAX_CONNECTIONS = 1000
PER_CLIENT = 100
STOP_SECONDS = 5.0
MAX_HEALTH_MS = 100.0
VIEWPORT = {"width": 2000, "height": 600, "originX": 1000, "originY": 300, "scale": 40}
DEEP = {"width": 4096, "height": 600, "centerX": 2.5, "centerY": 0, "unitsPerPixel": 1e-15}

failures = []


def report(name, value, bound, unit):
    ok = value <= bound
    print(f"{'ok  ' if ok else 'FAIL'} {name}: {value:,.1f} {unit} (bound {bound:,} {unit})")
    if not ok:
        failures.append(name)


class Server:
    """The server under test, on a free loopback port, logging to a file."""

    def __init__(self, binary, log):
        probe = socket.socket()
        probe.bind(("127.0.0.1", 0))
        self.port = probe.getsockname()[1]
        probe.close()
        self.process = subprocess.Popen(
            [binary, "serve", "--port", str(self.port)], stdout=log, stderr=subprocess.STDOUT
        )
        for _ in range(200):  # up to 20 s for the server to listen
            try:
                self.post_raw("GET", "/healthz", None)
                return
            except OSError:
                time.sleep(0.1)
        raise RuntimeError("the server did not start")

    def connection(self):
        return http.client.HTTPConnection("127.0.0.1", self.port, timeout=60)

    def post_raw(self, method, path, body):
        connection = self.connection()
        try:
            connection.request(method, path, body, {"Content-Type": "application/json"})
            response = connection.getresponse()
            return response.status, response.read()
        finally:
            connection.close()

    def cpu_ticks(self):
        fields = open(f"/proc/{self.process.pid}/stat").read().rsplit(")", 1)[1].split()
        return int(fields[11]) + int(fields[12])  # utime + stime (fields 14 and 15)

    def descriptors(self):
        return len(os.listdir(f"/proc/{self.process.pid}/fd"))

    def measure(self, path, body):
        """Status, answer size, and server CPU per request in ms (mean of REPEATS)."""
        payload = json.dumps(body, separators=(",", ":"), ensure_ascii=False).encode()
        connection = self.connection()
        try:
            before = self.cpu_ticks()
            for _ in range(REPEATS):
                connection.request("POST", path, payload, {"Content-Type": "application/json"})
                response = connection.getresponse()
                answer = response.read()
            ticks = self.cpu_ticks() - before
        finally:
            connection.close()
        milliseconds = ticks / os.sysconf("SC_CLK_TCK") * 1000 / REPEATS
        return response.status, answer, milliseconds

    def seconds_to_stop(self):
        """Sends SIGTERM and returns the seconds until the server exits (30 at most)."""
        started = time.monotonic()
        self.process.send_signal(signal.SIGTERM)
        try:
            self.process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            pass
        return time.monotonic() - started

    def stop(self):
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()


def check(server, name, path, body, expected=200):
    status, answer, milliseconds = server.measure(path, body)
    size = len(json.dumps(body, separators=(",", ":"), ensure_ascii=False).encode())
    print(f"== {name}: request {size:,} bytes, answer {status}")
    if status != expected:
        print(f"     {answer[:300]!r}")
        failures.append(f"{name}: status {status}")
    report(f"{name}: answer size", len(answer) / 1024, MAX_BYTES / 1024, "KiB")
    report(f"{name}: server CPU per request", milliseconds, cpu_bound, "ms")
    return answer


def state_after(server, keys, state=None):
    body = {"keys": keys} if state is None else {"state": state, "keys": keys}
    status, answer = server.post_raw("POST", "/api/press", json.dumps(body).encode())
    if status != 200:
        raise RuntimeError(f"could not build a state: {status} {answer[:200]!r}")
    return json.loads(answer)["state"]


def state(mode, program, memory=None):
    """A saved keypad with `program`, an empty tape and nothing to redo: the smallest
    body for a long program (the JSON a client would send back, compacted)."""
    return {"mode": mode, "angle": "rad", "memory": memory, "typing": None, "showsZero": False,
            "program": program, "redo": [], "tape": []}


def formula_state(entry, undo):
    """A saved keypad in formula mode with `entry` (cursor at its end) and the earlier
    entries `undo`, nothing to redo."""
    snapshot = lambda text: {"entry": text, "cursor": len(text), "evaluated": False}
    return {"mode": "formula", "angle": "rad", "memory": None, "typing": None,
            "showsZero": True, "program": [], "redo": [], "tape": [],
            "formula": {**snapshot(entry), "undo": [snapshot(text) for text in undo],
                        "redo": []}}


def worst_presses(server):
    """Press requests at the limits: each loads a 3,000-step program (every step is
    replayed and checked) and presses 1,000 keys chosen to redo work on all of it,
    within the 64 KiB body."""
    trig = [{"variable": "x"}] + [{"operation": "sin"}, {"operation": "cos"}] * 1400
    on_memory = [{"variable": "M"}] + [{"variable": "M"}, {"operation": "+"}] * 1499 + [{"operation": "√"}]
    counting = [{"variable": "M"}] + [{"operand": 1}, {"operation": "+"}] * 1499
    shared = [{"operand": 1}] + [{"enter": 1}, {"operation": "+"}] * 1499 + [{"operation": "√"}]
    sums = [{"operand": 7}] + [{"operation": "+"}, {"operand": 7}] * 999 + [{"operation": "="}]
    pasted = "+".join(["1234567.891"] * 833)  # 9,995 characters, within the paste limit
    saved = "+".join(["1234567.891"] * 4600)  # 55 KB: a saved step has only the body's limit
    sums_text = "+".join(["1"] * 500)[:999] + "1"  # formula entry's 1,000 characters
    huge_cosine = [{"variable": "M"}, {"operand": 0}, {"operation": "×"}, {"operand": 2},
                   {"operand": 10000}, {"operation": "xʸ"}, {"operation": "+"}, {"operand": 1},
                   {"operation": "+"}, {"operation": "cos"}]
    # M holds what →M stores from the display, 34 digits of cos(2^10000 + 1).
    huge_cosine_stored = state_after(server, ["→M"], state("rpn", huge_cosine, memory=2))
    return [
        ("(c1) 2,801 trig steps (what the body holds with the keys), Deg/Rad 1,000 times",
         {"state": state("rpn", trig), "keys": ["deg", "rad"] * 500}),
        ("(c2) √ of 3,000 steps on M, →M 1,000 times (M converges after 53: refused at the "
         "work budget, 400)",
         {"state": state("rpn", on_memory, memory=2), "keys": ["→M"] * 1000}, 400),
        ("(c3) 3,000 shared steps (2^1500 terms), undo/redo 1,000 times",
         {"state": state("rpn", shared), "keys": ["undo", "redo"] * 500}),
        ("(c4) 2,000 algebraic steps, + 7 = 1,000 times (each = on the tape)",
         {"state": state("algebraic", sums), "keys": ["+", "7", "="] * 333 + ["="]}),
        ("(c5) 3,000 shared steps, the graph key",
         {"state": state("rpn", shared), "keys": [], "graph": True}),
        ("(c6) a 10,000-character paste, undo/redo 1,000 times",
         {"paste": pasted, "keys": ["undo", "redo"] * 500}),
        ("(c7) a saved 10,000-character expression step, undo/redo 1,000 times",
         {"state": state("rpn", [{"expression": pasted}]), "keys": ["undo", "redo"] * 500}),
        ("(c7b) a saved 55 KB expression step (longer than a paste: an invalid state, 400)",
         {"state": state("rpn", [{"expression": saved}]), "keys": ["undo", "redo"] * 500}, 400),
        ("(c8) 3,000 steps of M + 1 + 1 …, →M 1,000 times (M changes each time: refused "
         "at the work budget, 400)",
         {"state": state("rpn", counting, memory=2), "keys": ["→M"] * 1000}, 400),
        ("(c9) a 1,000-character formula entry, = backspace 2 = backspace 1 166 times (each = "
         "parses and evaluates all of it: refused at the work budget, 400)",
         {"state": formula_state(sums_text, []),
          "keys": ["=", "backspace", "2", "=", "backspace", "1"] * 166}, 400),
        ("(c9b) the same entry, = backspace 1 333 times (each key copies the entry: refused "
         "at the work budget, 400)",
         {"state": formula_state(sums_text, []), "keys": ["=", "backspace", "1"] * 333}, 400),
        ("(c10) a 1,000-character formula entry with 8 like it to undo, undo/redo and "
         "cursor keys 1,000 times (each key copies the entry: refused at the work budget, 400)",
         {"state": formula_state(sums_text, [sums_text] * 8),
          "keys": ["undo", "undo", "redo", "left"] * 250}, 400),
        ("(c11) cos(M × 0 + 2^10000 + 1), ± 1,000 times (each a new display of about 2 ms, "
         "π to 10,000 bits: refused at the work budget, 400)",
         {"state": state("rpn", huge_cosine, memory=2), "keys": ["±"] * 1000}, 400),
        ("(c12) cos(M × 0 + 2^10000 + 1) with its value in M, →M 1,000 times (M unchanged: "
         "the keypad keeps the display's evaluation, so one such display in all)",
         {"state": huge_cosine_stored, "keys": ["→M"] * 1000}),
        ("(c13) sinh(2000 + sin 1) − cosh(2000 + sin 1) in formula entry, = (a cancellation "
         "of huge values: the display stops at its work bound, Too much work to compute)",
         {"state": formula_state("sinh(2000+sin(1))-cosh(2000+sin(1))", []), "keys": ["="]}),
    ]


def factorial_ratios(first, count):
    """`first!/(first-1)! + …`, `count` terms without spaces: exact factorials of
    thousands of digits, each a millisecond of big-number work."""
    return "+".join(f"{n}!/{n - 1}!" for n in range(first, first - count, -1))


KD = factorial_ratios(3210, 833)  # 9,995 characters, within the expression limit


def worst_typed():
    """Typed text, saved text and graphs at the limits: each is bounded by the same work
    budget as the keys (Too much work to compute past it), and a graph's answer by its
    size."""
    waves = [{"variable": "x"}, {"operand": 40}, {"operation": "×"}, {"operation": "sin"},
             {"operand": 40}, {"operation": "×"}]
    many_waves = []
    for k in range(1, 41):
        many_waves += waves + [{"operand": k}, {"operand": 1000}, {"operation": "÷"},
                               {"operation": "+"}]
    smooth = []
    for k in range(1, 7):
        smooth += [{"variable": "x"}, {"operation": "sin"}, {"operand": k}, {"operand": 1000},
                   {"operation": "÷"}, {"operation": "+"}]
    square = {"width": 4096, "height": 4096, "centerX": 0, "centerY": 0, "unitsPerPixel": 0.01}
    return [
        ("(e1) evaluate the 9,995-character sum 3210!/3209! + … + 2378!/2377!",
         "/api/evaluate", {"expression": KD}),
        ("(e2) paste the same sum and press the graph key", "/api/press",
         {"paste": KD, "graph": True}),
        ("(e3) graph x × (the same sum)", "/api/graph",
         {"expression": "x*(" + factorial_ratios(3210, 832) + ")", "viewport": VIEWPORT}, 400),
        ("(e4) a formula-mode state of factorial ratios, =", "/api/press",
         {"state": formula_state(factorial_ratios(3210, 83), []), "keys": ["="]}),
        ("(e5) graph x followed by 9,999 !", "/api/graph",
         {"expression": "x" + "!" * 9999, "viewport": VIEWPORT}, 400),
        ("(e6) sin(40x)·40 in dots, 4,096 × 4,096", "/api/graph",
         {"expression": "sin(40*x)*40", "viewport": square, "style": "dots"}),
        ("(e7) 40 curves sin(40x)·40 + k/1000 in dots, 4,096 × 4,096 (the six nearest the "
         "top graphed: refused at the work budget, 400)", "/api/graph",
         {"state": state("rpn", many_waves[:-1]), "viewport": square, "style": "dots"}, 400),
        ("(e8) the same 40 curves in lines (400)", "/api/graph",
         {"state": state("rpn", many_waves[:-1]), "viewport": square}, 400),
        ("(e9) six curves sin(x) + k/1000 in dots, 4,096 × 4,096 (4,097 dots each: past "
         "256 KiB, refused, 400)", "/api/graph",
         {"state": state("rpn", smooth[:-1]), "viewport": square, "style": "dots"}, 400),
    ]


def answered(clients, count, deadline_seconds=60):
    """Waits until `count` of the clients have had an answer (or the deadline, a
    safety bound only); returns the sockets that have."""
    selector = selectors.DefaultSelector()
    for client in clients:
        selector.register(client, selectors.EVENT_READ)
    done = []
    deadline = time.monotonic() + deadline_seconds
    while len(done) < count and time.monotonic() < deadline:
        for key, _ in selector.select(timeout=1):
            key.fileobj.recv(4096)
            selector.unregister(key.fileobj)
            done.append(key.fileobj)
    selector.close()
    return done


def heavy_loop(port, body, stop):
    """Sends `body` to /api/evaluate again and again until `stop` is set."""
    payload = json.dumps(body).encode()
    while not stop.is_set():
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
        try:
            connection.request("POST", "/api/evaluate", payload, {"Content-Type": "application/json"})
            connection.getresponse().read()
        except OSError:
            pass
        finally:
            connection.close()


def under_load(binary, log):
    """(f): /healthz answers at once while two clients send the worst typed request in a
    loop, and SIGTERM stops the server within 5 s with four such requests in flight."""
    server = Server(binary, log)
    try:
        stop = threading.Event()
        body = {"expression": KD}
        loops = [threading.Thread(target=heavy_loop, args=(server.port, body, stop)) for _ in range(2)]
        for loop in loops:
            loop.start()
        time.sleep(0.5)
        slowest = 0.0
        for _ in range(50):
            started = time.monotonic()
            server.post_raw("GET", "/healthz", None)
            slowest = max(slowest, time.monotonic() - started)
            time.sleep(0.02)
        report("(f) slowest of 50 /healthz while two clients loop the 9,995-character sum",
               slowest * 1000, MAX_HEALTH_MS, "ms")
        stop.set()
        for loop in loops:
            loop.join()
        stop = threading.Event()
        loops = [threading.Thread(target=heavy_loop, args=(server.port, body, stop)) for _ in range(4)]
        for loop in loops:
            loop.start()
        time.sleep(0.2)
        report("(f) exit after SIGTERM with four heavy requests in flight",
               server.seconds_to_stop(), STOP_SECONDS, "s")
        stop.set()
        for loop in loops:
            loop.join()
    finally:
        server.stop()


def connections(binary, log):
    """(d): the connection cap holds the server's descriptors, and SIGTERM stops it
    while a client holds half a request."""
    server = Server(binary, log)
    try:
        baseline = server.descriptors()
        # From 13 loopback addresses, at most 100 from each: one address's share.
        clients = [socket.create_connection(("127.0.0.1", server.port),
                                            source_address=(f"127.0.0.{2 + i // PER_CLIENT}", 0))
                   for i in range(MAX_CONNECTIONS + 200)]
        for client in clients:
            client.sendall(b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
        first = answered(clients, MAX_CONNECTIONS)
        print(f"== (d) {len(clients):,} clients on keep-alive connections, {len(first):,} answered")
        report("(d) server descriptors past its own, at the cap", server.descriptors() - baseline,
               MAX_CONNECTIONS, "descriptors")
        waiting = [client for client in clients if client not in set(first)]
        for client in first:
            client.close()
        rest = answered(waiting, len(waiting))
        print(f"== (d) the first {len(first):,} closed: {len(rest):,} of the {len(waiting):,} waiting answered")
        if len(rest) != len(waiting):
            failures.append("(d) clients past the cap were not served once others closed")
        for client in waiting:
            client.close()
        # One address past its share: its next connection is closed at once, while another
        # address is served.
        mine = [socket.create_connection(("127.0.0.1", server.port), source_address=("127.0.0.50", 0))
                for _ in range(PER_CLIENT + 1)]
        for client in mine:
            client.sendall(b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
        served = answered(mine[:PER_CLIENT], PER_CLIENT)
        try:
            mine[-1].settimeout(5)
            closed = mine[-1].recv(4096) == b""
        except ConnectionResetError:
            closed = True
        other = socket.create_connection(("127.0.0.1", server.port), source_address=("127.0.0.51", 0))
        other.sendall(b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
        other_served = bool(answered([other], 1, deadline_seconds=5))
        print(f"== (d) {PER_CLIENT + 1} connections from one address: {len(served)} served, "
              f"the last {'closed' if closed else 'NOT closed'}; another address "
              f"{'served' if other_served else 'NOT served'}")
        if len(served) != PER_CLIENT or not closed or not other_served:
            failures.append("(d) one address's share of the connections")
        for client in mine + [other]:
            client.close()
        half = socket.create_connection(("127.0.0.1", server.port))
        half.sendall(b"POST /api/press HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{")
        server.post_raw("GET", "/healthz", None)  # a round trip: the half request is read
        report("(d) exit after SIGTERM, half a request open", server.seconds_to_stop(),
               STOP_SECONDS, "s")
        half.close()
    finally:
        server.stop()


def main():
    requests_only = "--requests-only" in sys.argv[1:]
    binary = [argument for argument in sys.argv[1:] if argument != "--requests-only"][0]
    os.makedirs("e2e/artifacts", exist_ok=True)
    with open("e2e/artifacts/bounded-work.log", "w") as log:
        server = Server(binary, log)
        try:
            global cpu_bound
            _, _, budget_ms = server.measure(
                "/api/graph", {"expression": "x" + "!" * 9999, "viewport": VIEWPORT})
            cpu_bound = round(MAX_CPU_MS * max(1.0, budget_ms / BUDGET_CPU_MS), 1)
            print(f"the work budget alone takes {budget_ms:.1f} ms of CPU here ({BUDGET_CPU_MS} ms "
                  f"where the bound was set): bound {cpu_bound} ms")
            check(server, "(a) amplification", "/api/press",
                  {"keys": ["rpn", "1", "↲"] + ["↲", "+"] * 24})
            graphed = state_after(server, ["rpn", "x"] + ["↲", "+"] * 15)
            check(server, "(b) graph of 2^15 shared x, 2,000 points wide", "/api/graph",
                  {"state": graphed, "viewport": VIEWPORT})
            # The viewport in graph units reaches as far in as a Double shows: the same
            # work, 4,096 points wide, deep in a zoom and with a pole per pixel.
            check(server, "(b2) the same graph in graph units at 1e-15 a point, 4,096 wide",
                  "/api/graph", {"state": graphed, "viewport": DEEP})
            check(server, "(b3) tan(1/x) at 1e-300 a point beside 0, 4,096 wide", "/api/graph",
                  {"expression": "tan(1/x)", "viewport": {**DEEP, "centerX": 1e-297, "unitsPerPixel": 1e-300}})
            for name, body, *expected in worst_presses(server):
                check(server, name, "/api/press", body, *expected)
            for name, path, body, *expected in worst_typed():
                check(server, name, path, body, *expected)
        finally:
            server.stop()
        if not requests_only:
            under_load(binary, log)
            connections(binary, log)
    if failures:
        print(f"bounded work: {len(failures)} past their bounds: {', '.join(failures)}")
        sys.exit(1)
    print("bounded work: every figure within its bound")


if __name__ == "__main__":
    main()
