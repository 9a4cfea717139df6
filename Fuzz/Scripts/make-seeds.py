#!/usr/bin/env python3
"""Writes Fuzz/Seeds/ from real data: the GW2 corpus, the WordPress fixtures and their recorded headers.

Run from anywhere: python3 Fuzz/Scripts/make-seeds.py [path of the GW2 corpus, default /work/shared/data/gw2].
The GW2 corpus is optional (Fixtures/gw2/corpus holds a sample); seeds are small, named by content, and kept.
"""
import glob
import gzip
import hashlib
import json
import os
import sys

FUZZ = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ROOT = os.path.dirname(FUZZ)
CORPUS = sys.argv[1] if len(sys.argv) > 1 else "/work/shared/data/gw2"
LIMIT = 4096


def write(target, data):
    if isinstance(data, str):
        data = data.encode("utf-8")
    if len(data) > LIMIT:
        return
    folder = os.path.join(FUZZ, "Seeds", target)
    os.makedirs(folder, exist_ok=True)
    name = hashlib.sha1(data).hexdigest()[:16]
    with open(os.path.join(folder, name), "wb") as file:
        file.write(data)


def gw2_lines(per_file):
    """The shortest, median and longest-below-the-limit lines of each corpus file."""
    paths = sorted(glob.glob(os.path.join(CORPUS, "*.jsonl.gz"))) or sorted(
        glob.glob(os.path.join(ROOT, "Fixtures/gw2/corpus/*.jsonl.gz")))
    for path in paths:
        with gzip.open(path, "rb") as file:
            lines = [line.rstrip(b"\r\n").removeprefix(b"\xef\xbb\xbf") for line in file]
        lines = sorted((line for line in lines if 0 < len(line) <= LIMIT), key=len)
        step = max(1, len(lines) // per_file)
        yield from lines[::step][:per_file]


gw2 = list(gw2_lines(12))
for line in gw2:
    write("json-reader", line)
    write("json-reader", b"[" + line + b"," + line + b"]")
    document = json.loads(line)
    if isinstance(document, dict) and isinstance(document.get("chat_link"), str):
        write("chat-link", document["chat_link"])
def markup_texts(value):
    """Every string in a decoded document that holds game markup."""
    if isinstance(value, str):
        if "<" in value:
            yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from markup_texts(item)
    elif isinstance(value, list):
        for item in value:
            yield from markup_texts(item)


def gw2_markup(count):
    """A spread of the corpus's texts with markup, from the shortest to the longest below the limit."""
    paths = sorted(glob.glob(os.path.join(CORPUS, "*.jsonl.gz"))) or sorted(
        glob.glob(os.path.join(ROOT, "Fixtures/gw2/corpus/*.jsonl.gz")))
    texts = set()
    for path in paths:
        with gzip.open(path, "rt", encoding="utf-8-sig") as file:
            for line in file:
                if "<" in line:
                    texts.update(markup_texts(json.loads(line)))
    texts = sorted((text for text in texts if len(text.encode("utf-8")) <= LIMIT), key=lambda text: (len(text), text))
    step = max(1, len(texts) // count)
    return texts[::step][:count]


for value in gw2_markup(40):
    write("game-markup", value)
write("json-reader", b"[1e-999, 2e-324, -1e-400, -0.0, 4.9406564584124654e-324, 1.7976931348623157e308, 1e309]")
write("json-reader", b'{"id": 9223372036854775807, "small": -128, "big": 18446744073709551615, "ratio": 5e-324}')
write("json-reader", b'["\\ud83d\\ude00", "\\u0000", "\\/", "caf\\u00e9"]')
write("lines", bytes([64]) + b"\n".join(gw2[:3]) + b"\r\n\r\n" + b"\r".join(gw2[3:5]))
write("lines", bytes([255]) + b"a\r\nb\rc\nd\r")

for path in sorted(glob.glob(os.path.join(ROOT, "Fixtures/wordpress/**/*.json"), recursive=True)):
    if path.endswith(".meta.json"):
        meta = json.load(open(path))
        headers = meta.get("headers", {})
        head = "HTTP/1.1 %d Status\r\n" % meta.get("status", 200)
        head += "".join("%s: %s\r\n" % item for item in headers.items()) + "\r\n"
        write("response-head", head)
        for name, target in [("Link", "link-header"), ("Content-Type", "content-type")]:
            if name in headers:
                write(target, headers[name])
        continue
    body = open(path, "rb").read()
    write("json-reader", body)
    for date in set(json.dumps(json.loads(body)).split('"')):
        if len(date) == 19 and date[4] == "-" and date[10] == "T":
            write("wordpress-date", date)

write("response-head", "HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 200 OK\r\nContent-Length: 2\r\nX-A: 1\r\nx-a:  2 \r\n\r\nok")
write("response-head", "HTTP/2 204\nDate: Sun, 06 Nov 1994 08:49:37 GMT\n\nTrailer: x\n")
write("event-stream", "\ufeffretry: 1500\nid: 7\nevent: update\ndata: {\"a\": 1}\ndata: two\n\n: comment\r\ndata:x\r\rid\n\n")
write("event-stream", "data: cut short\nid: 9")
# The loopback stream server's events (Tests/Servers/stream_server.py), as it sends them.
write("event-stream", b"retry: 250\n\n" + b"".join(
    b"event: tick\nid: %d\ndata: {\"n\": %d,\ndata:  \"connection\": %d}\r\n\r\n" % (n, n, 1) for n in range(3)))
write("event-stream", b"".join(b"id: %d\ndata: event %d\n\n" % (n, n) for n in range(5)))
write("event-stream", b"event: tick\nid: 4\ndata: {\"n\": 4,\n")
write("link-header", '<https://example.com/wp-json/wp/v2/posts?page=2>; rel="next", </p?page=1>; rel="prev first"')
write("link-header", '<a>; rel=next; title="a \\"quoted\\" one, with a comma", <b;c>; rel="last"')
for value in ["max-age=60, stale-while-revalidate=600", 'no-cache="Set-Cookie, X-A", private', "max-stale",
              "max-age=99999999999999999999, s-maxage=1", "max-age = 5, immutable", "min-fresh=1, only-if-cached"]:
    write("cache-control", value)
for value in ["120", "1.5", "Sun, 06 Nov 1994 08:49:37 GMT", "Sunday, 06-Nov-94 08:49:37 GMT",
              "Sun Nov  6 08:49:37 1994", "Fri, 31 Dec 2100 23:59:59 GMT", " 0 "]:
    write("retry-after", value)
    write("http-date", value)
for value in ['text/plain; charset="utf-8"', "application/json;charset=ISO-8859-1", 'text/html; a="b;charset=x"',
              "text/event-stream"]:
    write("content-type", value)
for value in ["2024-05-01T10:20:30", "2024-02-29 23:59:59.123456", "2024-05-01T10:20:30Z",
              "2021-03-04T05:06:07+05:30"]:
    write("wordpress-date", value)
for value in ["[&AgH1WQAA]", "[&DQEQLhUqPTcSAAAAywAAAB8BAAAsAQAAAAAAAAAAAAAAAAAAAAA=]", "AQAAAAA="]:
    write("chat-link", value)
for value in ["<c=@reminder>Hides leg armor.<c>", "<c=@flavor>Not closed", "Closed twice</c>", "Sign up. <REDACTED>",
              "<c=@warning>A <c=@flavor>&quoted's</c> B</c>", "a < b and c > d<c=#GG0000>x<c=#FFC957>y</c=@x><br />"]:
    write("game-markup", value)
for value in ["data.items.0.name", "items.name", "..a..", "0.1.2"]:
    write("json-path", value)
for value in ["X-Trace:abc\nname=Ann\nage:=42\npage==2\nphoto@me.png", "Accept;\nX-Gone:\na\\=b=c\nlist:=[1,2]",
              "@body.json"]:
    write("request-items", value)
