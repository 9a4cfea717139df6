"""Shared harness for the loopback HTTP servers used by RESTChain's Swift tests.

A server script builds a `Router`, registers handlers and calls `run(router)`:

    import sys
    sys.dont_write_bytecode = True   # keep __pycache__ out of the source tree
    from harness import Router, run

    router = Router()

    @router.route("GET", r"/hello/(?P<name>[^/]+)")
    def hello(req, match):
        req.send_json(200, {"hello": match["name"]})

    @router.on_reset
    def forget():            # called by POST /_reset, after the stats are cleared
        ...

    if __name__ == "__main__":
        run(router)

Routes
    `Router.route(method, pattern)` registers a handler; `method` is an upper-case verb or None (any verb),
    `pattern` a regex that must match the whole path (raw, still percent-encoded, without the query).
    Routes are tried in registration order; HEAD also matches GET routes (the body is left out).
    Handlers get `(req, match)`; `req` is a `Handler`. A handler that raises `BadRequest` answers 400 JSON.
    Paths starting with `/_` are reserved for the control routes below and are never counted.

Handler helpers (on `req`)
    req.path                  raw path without the query (percent-encoded as sent)
    req.query                 raw query string ("" when none)
    req.query_items           [(k, v)] percent-decoded with application/x-www-form-urlencoded rules:
                              `+` is a space, `%2B` a plus; order and repeats kept
    req.arg(name, default)    first value of a query item
    req.int_arg(name, default, code)   the same as an int; BadRequest(code) -> 400 when not an integer
    req.body                  request body bytes, read before the handler runs (Content-Length or chunked)
    req.header(name)          a request header (case-insensitive)
    req.base_url              "http://" + the Host header (or 127.0.0.1:port)
    req.send_json(status, obj, headers=None)
    req.send_body(status, data, content_type=None, headers=None)
    req.start_response(status, headers, length) then req.write(data, last=False) -> bool, for streamed bodies
    req.hold(seconds) -> bool  sleeps in 10 ms steps; False (and counted) when the client closed the connection
    req.client_gone() -> bool  one check of the same
    req.close_without_response()
    req.write_raw(data) -> bool  writes bytes exactly as given (no status line, no headers added), for routes that
                              must break HTTP on purpose; follow it with close_without_response()
    `headers` arguments are a dict or a list of (name, value) pairs. Content-Length is always sent (except for
    1xx, 204 and 304); HEAD responses leave the body out. Every response goes out in one write.

Control protocol (never counted)
    GET  /_stats                 {"total": n, "paths": {"/p": {"count", "in_flight", "max_concurrent", "disconnected"}},
                                  "connections": {"open", "opened"}} (connections that carried a control request
                                  are left out)
    GET  /_stats?path=/p         that path's object (zeros when unseen)
    GET  /_requests[?path=/p]    last 1000 requests: [{"method", "path", "query", "headers", "time"}]
    POST /_reset                 clears stats, log and every `on_reset` hook's state

A request is in flight from the moment its headers are parsed until just before the last byte of its response is
written, so strictly sequential clients never see `max_concurrent` above 1. `disconnected` counts requests whose
client went away during a `hold` or while the response was being written.

Lifecycle
    `run` binds 127.0.0.1 on port 0 (or --port N), prints exactly `READY <port>` on stdout, then exits when stdin
    reaches EOF (unless --ignore-stdin), or on SIGTERM / SIGINT. --verbose logs every request on stderr.
"""

import argparse
import collections
import json
import os
import re
import select
import signal
import socket
import socketserver
import sys
import threading
import time
import traceback
from email.utils import formatdate
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qsl

__all__ = ["BadRequest", "Handler", "Router", "Stats", "TestHTTPServer", "make_server", "run"]

_DISCONNECT_ERRORS = (BrokenPipeError, ConnectionResetError, ConnectionAbortedError)


class BadRequest(Exception):
    """Raised by a handler helper to answer 400 with a JSON error body."""

    def __init__(self, message, code="bad_request", body=None):
        super().__init__(message)
        self.code = code
        self.body = body  # sent as JSON instead of {"code", "message", "data": {"status": 400}} when given


