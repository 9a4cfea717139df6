"""Loopback server for big and live bodies: files with ranges, uploads checked by digest, NDJSON and SSE streams.

Started by the Swift tests through `TestServer.start(script: "stream_server.py")`; the routes are documented in
README.md ("Streams: stream_server.py"). Content is generated, never read from disk: byte i of a file of version V
is (i * 31 + V * 7) % 251, so a client's SHA-256 can be compared with `GET /digest/<name>`.
"""

import hashlib
import json
import sys
import threading
import time

sys.dont_write_bytecode = True
from harness import Router, run  # noqa: E402

router = Router()
_lock = threading.Lock()
_versions = {}  # file name -> version
_cuts = {}  # file name -> [remaining cut responses, cut after N bytes, bump the version after each cut]
_sse_connections = {}  # key -> number of connections


def content(version, start, end):
    """Bytes start..<end of a file of `version`: a cycle of 251 bytes, tiled."""
    cycle = bytes((i * 31 + version * 7) % 251 for i in range(251))
    offset = start % 251
    length = end - start
    repeats = (offset + length) // 251 + 1
    return (cycle * repeats)[offset:offset + length]


def version_of(name):
    with _lock:
        return _versions.get(name, 1)


@router.on_reset
def forget():
    with _lock:
        _versions.clear()
        _cuts.clear()
        _sse_connections.clear()
        _sent.clear()


@router.route("POST", r"/control/version/(?P<name>[^/]+)/(?P<version>\d+)")
def set_version(req, match):
    with _lock:
        _versions[match["name"]] = int(match["version"])
    req.send_json(200, {"name": match["name"], "version": int(match["version"])})


@router.route("POST", r"/control/cut/(?P<name>[^/]+)")
def arm_cut(req, match):
    with _lock:
        _cuts[match["name"]] = [req.int_arg("times", 1), req.int_arg("after", 1000), req.arg("bump") == "1"]
    req.send_json(200, {"armed": True})


@router.route("GET", r"/digest/(?P<name>[^/]+)")
def digest(req, match):
    size = req.int_arg("size", 1 << 20)
    version = version_of(match["name"])
    sha = hashlib.sha256()
    for start in range(0, size, 1 << 20):
        sha.update(content(version, start, min(size, start + (1 << 20))))
    req.send_json(200, {"sha256": sha.hexdigest(), "size": size, "version": version})


@router.route("GET", r"/file/(?P<name>[^/]+)")
def file(req, match):
    """A file of `size` bytes; honours Range and If-Range unless `ranges=0` (`if_range=ignore` honours Range
    whatever If-Range says); `validator=etag|date|none`."""
    name = match["name"]
    size = req.int_arg("size", 1 << 20)
    version = version_of(name)
    validator = req.arg("validator", "etag")
    etag = f'"{name}-v{version}"'
    modified = time.strftime("%a, %d %b %Y %H:%M:%S GMT", time.gmtime(1_700_000_000 + version * 3600))
    headers = [("Content-Type", "application/octet-stream"), ("Accept-Ranges", "bytes")]
    if validator in ("etag", "both"):
        headers.append(("ETag", etag))
    if validator in ("date", "both"):
        headers.append(("Last-Modified", modified))
    if req.arg("disposition"):
        headers.append(("Content-Disposition", req.arg("disposition")))
    start, status = 0, 200
    range_header = req.header("Range")
    if_range = req.header("If-Range")
    if range_header and req.arg("ranges", "1") == "1" and range_header.startswith("bytes="):
        matches = if_range is None or if_range in (etag, modified) or req.arg("if_range") == "ignore"
        first = range_header[len("bytes="):].split("-")[0]
        if matches and first.isdigit():
            start = int(first)
            if start >= size:
                req.send_body(416, b"", headers=[("Content-Range", f"bytes */{size}")])
                return
            status = 206
            content_range = f"bytes {start}-{size - 1}/{size}"
            if req.arg("bad_range") == "1":
                content_range = f"bytes 0-{size - 1}/{size}"
            headers.append(("Content-Range", content_range))
    with _lock:
        cut = _cuts.get(name)
        cut_after = None
        if cut and cut[0] > 0:
            cut[0] -= 1
            cut_after = cut[1]
            if cut[2]:
                # The resource changes once this answer is cut: the next one is of the next version.
                _versions[name] = version + 1
    if not req.start_response(status, headers, size - start):
        return
    delay = req.int_arg("delay_ms", 0) / 1000
    position, sent = start, 0
    while position < size:
        end = min(size, position + 65536)
        if cut_after is not None and sent + (end - position) > cut_after:
            req.write(content(version, position, position + cut_after - sent))
            req.close_without_response()
            return
        if delay and not req.hold(delay):
            return
        if not req.write(content(version, position, end), last=end == size):
            return
        sent += end - position
        position = end


@router.route(None, r"/upload/digest")
def upload_digest(req, match):
    body = req.body
    req.send_json(200, {
        "method": req.command,
        "sha256": hashlib.sha256(body).hexdigest(),
        "size": len(body),
        "content_type": req.header("Content-Type"),
        "content_length": req.header("Content-Length"),
        "transfer_encoding": req.header("Transfer-Encoding"),
    })


def streamed(req, status, content_type, pieces):
    """Writes `pieces` (bytes, or a float to sleep that many seconds) with chunked coding."""
    headers = [("Content-Type", content_type), ("Transfer-Encoding", "chunked"), ("Cache-Control", "no-cache")]
    if not req.start_response(status, headers, None):
        return False
    for piece in pieces:
        if isinstance(piece, float):
            if not req.hold(piece):
                return False
            continue
        if piece is None:  # drop the connection mid-stream
            req.close_without_response()
            return False
        if piece and not req.write(b"%x\r\n%s\r\n" % (len(piece), piece)):
            return False
    req.write(b"0\r\n\r\n", last=True)
    return True


