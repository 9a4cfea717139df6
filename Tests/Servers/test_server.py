#!/usr/bin/env python3
"""The generic loopback server of RESTChain's Swift tests: echo, delays, statuses, redirects, pagination, faults.

Run `python3 test_server.py [--port N] [--verbose] [--ignore-stdin]`; it prints `READY <port>` and serves until
stdin closes. Routes and the control protocol are listed in README.md; the shared machinery lives in harness.py.
The fault-injection routes under `/fault/...` (connections closed before, during and after the headers, truncated
bodies, stalls, slow-loris bodies, failures then success with `Retry-After`, broken JSON, HTML error pages, a 1 GiB
body) live in fault_routes.py, whose docstring lists them.
"""

import base64
import binascii
import json
import math
import sys
import threading
import time
from email import policy
from email.parser import BytesParser
from urllib.parse import parse_qsl, urlencode

sys.dont_write_bytecode = True  # no __pycache__ in the source tree when harness is imported
from harness import BadRequest, Router, run  # noqa: E402
import digest_routes  # noqa: E402
import fault_routes  # noqa: E402

router = Router()
JSON_TYPE = "application/json; charset=utf-8"
USERS = [
    {"id": 1, "name": "Ann", "admin": True, "email": "ann@example.com"},
    {"id": 2, "name": "Bob", "admin": False, "email": None},
]


class Counters:
    """Process-wide counters that POST /_reset clears."""

    def __init__(self):
        self.lock = threading.Lock()
        self.clear()

    def clear(self):
        self.serial = 0
        self.growing = 0
        self.failures = {}
        self.cache_hits = {}

    def next_cache_hit(self, name):
        with self.lock:
            self.cache_hits[name] = self.cache_hits.get(name, 0) + 1
            return self.cache_hits[name]

    def next_serial(self):
        with self.lock:
            self.serial += 1
            return self.serial

    def next_growth(self):
        with self.lock:
            value, self.growing = self.growing, self.growing + 1
            return value

    def take_failure(self, key, limit):
        """Counts one attempt for `key`; returns (fails, attempt): fails while attempt <= limit (None = always)."""
        with self.lock:
            attempt = self.failures.get(key, 0) + 1
            self.failures[key] = attempt
            return limit is None or attempt <= limit, attempt


counters = Counters()
router.on_reset(lambda: counters.clear())


def prefixed_headers(req, prefix="h_"):
    return [(key[len(prefix):], value) for key, value in req.query_items if key.startswith(prefix) and key != prefix]


def error_body(code, message, status):
    return {"code": code, "message": message, "data": {"status": status}}


# MARK: Echo and basics


def decode_utf8(data):
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return None


def multipart_parts(content_type, body):
    message = BytesParser(policy=policy.HTTP).parsebytes(
        b"Content-Type: " + content_type.encode("latin-1") + b"\r\n\r\n" + body)
    if not message.is_multipart():
        return []
    parts = []
    for part in message.iter_parts():
        data = part.get_payload(decode=True) or b""
        parts.append({
            "name": part.get_param("name", header="content-disposition"),
            "filename": part.get_filename(),
            "content_type": part["Content-Type"] and str(part["Content-Type"]),
            "text": decode_utf8(data),
            "size": len(data),
        })
    return parts


@router.route(None, r"/echo(/.*)?")
def echo(req, match):
    content_type = req.header("Content-Type", "")
    mime = content_type.split(";")[0].strip().lower()
    body = req.body
    headers = {}
    for name, value in req.headers.items():
        key = name.lower()
        headers[key] = f"{headers[key]}, {value}" if key in headers else value
    parsed_json = None
    if body and (mime == "application/json" or mime.endswith("+json")):
        try:
            parsed_json = json.loads(body)
        except ValueError:
            parsed_json = None
    form = None
    if mime == "application/x-www-form-urlencoded":
        form = [list(item) for item in parse_qsl(body.decode("utf-8", "replace"), keep_blank_values=True)]
    multipart = multipart_parts(content_type, body) if mime == "multipart/form-data" else None
    req.send_json(200, {
        "method": req.command,
        "path": req.path,
        "query": req.query,
        "query_items": [list(item) for item in req.query_items],
        "headers": headers,
        "body_text": decode_utf8(body),
        "body_base64": base64.b64encode(body).decode("ascii"),
        "json": parsed_json,
        "form": form,
        "multipart": multipart,
    })