class Stats:
    """Thread-safe request counters per path and a log of the last 1000 requests."""

    def __init__(self):
        self._lock = threading.Lock()
        self._generation = 0
        self._total = 0
        self._paths = {}
        self._log = collections.deque(maxlen=1000)
        self._connections = {}  # open connection -> True once it carried a control request
        self._connections_opened = 0
        self._counted = set()  # open connections counted in _connections_opened since the last reset

    def connection_opened(self, connection):
        with self._lock:
            self._connections[connection] = False
            self._connections_opened += 1
            self._counted.add(connection)

    def connection_closed(self, connection):
        with self._lock:
            self._connections.pop(connection, None)
            self._counted.discard(connection)

    def mark_control(self, connection):
        """Leaves the connection out of the counts: it carried the test's own control requests."""
        with self._lock:
            if connection in self._connections:
                self._connections[connection] = True
            if connection in self._counted:
                self._counted.discard(connection)
                self._connections_opened -= 1

    def _connection_counts(self):
        clients = [c for c, control in self._connections.items() if not control]
        return {"open": len(clients), "opened": self._connections_opened}

    @staticmethod
    def _zero():
        return {"count": 0, "in_flight": 0, "max_concurrent": 0, "disconnected": 0}

    def begin(self, method, path, query, headers):
        """Counts a request that has just arrived; returns a token for `end` and `disconnect`."""
        with self._lock:
            entry = self._paths.setdefault(path, self._zero())
            entry["count"] += 1
            entry["in_flight"] += 1
            entry["max_concurrent"] = max(entry["max_concurrent"], entry["in_flight"])
            self._total += 1
            self._log.append({"method": method, "path": path, "query": query, "headers": headers,
                              "time": time.time()})
            return (self._generation, path)

    def end(self, token):
        """Marks the request as no longer in flight (ignored when a reset happened meanwhile)."""
        with self._lock:
            generation, path = token
            if generation == self._generation:
                self._paths[path]["in_flight"] -= 1

    def disconnect(self, token):
        """Records that the client of this request went away."""
        with self._lock:
            generation, path = token
            if generation == self._generation:
                self._paths[path]["disconnected"] += 1

    def snapshot(self):
        with self._lock:
            return {"total": self._total, "paths": {p: dict(e) for p, e in self._paths.items()},
                    "connections": self._connection_counts()}

    def path(self, path):
        with self._lock:
            return dict(self._paths.get(path) or self._zero())

    def requests(self, path=None):
        with self._lock:
            return [dict(r) for r in self._log if path is None or r["path"] == path]

    def reset(self):
        with self._lock:
            self._generation += 1
            self._total = 0
            self._paths = {}
            self._log.clear()
            self._connections_opened = 0
            self._counted.clear()


class Router:
    """An ordered table of (method or None, compiled path regex) -> handler, plus reset hooks."""

    def __init__(self):
        self.routes = []
        self.reset_hooks = []

    def add(self, method, pattern, handler):
        self.routes.append((method.upper() if method else None, re.compile(pattern), handler))
        return handler

    def route(self, method, pattern):
        """Decorator form of `add`."""
        return lambda handler: self.add(method, pattern, handler)

    def on_reset(self, hook):
        """Decorator: `hook()` runs on POST /_reset."""
        self.reset_hooks.append(hook)
        return hook

    def resolve(self, method, path):
        for route_method, regex, handler in self.routes:
            if route_method not in (None, method) and not (method == "HEAD" and route_method == "GET"):
                continue
            match = regex.fullmatch(path)
            if match:
                return handler, match
        return None, None


class TestHTTPServer(ThreadingHTTPServer):
    """A threading HTTP/1.1 server on 127.0.0.1 that owns a `Router` and a `Stats` registry."""

    daemon_threads = True
    allow_reuse_address = True
    request_queue_size = 128

    def __init__(self, router, port=0, verbose=False):
        self.router = router
        self.stats = Stats()
        self.verbose = verbose
        super().__init__(("127.0.0.1", port), Handler)

    def server_bind(self):
        # Skip HTTPServer.server_bind's reverse DNS lookup.
        socketserver.TCPServer.server_bind(self)
        self.server_name, self.server_port = self.server_address[:2]

    @property
    def port(self):
        return self.server_address[1]

    def process_request(self, request, client_address):
        self.stats.connection_opened(request)
        super().process_request(request, client_address)

    def shutdown_request(self, request):
        # Runs on the connection's own thread once its handler is done: the socket is closed here.
        self.stats.connection_closed(request)
        super().shutdown_request(request)

    def handle_error(self, request, client_address):
        if not isinstance(sys.exc_info()[1], _DISCONNECT_ERRORS):
            super().handle_error(request, client_address)