@router.route("GET", r"/ndjson")
def ndjson(req, match):
    """`count` lines `{"n": i}`; the lines listed in `bad` (1-based, comma-separated) are not JSON."""
    count = req.int_arg("count", 10)
    bad = {int(n) for n in req.arg("bad", "").split(",") if n}
    delay = req.int_arg("delay_ms", 0) / 1000

    def pieces():
        for n in range(1, count + 1):
            line = b"{not json\n" if n in bad else json.dumps({"n": n}).encode() + b"\n"
            # Split each line in two writes, so lines straddle chunks.
            yield line[:3]
            if delay:
                yield delay
            yield line[3:]
    streamed(req, 200, "application/x-ndjson", pieces())


@router.route("GET", r"/text-lines")
def text_lines(req, match):
    """Lines with mixed endings (LF, CRLF, a lone CR), a multi-byte character split across writes, no final EOL."""
    raw = "first\nsecond\r\nthird\rcafé ✓\n\nlast".encode()
    streamed(req, 200, "text/plain; charset=utf-8", [raw[i:i + 5] for i in range(0, len(raw), 5)])


_sent = {}  # endless key -> bytes written so far


@router.route("GET", r"/endless/(?P<key>[^/]+)")
def endless(req, match):
    """Never ends: `chunk` bytes (64 KiB) every `interval_ms` (10; 0 for as fast as the client reads), after
    `head_delay_ms`; counts the bytes written per key (`GET /sent/<key>`); stops when the client leaves."""
    key = match["key"]
    block = b"x" * req.int_arg("chunk", 65536)
    interval = req.int_arg("interval_ms", 10) / 1000
    if not req.hold(req.int_arg("head_delay_ms", 0) / 1000):
        return

    def pieces():
        while True:
            if interval:
                yield interval
            yield block
            with _lock:
                _sent[key] = _sent.get(key, 0) + len(block)
    streamed(req, 200, "application/octet-stream", pieces())


@router.route("GET", r"/sent/(?P<key>[^/]+)")
def sent(req, match):
    with _lock:
        req.send_json(200, {"sent": _sent.get(match["key"], 0)})


@router.route(None, r"/drop(/[^/]+)?")
def drop(req, match):
    """Reads the request, then closes the connection without an answer."""
    req.close_without_response()


@router.route(None, r"/hint/(?P<status>\d{3})")
def hint(req, match):
    """An interim `103 Early Hints` head (unless `early=0`), then a `status` redirect to `to`, or for 200 `size`
    bytes of a file."""
    if req.arg("early", "1") == "1":
        req.send_body(103, headers=[("Link", "</style.css>; rel=preload")])
    status = int(match["status"])
    if status == 200:
        req.send_body(200, content(1, 0, req.int_arg("size", 1000)), "application/octet-stream")
    else:
        req.send_body(status, b"moved on", "text/plain", headers=[("Location", req.arg("to", "/"))])


@router.route("GET", r"/sse/(?P<key>[^/]+)")
def sse(req, match):
    """`count` events with ids 1…count, resuming after `Last-Event-ID`; see README.md for the other arguments."""
    key = match["key"]
    with _lock:
        _sse_connections[key] = _sse_connections.get(key, 0) + 1
        connection = _sse_connections[key]
    status = req.int_arg("status", 200)
    content_type = "text/event-stream"
    if connection > 1:
        status = req.int_arg("then_status", status)
        content_type = req.arg("then_type", content_type)
    if connection > 1 and req.arg("then_drop") == "1":
        req.close_without_response()
        return
    if status not in (200, 204):
        req.send_body(status, b"not now", "text/plain")
        return
    count = req.int_arg("count", 5)
    drop_after = req.int_arg("drop_after", 0)
    cut_after = req.int_arg("cut_after", -1)
    per_connection = req.int_arg("per_connection", 0)
    last = req.header("Last-Event-ID")
    first = int(last) + 1 if last and last.isdigit() else 1

    def pieces():
        yield b": connection %d\n\n" % connection
        if req.arg("retry"):
            yield b"retry: %s\n\n" % req.arg("retry").encode()
        sent = 0
        for n in range(first, count + 1):
            if connection == 1 and drop_after and sent == drop_after:
                yield None
            if per_connection and sent == per_connection:
                return
            if sent == cut_after:
                # Cut inside the event, after its id: a client must not claim it as received.
                yield b"event: tick\nid: %d\ndata: {\"n\": %d,\n" % (n, n)
                yield None
            event = b"event: tick\nid: %d\ndata: {\"n\": %d,\ndata:  \"connection\": %d}\r\n\r\n" % (n, n, connection)
            yield event
            sent += 1
    if status == 204 or (first > count and req.arg("past", "204") == "204"):
        req.send_body(204, b"")
        return
    streamed(req, 200, content_type, pieces())


@router.route("GET", r"/sse-bulk")
def sse_bulk(req, match):
    """`count` small events in big writes, for throughput."""
    count = req.int_arg("count", 100000)

    def pieces():
        batch = []
        for n in range(1, count + 1):
            batch.append(b"id: %d\ndata: event %d\n\n" % (n, n))
            if len(batch) == 1000:
                yield b"".join(batch)
                batch = []
        if batch:
            yield b"".join(batch)
    streamed(req, 200, "text/event-stream", pieces())


if __name__ == "__main__":
    run(router)