@router.route(None, r"/inflate(/.*)?")
def inflate(req, match):
    """A request body in `Content-Encoding: gzip` or `deflate` decompressed and checked: its coding, the bytes sent
    and decompressed, their SHA-256, whether it came chunked, and its text; 400 when it does not decompress."""
    import gzip
    import hashlib
    import zlib
    coding = req.header("Content-Encoding", "")
    body = req.body
    try:
        data = gzip.decompress(body) if coding == "gzip" else zlib.decompress(body) if coding == "deflate" else body
    except (OSError, EOFError, zlib.error) as error:
        req.send_json(400, {"error": f"not {coding}: {error}"})
        return
    req.send_json(200, {
        "coding": coding,
        "sent": len(body),
        "length": len(data),
        "sha256": hashlib.sha256(data).hexdigest(),
        "chunked": "chunked" in req.header("Transfer-Encoding", "").lower(),
        "content_length": req.header("Content-Length", ""),
        "text": decode_utf8(data[:4096]),
    })


@router.route(None, r"/delay/(?P<ms>\d+)(/.*)?")
def delay(req, match):
    ms = int(match["ms"])
    if req.hold(ms / 1000):
        req.send_json(200, {"path": req.path, "delayed_ms": ms, "serial": counters.next_serial()})


@router.route(None, r"/status/(?P<code>\d{3})")
def status(req, match):
    code = int(match["code"])
    headers = prefixed_headers(req)
    style = req.arg("body")
    if style == "text":
        req.send_body(code, b"plain failure", "text/plain; charset=utf-8", headers)
    elif style == "empty":
        req.send_body(code, b"", None, headers)
    else:
        req.send_json(code, error_body("test_error", f"Status {code} requested", code), headers)


@router.route(None, r"/flaky/(?P<key>[^/]+)")
def flaky(req, match):
    key = match["key"]
    code = req.int_arg("status", 503)
    fails, attempt = counters.take_failure(("flaky", key), req.int_arg("failures", 1))
    if fails:
        req.send_json(code, error_body("flaky_failure", f"Attempt {attempt} of {key} fails", code),
                      prefixed_headers(req))
    else:
        req.send_json(200, {"key": key, "attempt": attempt})


@router.route(None, r"/etag/(?P<tag>[^/]+)")
def etag(req, match):
    tag = f'"{match["tag"]}"'
    headers = [("ETag", tag), ("Cache-Control", req.arg("cache_control", "no-cache"))]
    candidates = [value.strip() for value in req.header("If-None-Match", "").split(",")]
    if tag in candidates or "*" in candidates:
        req.send_body(304, b"", None, headers)
    else:
        req.send_json(200, {"etag": match["tag"], "serial": counters.next_serial()}, headers)


# MARK: HTTP caching


LAST_MODIFIED = "Sun, 06 Nov 1994 08:49:37 GMT"


@router.route(None, r"/cache/(?P<name>[^/]+)")
def cache(req, match):
    """Any cache header combination: `h_Name=value` headers, a validator the server honours, a failure switch."""
    name = match["name"]
    hit = counters.next_cache_hit(name)
    headers = prefixed_headers(req) + [("X-Hit", str(hit))]
    if not req.hold(req.int_arg("delay_ms", 0) / 1000):
        return
    fail_from = req.int_arg("fail_from")
    if fail_from is not None and hit >= fail_from:
        req.send_json(req.int_arg("fail_status", 503), error_body("cache_failure", f"Request {hit} fails", 503))
        return
    tag = req.arg("etag")
    if tag:
        headers.append(("ETag", f'W/"{tag}"' if req.arg("weak") else f'"{tag}"'))
    if req.arg("last_modified"):
        headers.append(("Last-Modified", LAST_MODIFIED))
    if req.command not in ("GET", "HEAD"):
        req.send_json(req.int_arg("status", 200), {"name": name, "hit": hit}, headers)
        return
    candidates = [value.strip().removeprefix("W/") for value in req.header("If-None-Match", "").split(",")]
    if tag and f'"{tag}"' in candidates:
        req.send_body(304, b"", None, headers)
    elif req.arg("last_modified") and req.header("If-None-Match") is None and \
            req.header("If-Modified-Since") == LAST_MODIFIED:
        req.send_body(304, b"", None, headers)
    else:
        size = req.int_arg("size", 0)
        body = {"name": name, "hit": hit, "padding": "x" * size}
        req.send_json(req.int_arg("status", 200), body, headers)