class Handler(BaseHTTPRequestHandler):
    """The per-connection request handler; every verb goes through `_dispatch`."""

    protocol_version = "HTTP/1.1"
    server_version = "RESTChainTestServer/1.0"
    sys_version = ""
    disable_nagle_algorithm = True

    def __getattr__(self, name):
        if name.startswith("do_"):
            return self._dispatch
        raise AttributeError(name)

    def handle(self):
        try:
            super().handle()
        except _DISCONNECT_ERRORS:
            pass

    # MARK: Dispatch

    def _dispatch(self):
        raw_path, _, self.query = self.path.partition("?")
        self.raw_target = self.path
        self.path = raw_path
        self._token = None
        self._done_token = None
        self._disconnect_recorded = False
        self._response_started = False
        self._body = None
        try:
            self.query_items = parse_qsl(self.query, keep_blank_values=True)
        except ValueError:
            self.query_items = []
        if raw_path.startswith("/_"):
            self._control()
            return
        headers = {}
        for name, value in self.headers.items():
            key = name.lower()
            headers[key] = f"{headers[key]}, {value}" if key in headers else value
        self._token = self.server.stats.begin(self.command, raw_path, self.query, headers)
        try:
            self._body = self._read_body()
            handler, match = self.server.router.resolve(self.command, raw_path)
            if handler is None:
                self.send_json(404, {"code": "not_found", "message": f"No route for {raw_path}"})
            else:
                handler(self, match)
            if not self._response_started and not self.close_connection:
                self.send_json(500, {"code": "handler_error", "message": "The handler sent no response"})
        except BadRequest as error:
            if not self._response_started:
                self.send_json(400, error.body if error.body is not None else
                               {"code": error.code, "message": str(error), "data": {"status": 400}})
        except _DISCONNECT_ERRORS:
            self._record_disconnect()
        except Exception as error:  # a bug in a handler: answer 500 and log it
            traceback.print_exc(file=sys.stderr)
            if not self._response_started:
                self.send_json(500, {"code": "handler_error", "message": repr(error)})
            self.close_connection = True
        finally:
            self.mark_done()

    def _control(self):
        stats = self.server.stats
        stats.mark_control(self.request)
        wanted = dict(self.query_items).get("path")
        if self.command == "GET" and self.path == "/_stats":
            self.send_json(200, stats.path(wanted) if wanted is not None else stats.snapshot())
        elif self.command == "GET" and self.path == "/_requests":
            self.send_json(200, stats.requests(wanted))
        elif self.command == "POST" and self.path == "/_reset":
            self._read_body()
            stats.reset()
            for hook in self.server.router.reset_hooks:
                hook()
            self.send_json(200, {"reset": True})
        else:
            self.send_json(404, {"code": "not_found", "message": f"No control route {self.path}"})

    def _read_body(self):
        if "chunked" in self.headers.get("Transfer-Encoding", "").lower():
            chunks = []
            while True:
                size_line = self.rfile.readline(65537)
                size = int(size_line.split(b";")[0].strip() or b"0", 16)
                if size == 0:
                    while self.rfile.readline(65537) not in (b"\r\n", b"\n", b""):
                        pass
                    return b"".join(chunks)
                chunks.append(self.rfile.read(size))
                self.rfile.readline(65537)
        length = int(self.headers.get("Content-Length") or 0)
        return self.rfile.read(length) if length > 0 else b""

    # MARK: Request helpers

    @property
    def body(self):
        return self._body or b""

    def header(self, name, default=None):
        return self.headers.get(name, default)

    def arg(self, name, default=None):
        for key, value in self.query_items:
            if key == name:
                return value
        return default

    def int_arg(self, name, default=None, code="invalid_param"):
        value = self.arg(name)
        if value is None:
            return default
        try:
            return int(value)
        except ValueError:
            raise BadRequest(f"Invalid parameter(s): {name} must be an integer", code=code) from None

    @property
    def base_url(self):
        return "http://" + self.headers.get("Host", f"127.0.0.1:{self.server.port}")

    # MARK: Response helpers

    def mark_done(self):
        """Ends the in-flight period of this request (idempotent; the send helpers call it)."""
        token, self._token = self._token, None
        if token is not None:
            self._done_token = token
            self.server.stats.end(token)

    def _record_disconnect(self):
        token = self._token or self._done_token
        if token is not None and not self._disconnect_recorded:
            self._disconnect_recorded = True
            self.server.stats.disconnect(token)
        self.close_connection = True

    def _head_bytes(self, status, headers, length):
        try:
            reason = HTTPStatus(status).phrase
        except ValueError:
            reason = "Status"
        lines = [f"HTTP/1.1 {status} {reason}", f"Server: {self.server_version}",
                 f"Date: {formatdate(usegmt=True)}"]
        items = headers.items() if isinstance(headers, dict) else (headers or [])
        for name, value in items:
            if name.lower() == "connection" and value.lower() == "close":
                self.close_connection = True
            lines.append(f"{name}: {value}")
        if length is not None:
            lines.append(f"Content-Length: {length}")
        if self.close_connection:
            lines.append("Connection: close")
        return ("\r\n".join(lines) + "\r\n\r\n").encode("latin-1")

    def _write_all(self, data):
        try:
            self.wfile.write(data)
            self.wfile.flush()
            return True
        except _DISCONNECT_ERRORS:
            self._record_disconnect()
            return False

    def send_body(self, status, data=b"", content_type=None, headers=None):
        """Sends a whole response in one write; 1xx, 204 and 304 carry no body and no length."""
        items = list(headers.items() if isinstance(headers, dict) else (headers or []))
        bodiless = status < 200 or status in (204, 304)
        if content_type and not bodiless:
            items.insert(0, ("Content-Type", content_type))
        head = self._head_bytes(status, items, None if bodiless else len(data))
        self._response_started = True
        self.mark_done()
        return self._write_all(head if bodiless or self.command == "HEAD" else head + data)

    def send_json(self, status, obj, headers=None):
        data = json.dumps(obj, ensure_ascii=False).encode("utf-8")
        return self.send_body(status, data, "application/json; charset=utf-8", headers)

    def start_response(self, status, headers=None, length=0):
        """Writes the status line and headers of a streamed body of `length` bytes."""
        self._response_started = True
        return self._write_all(self._head_bytes(status, headers, length))

    def write(self, data, last=False):
        """Writes part of a streamed body; `last=True` ends the in-flight period first."""
        if last:
            self.mark_done()
        return self._write_all(data)

    def write_raw(self, data):
        """Writes `data` as it is, with no status line or headers added: for deliberately broken responses."""
        self._response_started = True
        return self._write_all(data)

    def close_without_response(self):
        self._response_started = True
        self.close_connection = True
        self.mark_done()
        try:
            self.connection.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass

    def client_gone(self):
        """True when the client has closed (or reset) its side of the connection."""
        try:
            readable, _, _ = select.select([self.connection], [], [], 0)
            if not readable:
                return False
            return self.connection.recv(1, socket.MSG_PEEK) == b""
        except (OSError, ValueError):
            return True

    def hold(self, seconds):
        """Waits `seconds` in 10 ms steps; returns False (and records it) if the client disconnects."""
        deadline = time.monotonic() + max(0.0, seconds)
        while True:
            if self.client_gone():
                self._record_disconnect()
                return False
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                return True
            time.sleep(min(0.01, remaining))

    def log_message(self, format, *args):
        if self.server.verbose:
            sys.stderr.write("%s %s\n" % (self.log_date_time_string(), format % args))


