"""A SOCKS5 proxy on loopback (RFC 1928, CONNECT only), for the tests of `Proxy` with `.socks5`.

Started by the Swift tests through `TestServer.start(script: "socks5_server.py")`; prints `READY <port>` and exits
when its stdin closes, as every server here does. It resolves names itself: a name under `.restchain.test` is
127.0.0.1 here and nowhere else, so a request to such a name that arrives proves the client let the proxy resolve
it (curl's `socks5h`). Other names, and addresses, are connected only when they are loopback.

`--credentials USER:PASSWORD` asks for them (RFC 1929); a client offering none, or others, is refused. Every
request's target is appended to the file `--log PATH`, one line each: `name <host>:<port>` for a name the proxy
resolved, `address <ip>:<port>` for an address, `refused <reason>`.
"""

import argparse
import ipaddress
import os
import select
import socket
import socketserver
import struct
import sys
import threading

CREDENTIALS = None
LOG = None
LOG_LOCK = threading.Lock()


def log(line):
    if LOG:
        with LOG_LOCK, open(LOG, "a") as file:
            file.write(line + "\n")


def read(connection, count):
    data = b""
    while len(data) < count:
        chunk = connection.recv(count - len(data))
        if not chunk:
            raise ConnectionError("the client left")
        data += chunk
    return data


def resolve(name):
    """127.0.0.1 for a name under .restchain.test or localhost; None for any other name (never looked up)."""
    return "127.0.0.1" if name.endswith(".restchain.test") or name == "localhost" else None


class Handler(socketserver.BaseRequestHandler):
    def handle(self):
        client = self.request
        client.settimeout(30)
        try:
            self.negotiate(client)
        except (ConnectionError, OSError, ValueError):
            pass
        finally:
            client.close()

    def negotiate(self, client):
        version, count = read(client, 2)
        if version != 5:
            raise ValueError("not SOCKS5")
        methods = read(client, count)
        wanted = 2 if CREDENTIALS else 0
        if wanted not in methods:
            client.sendall(b"\x05\xff")
            log("refused no acceptable method")
            return
        client.sendall(bytes([5, wanted]))
        if CREDENTIALS and not self.authenticated(client):
            return
        _, command, _, kind = read(client, 4)
        if kind == 1:
            host = socket.inet_ntoa(read(client, 4))
            target, entry = host, f"address {host}"
        elif kind == 3:
            name = read(client, read(client, 1)[0]).decode("ascii", "replace")
            target, entry = resolve(name), f"name {name}"
        elif kind == 4:
            host = str(ipaddress.IPv6Address(read(client, 16)))
            target, entry = host, f"address [{host}]"
        else:
            raise ValueError("unknown address type")
        port = struct.unpack(">H", read(client, 2))[0]
        log(f"{entry}:{port}")
        if command != 1:
            client.sendall(b"\x05\x07\x00\x01\x00\x00\x00\x00\x00\x00")  # command not supported
            return
        if target is None or not ipaddress.ip_address(target).is_loopback:
            client.sendall(b"\x05\x04\x00\x01\x00\x00\x00\x00\x00\x00")  # host unreachable
            return
        try:
            upstream = socket.create_connection((target, port), timeout=30)
        except OSError:
            client.sendall(b"\x05\x05\x00\x01\x00\x00\x00\x00\x00\x00")  # connection refused
            return
        client.sendall(b"\x05\x00\x00\x01\x7f\x00\x00\x01" + struct.pack(">H", upstream.getsockname()[1]))
        self.relay(client, upstream)

    def authenticated(self, client):
        version, length = read(client, 2)
        user = read(client, length).decode("utf-8", "replace")
        password = read(client, read(client, 1)[0]).decode("utf-8", "replace")
        accepted = version == 1 and f"{user}:{password}" == CREDENTIALS
        client.sendall(b"\x01\x00" if accepted else b"\x01\x01")
        if not accepted:
            log("refused credentials")
        return accepted

    def relay(self, client, upstream):
        try:
            while True:
                readable, _, _ = select.select([client, upstream], [], [], 30)
                if not readable:
                    return
                for source in readable:
                    data = source.recv(65536)
                    if not data:
                        return
                    (upstream if source is client else client).sendall(data)
        finally:
            upstream.close()


class Server(socketserver.ThreadingTCPServer):
    daemon_threads = True
    allow_reuse_address = True


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description="SOCKS5 proxy on loopback")
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--credentials")
    parser.add_argument("--log")
    args = parser.parse_args()
    CREDENTIALS, LOG = args.credentials, args.log
    server = Server(("127.0.0.1", args.port), Handler)
    threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True).start()
    sys.stdout.write(f"READY {server.server_address[1]}\n")
    sys.stdout.flush()
    sys.stdout = sys.stderr
    try:
        while os.read(0, 4096):  # the test closes stdin (or dies): stop
            pass
    except OSError:
        pass
    server.shutdown()
    os._exit(0)