@router.route("GET", r"/text")
def text(req, match):
    req.send_body(200, "Hello, RESTChain! ✓".encode("utf-8"), "text/plain; charset=utf-8")


@router.route("GET", r"/latin1")
def latin1(req, match):
    req.send_body(200, "café".encode("iso-8859-1"), "text/plain; charset=iso-8859-1")


@router.route("GET", r"/json/users")
def users(req, match):
    req.send_json(200, USERS)


@router.route("GET", r"/json/users/(?P<id>[^/]+)")
def user(req, match):
    found = [u for u in USERS if str(u["id"]) == match["id"]]
    if found:
        req.send_json(200, found[0])
    else:
        req.send_json(404, error_body("user_not_found", f"No user with id {match['id']}", 404))


@router.route("GET", r"/bytes/(?P<n>\d+)")
def some_bytes(req, match):
    n = int(match["n"])
    req.send_body(200, (bytes(range(256)) * (n // 256 + 1))[:n], "application/octet-stream")


def _system_compressor(library, name):
    """`compress(data) -> bytes` over the system's libbrotlienc or libzstd (the libraries libcurl decodes with);
    None when the library is not installed. The library is searched as the platform names it (`find_library`:
    libbrotlienc.so.1 on Linux, libbrotlienc.dylib on a Mac), then by its Linux file name."""
    import ctypes
    import ctypes.util

    lib = None
    for candidate in (ctypes.util.find_library(library), f"lib{library}.so.1", f"lib{library}.dylib"):
        if candidate is None:
            continue
        try:
            lib = ctypes.CDLL(candidate)
            break
        except OSError:
            continue
    if lib is None:
        return None
    if name == "br":
        lib.BrotliEncoderMaxCompressedSize.restype = ctypes.c_size_t
        lib.BrotliEncoderMaxCompressedSize.argtypes = [ctypes.c_size_t]
        lib.BrotliEncoderCompress.argtypes = [ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.c_size_t,
                                              ctypes.c_char_p, ctypes.POINTER(ctypes.c_size_t), ctypes.c_char_p]

        def compress(data):
            size = ctypes.c_size_t(lib.BrotliEncoderMaxCompressedSize(len(data)))
            out = ctypes.create_string_buffer(size.value)
            if not lib.BrotliEncoderCompress(9, 22, 0, len(data), data, ctypes.byref(size), out):
                raise RuntimeError("BrotliEncoderCompress failed")
            return out.raw[:size.value]
    else:
        lib.ZSTD_compressBound.restype = ctypes.c_size_t
        lib.ZSTD_compressBound.argtypes = [ctypes.c_size_t]
        lib.ZSTD_compress.restype = ctypes.c_size_t
        lib.ZSTD_compress.argtypes = [ctypes.c_char_p, ctypes.c_size_t, ctypes.c_char_p, ctypes.c_size_t, ctypes.c_int]
        lib.ZSTD_isError.argtypes = [ctypes.c_size_t]

        def compress(data):
            bound = lib.ZSTD_compressBound(len(data))
            out = ctypes.create_string_buffer(bound)
            size = lib.ZSTD_compress(out, bound, data, len(data), 3)
            if lib.ZSTD_isError(size):
                raise RuntimeError("ZSTD_compress failed")
            return out.raw[:size]
    return compress


COMPRESSORS = {"br": ("brotlienc", "br"), "zstd": ("zstd", "zstd")}


@router.route("GET", r"/encoded/(?P<coding>[a-z-]+)")
def encoded(req, match):
    """The users (forty copies, so compression pays) as JSON in `Content-Encoding: <coding>`: gzip and deflate
    through Python's zlib, br and zstd through the system's libbrotlienc and libzstd (501 when missing), any other
    name sent as is; `cut=N` sends only the first N encoded bytes under the whole Content-Length, then closes."""
    import gzip
    import zlib

    data = json.dumps(USERS * 40).encode("utf-8")
    coding = match["coding"]
    if coding == "gzip":
        body = gzip.compress(data)
    elif coding == "deflate":
        body = zlib.compress(data)
    elif coding in COMPRESSORS:
        compress = _system_compressor(*COMPRESSORS[coding])
        if compress is None:
            req.send_json(501, {"code": "no_compressor", "message": f"{COMPRESSORS[coding][0]} is not installed"})
            return
        body = compress(data)
    else:
        body = data
    headers = {"Content-Encoding": coding, "X-Accept-Encoding": req.headers.get("Accept-Encoding", ""), "X-Identity-Length": str(len(data))}
    cut = req.int_arg("cut", -1)
    if cut >= 0:
        # The encoded Content-Length announced, then only the first `cut` bytes and a closed connection.
        req.start_response(200, [("Content-Type", "application/json")] + list(headers.items()), len(body))
        req.write(body[:cut])
        req.close_without_response()
        return
    req.send_body(200, body, "application/json", headers)


@router.route("GET", r"/headers")
def headers(req, match):
    req.send_json(200, {}, req.query_items)


@router.route("GET", r"/redirect/(?P<n>\d+)")
def redirect(req, match):
    n = int(match["n"])
    if n > 0:
        req.send_body(302, b"", None, [("Location", f"/redirect/{n - 1}")])
    else:
        received = {name.lower(): value for name, value in req.headers.items()}
        req.send_json(200, {"redirected": True, "headers": received})


@router.route(None, r"/redirect-to")
def redirect_to(req, match):
    url = req.arg("url")
    if not url:
        raise BadRequest("url is required")
    req.send_body(req.int_arg("status", 302), (req.arg("body") or "").encode(), None, [("Location", url)])


@router.route(None, r"/auth/[\w-]+")
def auth(req, match):
    """200 with the credential and body seen when the header `header` (default Authorization) holds `scheme valid`
    (default scheme Bearer; none when `scheme` is empty), else `status` (default 401) with the error code `error`;
    `echo=1` quotes the refused credential in the error's message, as a careless server does."""
    header = req.arg("header") or "Authorization"
    scheme = req.arg("scheme", "Bearer")
    valid = req.arg("valid") or ""
    sent = req.header(header)
    if sent is not None and sent == (f"{scheme} {valid}" if scheme else valid):
        req.send_json(200, {"credential": sent, "method": req.command, "body_text": decode_utf8(req.body)})
    else:
        code = req.int_arg("status", 401)
        message = f"The credential {sent} was refused." if req.arg("echo") else "The credential was refused."
        error = error_body(req.arg("error") or "rest_not_logged_in", message, code)
        req.send_json(code, error, [("WWW-Authenticate", "Bearer")])


@router.route("GET", r"/v1\.43/containers/json")
def containers(req, match):
    """Docker Engine API's shape: the containers, as a daemon on a Unix socket lists them."""
    req.send_json(200, [{"Id": "8dfafdbc3a40", "Names": ["/boring_feynman"], "Image": "ubuntu:latest",
                         "State": "running", "Host": req.header("Host")}])


@router.route("GET", r"/redirect-loop")
def redirect_loop(req, match):
    req.send_body(302, b"", None, [("Location", "/redirect-loop")])


@router.route("GET", r"/slow-body")
def slow_body(req, match):
    chunks = req.int_arg("chunks", 10)
    interval = req.int_arg("interval_ms", 100) / 1000
    if not req.start_response(200, [("Content-Type", "text/plain; charset=utf-8")], chunks):
        return
    for index in range(chunks):
        if not req.hold(interval):
            return
        if not req.write(str(index % 10).encode("ascii"), last=index == chunks - 1):
            return


@router.route(None, r"/close")
def close(req, match):
    req.close_without_response()


# MARK: Pagination


def items(first_id, count):
    return [{"id": i, "title": f"Item {i}"} for i in range(first_id, first_id + max(0, count))]


def page_url(req, absolute=True, **overrides):
    """The current URL with query items replaced by `overrides` (kept in place, appended when missing)."""
    query = []
    pending = {key: str(value) for key, value in overrides.items()}
    for key, value in req.query_items:
        if key in pending:
            query.append((key, pending.pop(key)))
        elif key not in overrides:
            query.append((key, value))
    query.extend(pending.items())
    return (req.base_url if absolute else "") + req.path + "?" + urlencode(query)


def link_header(links, quoted):
    return ", ".join(f'<{url}>; rel="{rel}"' if quoted else f"<{url}>; rel={rel}" for rel, url in links)


def encode_cursor(offset):
    return base64.urlsafe_b64encode(json.dumps({"offset": offset}).encode()).decode().rstrip("=")


def decode_cursor(cursor):
    try:
        padded = cursor + "=" * (-len(cursor) % 4)
        offset = json.loads(base64.urlsafe_b64decode(padded.encode()))["offset"]
        if isinstance(offset, int) and offset >= 0:
            return offset
    except (ValueError, KeyError, TypeError, binascii.Error):
        pass
    raise BadRequest(f"Invalid cursor {cursor!r}", code="invalid_cursor")


def ranged(req, name, default, low, high, code="rest_invalid_param"):
    value = req.int_arg(name, default, code=code)
    if not low <= value <= high:
        raise BadRequest(f"Invalid parameter(s): {name} must be between {low} and {high}", code=code)
    return value


class Page:
    """What one pagination style decided: its page number (for fail_at) and the response."""

    def __init__(self, number, status=200, body=None, headers=()):
        self.number, self.status, self.body, self.headers = number, status, body, list(headers)


def wp_page(req, total, growing):
    page = ranged(req, "page", 1, 1, 10**9)
    per_page = ranged(req, "per_page", 10, 1, 100)
    if growing:  # every request reports one more page; any page is full
        total += counters.next_growth() * per_page
    pages = math.ceil(total / per_page)
    if page > max(pages, 1) and not growing:
        return Page(page, 400, error_body(
            "rest_post_invalid_page_number",
            "The page number requested is larger than the number of pages available.", 400))
    first = (page - 1) * per_page + 1
    body = items(first, per_page if growing else min(per_page, total - first + 1))
    return Page(page, body=body, headers=[("X-WP-Total", total), ("X-WP-TotalPages", pages)])


def gw2_page(req, total):
    page = req.int_arg("page", 0, code="rest_invalid_param")
    size = req.int_arg("page_size", 50, code="rest_invalid_param")
    if not 1 <= size <= 200:
        return Page(page, 400, {"text": "page_size out of range. Use values 1 - 200"})
    pages = math.ceil(total / size)
    last = max(pages, 1) - 1
    if not 0 <= page <= last:
        return Page(page, 400, {"text": f"page out of range. Use values 0 - {last}"})
    body = items(page * size + 1, min(size, total - page * size))
    absolute = req.arg("links", "absolute") != "relative"

    def url(number):
        return page_url(req, absolute, page=number, page_size=size)

    links = ([("previous", url(page - 1))] if page > 0 else []) + \
        ([("next", url(page + 1))] if page < last else []) + \
        [("self", url(page)), ("first", url(0)), ("last", url(last))]
    return Page(page, body=body, headers=[
        ("X-Page-Total", pages), ("X-Page-Size", size), ("X-Result-Total", total),
        ("X-Result-Count", len(body)), ("Link", link_header(links, quoted=False))])


def link_page(req, total, repeat):
    page = ranged(req, "page", 1, 1, 10**9)
    per_page = min(max(req.int_arg("per_page", 30), 1), 100)
    last = math.ceil(total / per_page)
    body = items((page - 1) * per_page + 1, min(per_page, total - (page - 1) * per_page))

    def url(number):
        return page_url(req, page=number, per_page=per_page)

    links = [("prev", url(page - 1))] if page > 1 else []
    if repeat:
        links.append(("next", url(2)))
    elif page < last:
        links.append(("next", url(page + 1)))
    if page < last:
        links.append(("last", url(last)))
    if page > 1:
        links.append(("first", url(1)))
    return Page(page, body=body, headers=[("Link", link_header(links, quoted=True))] if links else [])


def plain_page(req, total):
    page = ranged(req, "page", 1, 1, 10**9)
    per_page = ranged(req, "per_page", 10, 1, 100)
    first = (page - 1) * per_page + 1
    return Page(page, body=items(first, min(per_page, total - first + 1)))


def cursor_page(req, total):
    limit = ranged(req, "limit", 25, 1, 100)
    cursor = req.arg("cursor")
    offset = decode_cursor(cursor) if cursor else 0
    end = min(offset + limit, total)
    next_cursor = encode_cursor(end) if end < total else None
    return Page(offset // limit + 1, body={"items": items(offset + 1, end - offset), "next_cursor": next_cursor})


@router.route("GET", r"/paginate/(?P<style>[a-z0-9]+)")
def paginate(req, match):
    style = match["style"]
    total = ranged(req, "total", 137, 0, 10**7)
    if style in ("wp", "growing"):
        page = wp_page(req, total, growing=style == "growing")
    elif style == "gw2":
        page = gw2_page(req, total)
    elif style in ("link", "repeat"):
        page = link_page(req, total, repeat=style == "repeat")
    elif style == "plain":
        page = plain_page(req, total)
    elif style == "cursor":
        page = cursor_page(req, total)
    else:
        req.send_json(404, {"code": "not_found", "message": f"No pagination style {style}"})
        return
    if not req.hold(req.int_arg("delay_ms", 0) / 1000):
        return
    fail_at = req.int_arg("fail_at")
    if fail_at is not None and page.number == fail_at and \
            counters.take_failure((style, fail_at), req.int_arg("fail_count"))[0]:
        req.send_json(500, error_body("page_failure", f"Page {fail_at} fails on request", 500))
        return
    req.send_json(page.status, page.body, [(name, str(value)) for name, value in page.headers])


# MARK: Fault injection (/fault/..., issue #16: see fault_routes.py)


fault_routes.register(router)

# MARK: HTTP Digest (/digest/..., issue #50: see digest_routes.py)

digest_routes.register(router)


# MARK: Retries


def retry_after_date(seconds, form):
    """An HTTP date `seconds` from now in one of RFC 9110's three forms (imf, rfc850, asctime)."""
    moment = time.gmtime(time.time() + seconds)
    if form == "rfc850":
        return time.strftime("%A, %d-%b-%y %H:%M:%S GMT", moment)
    if form == "asctime":
        return time.strftime("%a %b ", moment) + f"{moment.tm_mday:2d}" + time.strftime(" %H:%M:%S %Y", moment)
    return time.strftime("%a, %d %b %Y %H:%M:%S GMT", moment)


@router.route(None, r"/retry/(?P<key>[^/]+)")
def retry(req, match):
    """Counts attempts per key and fails the first `failures` of them (all with `failures=-1`), then succeeds.

    `fail=status` (default) answers `status` (503) with `retry_after` seconds or, with `retry_after_date=S`, an
    HTTP date S seconds ahead in `date_form` (imf, rfc850, asctime); `fail=close` drops the connection before any
    response; `fail=stall` waits `stall_ms` before answering. Success echoes the attempt, verb and
    Idempotency-Key.
    """
    key = match["key"]
    failures = req.int_arg("failures", 1)
    fails, attempt = counters.take_failure(("retry", key), None if failures < 0 else failures)
    mode = req.arg("fail", "status")
    if fails and mode == "close":
        req.close_without_response()
        return
    if fails and mode == "stall" and not req.hold(req.int_arg("stall_ms", 5000) / 1000):
        return
    if fails and mode == "status":
        headers = []
        if req.arg("retry_after") is not None:
            headers.append(("Retry-After", req.arg("retry_after")))
        elif req.arg("retry_after_date") is not None:
            date = retry_after_date(float(req.arg("retry_after_date")), req.arg("date_form", "imf"))
            headers.append(("Retry-After", date))
        code = req.int_arg("status", 503)
        req.send_json(code, error_body("retry_failure", f"Attempt {attempt} of {key} fails", code), headers)
        return
    req.send_json(200, {
        "key": key, "attempt": attempt, "method": req.command,
        "idempotency_key": req.header("Idempotency-Key"), "body_text": decode_utf8(req.body)})


if __name__ == "__main__":
    run(router)
