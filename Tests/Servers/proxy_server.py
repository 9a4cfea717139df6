"""A forwarding HTTP proxy on loopback, for the tests of `http_proxy`, `https_proxy` and `no_proxy`.

Started by the Swift tests through `TestServer.start(script: "proxy_server.py")`. It forwards what a client sends
through it and counts it with the harness's counters, so `GET /_stats` says what went through the proxy:

- `GET http://host:port/path` (absolute form, as a client talks to an HTTP proxy): the request is sent on to the
  origin, its response returned whole with `Via: 1.1 restchain-test-proxy`; counted under the absolute URL
  without its query.
- `CONNECT host:port` (as a client reaches an HTTPS origin through a proxy): `200`, then bytes are relayed both ways
  until either side closes; counted under `host:port`.

Only loopback origins are forwarded (403 otherwise), so a misconfigured test never reaches the network; a tunnel
to a loopback port that refuses the connection is answered `502`.

`--credentials USER:PASSWORD` makes a proxy that asks for them: a request or `CONNECT` without
`Proxy-Authorization: Basic` of exactly those is answered `407` with `Proxy-Authenticate: Basic` (and counted as
usual), never forwarded.
"""

import argparse
import base64
import http.client
import select
import socket
import sys
from urllib.parse import urlsplit

sys.dont_write_bytecode = True
from harness import Router, run  # noqa: E402

router = Router()
LOOPBACK = ("127.0.0.1", "localhost", "::1")
CREDENTIALS = None  # the `Proxy-Authorization` value asked of every request, when set by --credentials
HOP_BY_HOP = {"server", "date", "connection", "keep-alive", "proxy-connection", "proxy-authorization", "te", "trailer",
              "transfer-encoding", "upgrade", "content-length"}  # and the two the harness writes itself


def refused_without_credentials(req):
    """Answers 407 (and returns True) when this proxy asks for credentials the request does not carry."""
    if CREDENTIALS is None or req.header("Proxy-Authorization") == CREDENTIALS:
        return False
    req.send_body(407, b"proxy credentials required", "text/plain",
                  [("Proxy-Authenticate", 'Basic realm="restchain-test-proxy"')])
    return True


@router.route(None, r"http://[^/]+(/.*)?")
def forward(req, match):
    if refused_without_credentials(req):
        return
    target = urlsplit(req.raw_target)
    if target.hostname not in LOOPBACK:
        req.send_json(403, {"code": "not_loopback", "message": f"{target.hostname} is not a loopback host"})
        return
    path = (target.path or "/") + (f"?{target.query}" if target.query else "")
    headers = {name: value for name, value in req.headers.items() if name.lower() not in HOP_BY_HOP}
    origin = http.client.HTTPConnection(target.hostname, target.port or 80, timeout=30)
    try:
        origin.request(req.command, path, body=req.body or None, headers=headers)
        response = origin.getresponse()
        body = response.read()
        relayed = [(name, value) for name, value in response.getheaders() if name.lower() not in HOP_BY_HOP]
    finally:
        origin.close()
    req.send_body(response.status, body, None, relayed + [("Via", "1.1 restchain-test-proxy")])


@router.route("CONNECT", r"[^/]+:\d+")
def tunnel(req, match):
    if refused_without_credentials(req):
        return
    host, _, port = req.path.rpartition(":")
    if host.strip("[]") not in LOOPBACK:
        req.send_json(403, {"code": "not_loopback", "message": f"{host} is not a loopback host"})
        return
    try:
        upstream = socket.create_connection((host.strip("[]"), int(port)), timeout=30)
    except OSError as error:
        req.send_json(502, {"code": "unreachable", "message": str(error)})
        return
    req.write_raw(b"HTTP/1.1 200 Connection established\r\n\r\n")
    req.mark_done()
    client = req.connection
    try:
        while True:
            readable, _, _ = select.select([client, upstream], [], [], 30)
            if not readable:
                break
            for source in readable:
                data = source.recv(65536)
                if not data:
                    return
                (upstream if source is client else client).sendall(data)
    except OSError:
        pass
    finally:
        upstream.close()
        req.close_connection = True


if __name__ == "__main__":
    parser = argparse.ArgumentParser(add_help=False)
    parser.add_argument("--credentials")
    options, rest = parser.parse_known_args()
    if options.credentials:
        CREDENTIALS = "Basic " + base64.b64encode(options.credentials.encode()).decode()
    run(router, rest)