class UnixHandler(Handler):
    """The handler over a Unix domain socket: no TCP options, and no peer address to name."""

    disable_nagle_algorithm = False

    def address_string(self):
        return "unix"


class UnixTestHTTPServer(TestHTTPServer):
    """A `TestHTTPServer` listening on a Unix domain socket at `path` instead of a loopback port."""

    address_family = socket.AF_UNIX

    def __init__(self, router, path, verbose=False):
        self.router = router
        self.stats = Stats()
        self.verbose = verbose
        socketserver.TCPServer.__init__(self, path, UnixHandler)

    def server_bind(self):
        socketserver.TCPServer.server_bind(self)
        self.server_name, self.server_port = "localhost", 0

    @property
    def port(self):
        return 0


def make_server(router, port=0, verbose=False):
    """Creates (but does not start) a `TestHTTPServer`; call `serve_forever` on a thread."""
    return TestHTTPServer(router, port=port, verbose=verbose)


def run(router, argv=None, description="RESTChain loopback test server"):
    """Parses --port/--unix/--verbose/--ignore-stdin/--tls, serves, prints `READY <port>`, exits on EOF or a signal."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--verbose", action="store_true")
    parser.add_argument("--ignore-stdin", action="store_true", help="do not exit when stdin reaches EOF")
    parser.add_argument("--unix", metavar="PATH", help="listen on a Unix domain socket at PATH (READY 0)")
    parser.add_argument("--tls", nargs=2, metavar=("CERT", "KEY"), help="serve HTTPS with this PEM certificate and key")
    args = parser.parse_args(argv)

    # A parent's worker thread (libdispatch, for one) may spawn us with every signal blocked; threads inherit
    # the mask, so unblock the stop signals before any thread starts.
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM, signal.SIGINT})
    if args.unix:
        server = UnixTestHTTPServer(router, args.unix, verbose=args.verbose)
    else:
        server = make_server(router, port=args.port, verbose=args.verbose)
    if args.tls:
        import ssl

        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.load_cert_chain(*args.tls)
        server.socket = context.wrap_socket(server.socket, server_side=True)
    stop = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stop.set())
    signal.signal(signal.SIGINT, lambda *_: stop.set())

    def watch_stdin():
        try:
            while os.read(0, 4096):
                pass
        except OSError:
            pass
        stop.set()

    if not args.ignore_stdin:
        threading.Thread(target=watch_stdin, name="stdin-watch", daemon=True).start()
    threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True).start()

    sys.stdout.write(f"READY {server.port}\n")
    sys.stdout.flush()
    sys.stdout = sys.stderr  # nothing else may reach the parent's stdout pipe

    while not stop.wait(0.2):
        pass
    server.shutdown()
    server.server_close()
    sys.stderr.flush()
    os._exit(0)
