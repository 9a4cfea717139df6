#!/usr/bin/env python3
"""A few Guild Wars 2 API routes on a free loopback port, for the Integrations tests.

Prints `READY <port>` once it listens and exits when its stdin closes. Every request is counted by path, and the
headers of the last request to each path are kept, so a test asserts at the server what went over the wire:

    GET  /v2/build               {"id": 115267}, fresh for 5 minutes (Cache-Control: max-age=300)
    GET  /v2/items/{id}          one item, never stored (no-store), answered after `hold` seconds (?hold=1.5)
    GET  /v2/files?size=N        N bytes of text, in 64 KiB chunks (chunked transfer coding)
    POST /v2/echo                the request body back, with X-Received-Length
    GET  /v2/headers             the request's headers as a JSON object
    GET  /v2/flaky               503 with Retry-After: 0 on the first request, then {"id": 1}
    GET  /control/count?path=P   {"count": N}: how many requests P had
    GET  /control/headers?path=P the headers of the last request to P, as a JSON object
"""
import json
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlsplit

counts = {}
last_headers = {}
lock = threading.Lock()


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def send_json(self, status, value, extra=()):
        body = json.dumps(value).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        for name, text in extra:
            self.send_header(name, text)
        self.end_headers()
        self.wfile.write(body)

    def count(self, path):
        with lock:
            counts[path] = counts.get(path, 0) + 1
            last_headers[path] = {name.lower(): value for name, value in self.headers.items()}
            return counts[path]

    def do_GET(self):
        url = urlsplit(self.path)
        query = parse_qs(url.query)
        if url.path.startswith("/control/"):
            target = query.get("path", [""])[0]
            with lock:
                if url.path == "/control/count":
                    return self.send_json(200, {"count": counts.get(target, 0)})
                return self.send_json(200, last_headers.get(target, {}))
        seen = self.count(url.path)
        if url.path == "/v2/build":
            return self.send_json(200, {"id": 115267}, [("Cache-Control", "max-age=300")])
        if url.path.startswith("/v2/items/"):
            time.sleep(min(float(query.get("hold", ["0"])[0]), 5))
            item = url.path.rsplit("/", 1)[1]
            if not item.isdigit() or int(item) == 0:
                return self.send_json(404, {"text": "no such id"})
            return self.send_json(200, {"id": int(item), "name": "Item %s" % item}, [("Cache-Control", "no-store")])
        if url.path == "/v2/files":
            size = int(query.get("size", ["0"])[0])
            self.send_response(200)
            self.send_header("Content-Type", "application/octet-stream")
            self.send_header("Transfer-Encoding", "chunked")
            self.end_headers()
            sent = 0
            while sent < size:
                piece = b"x" * min(65536, size - sent)
                self.wfile.write(b"%x\r\n%s\r\n" % (len(piece), piece))
                sent += len(piece)
            self.wfile.write(b"0\r\n\r\n")
            return
        if url.path == "/v2/headers":
            return self.send_json(200, last_headers[url.path])
        if url.path == "/v2/flaky":
            if seen == 1:
                return self.send_json(503, {"text": "try again"}, [("Retry-After", "0")])
            return self.send_json(200, {"id": 1})
        self.send_json(404, {"text": "no such route"})

    def do_POST(self):
        url = urlsplit(self.path)
        self.count(url.path)
        if url.path != "/v2/echo":
            return self.send_json(404, {"text": "no such route"})
        received = bytearray()
        if self.headers.get("Transfer-Encoding", "").lower() == "chunked":
            while True:
                size = int(self.rfile.readline().split(b";")[0], 16)
                if size == 0:
                    self.rfile.readline()
                    break
                received += self.rfile.read(size)
                self.rfile.readline()
        else:
            received = self.rfile.read(int(self.headers.get("Content-Length", "0")))
        self.send_response(200)
        self.send_header("Content-Type", self.headers.get("Content-Type", "application/octet-stream"))
        self.send_header("Content-Length", str(len(received)))
        self.send_header("X-Received-Length", str(len(received)))
        self.end_headers()
        self.wfile.write(received)


def main():
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    print("READY %d" % server.server_address[1], flush=True)
    sys.stdin.read()  # the test process closed the pipe (or died): stop
    server.shutdown()


if __name__ == "__main__":
    main()
