"""Fault-injection routes of the generic loopback server, all under `/fault/...` (issue #16, section 6).

`register(router)` adds them to test_server.py's router. Each route misbehaves in one way a real server or network
can; where http.server would always answer properly the route writes raw bytes on the socket itself.

    /fault/close/before-headers           closes the connection before any byte of a response
    /fault/close/during-headers?cut=N     writes the first N bytes (10: half the status line) of a whole head
                                          `HTTP/1.1 200 OK`, `Content-Type`, `Content-Length: 64`, then closes.
                                          A cut past the status line but before the blank line (N = 17…85)
                                          crashes any FoundationNetworking client process (RELIABILITY.md)
    /fault/close/after-headers            writes a whole head announcing `Content-Length: 64`, then closes
    /fault/not-http                       answers with a line that is not HTTP (an SSH banner), then closes
    /fault/truncated-body?length=N&sent=M announces N bytes (1000), sends M (100), then closes
    /fault/stall?ms=N                     sends nothing for N ms (60000), then closes; counts a client that leaves
    /fault/slow-loris?bytes=N&interval_ms=M   a JSON string of N bytes (20), one byte every M ms (50)
    /fault/then-ok/<key>?status=S&failures=N&retry_after=X&retry_after_date=D
                                          the first N requests per key (1) answer S (503) with a JSON error body,
                                          and `Retry-After: X` (seconds) or an HTTP-date D seconds ahead;
                                          then 200 {"key", "attempt"}
    /fault/invalid-json                   200 application/json that is not JSON
    /fault/truncated-json                 200 application/json cut in half (its Content-Length honest)
    /fault/html-error?status=S            S (500) with a text/html error page of several lines
    /fault/huge-body?bytes=N&chunked=1    N bytes (1 GiB) generated in 64 KiB blocks, never held in memory;
                                          `Content-Length: N`, or chunked with no length when `chunked=1`;
                                          stops as soon as the client leaves

The redirect faults use the server's existing routes: `/redirect-loop` (302 to itself), and `/redirect-to?url=U&status=S`
with a second server's URL (a cross-host redirect) or with 307 / 308 (a redirect that must keep the method and body).

Every route counts in /_stats like any other; `disconnected` shows a client that left a stall, a trickle or a
huge body. POST /_reset forgets the /fault/then-ok attempts.
"""

import json
import threading
import time
from email.utils import formatdate

JSON_TYPE = "application/json; charset=utf-8"
BLOCK = bytes(range(256)) * 256  # 64 KiB, sent over and over by /fault/huge-body
HTML_PAGE = b"""<!DOCTYPE html>
<html>
<head><title>500 Internal Server Error</title></head>
<body>
<h1>Internal Server Error</h1>
<p>The server encountered an internal error\x00 and was unable to complete your request.</p>
</body>
</html>
"""


class Attempts:
    """How many times each /fault/then-ok key was asked for; cleared by POST /_reset."""

    def __init__(self):
        self.lock = threading.Lock()
        self.counts = {}

    def next(self, key):
        with self.lock:
            self.counts[key] = self.counts.get(key, 0) + 1
            return self.counts[key]

    def clear(self):
        with self.lock:
            self.counts = {}


def register(router):
    """Adds every /fault/... route to `router`."""
    attempts = Attempts()
    router.on_reset(attempts.clear)

    @router.route(None, r"/fault/close/(?P<when>before|during|after)-headers")
    def close(req, match):
        when = match["when"]
        head = b"HTTP/1.1 200 OK\r\nContent-Type: " + JSON_TYPE.encode() + b"\r\nContent-Length: 64\r\n\r\n"
        if when == "during":
            req.write_raw(head[: req.int_arg("cut", 10)])
        elif when == "after":
            req.write_raw(head)
        req.close_without_response()

    @router.route(None, r"/fault/not-http")
    def not_http(req, match):
        req.write_raw(b"SSH-2.0-OpenSSH_9.2p1 Debian-2\r\n")
        req.close_without_response()

    @router.route(None, r"/fault/truncated-body")
    def truncated_body(req, match):
        length = req.int_arg("length", 1000)
        sent = min(req.int_arg("sent", 100), length)
        if req.start_response(200, [("Content-Type", "application/octet-stream")], length):
            req.write(b"x" * sent)
        req.close_without_response()

    @router.route(None, r"/fault/stall")
    def stall(req, match):
        if req.hold(req.int_arg("ms", 60000) / 1000):
            req.close_without_response()

    @router.route(None, r"/fault/slow-loris")
    def slow_loris(req, match):
        size = max(req.int_arg("bytes", 20), 2)
        interval = req.int_arg("interval_ms", 50) / 1000
        body = b'"' + b"a" * (size - 2) + b'"'
        if not req.start_response(200, [("Content-Type", JSON_TYPE)], size):
            return
        for index in range(size):
            if not req.hold(interval) or not req.write(body[index:index + 1], last=index == size - 1):
                return

    @router.route(None, r"/fault/then-ok/(?P<key>[^/]+)")
    def then_ok(req, match):
        key = match["key"]
        attempt = attempts.next(key)
        code = req.int_arg("status", 503)
        if attempt > req.int_arg("failures", 1):
            req.send_json(200, {"key": key, "attempt": attempt})
            return
        headers = []
        if req.arg("retry_after") is not None:
            headers.append(("Retry-After", req.arg("retry_after")))
        if req.arg("retry_after_date") is not None:
            ahead = req.int_arg("retry_after_date", 0)
            headers.append(("Retry-After", formatdate(time.time() + ahead, usegmt=True)))
        error = {"code": "fault", "message": f"Attempt {attempt} of {key} fails", "data": {"status": code}}
        req.send_json(code, error, headers)

    @router.route(None, r"/fault/invalid-json")
    def invalid_json(req, match):
        req.send_body(200, b'{"id": 1, "name": }', JSON_TYPE)

    @router.route(None, r"/fault/truncated-json")
    def truncated_json(req, match):
        whole = json.dumps([{"id": 1, "name": "Ann", "admin": True, "email": "ann@example.com"}]).encode()
        req.send_body(200, whole[: len(whole) // 2], JSON_TYPE)

    @router.route(None, r"/fault/html-error")
    def html_error(req, match):
        req.send_body(req.int_arg("status", 500), HTML_PAGE, "text/html; charset=utf-8")

    @router.route(None, r"/fault/huge-body")
    def huge_body(req, match):
        size = req.int_arg("bytes", 1 << 30)
        chunked = req.arg("chunked") == "1"
        headers = [("Content-Type", "application/octet-stream")]
        if chunked:
            headers.append(("Transfer-Encoding", "chunked"))
        if not req.start_response(200, headers, None if chunked else size):
            return
        left = size
        while left > 0:
            block = BLOCK[: min(left, len(BLOCK))]
            left -= len(block)
            data = b"%x\r\n%s\r\n" % (len(block), block) if chunked else block
            if chunked and left == 0:
                data += b"0\r\n\r\n"
            if not req.hold(0) or not req.write(data, last=left == 0):
                return
