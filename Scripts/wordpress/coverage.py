#!/usr/bin/env python3
"""Which route-and-method pairs of a WordPress namespace the live suite sent, from Apache's access log.

Usage: Scripts/wordpress/coverage.py [--since BYTES] [--namespace wp/v2] [--missing]
Env:   WORDPRESS_URL, WORDPRESS_USER, WORDPRESS_APP_PASSWORD, WORDPRESS_STATE_DIR (from start.sh's env file)

Reads the namespace's own route index (GET <WORDPRESS_URL>/<namespace>, signed in, so every route is listed), then
each request line of $WORDPRESS_STATE_DIR/logs/apache-access.log from byte --since on (`wc -c` of the log before a
run measures that run alone). A logged request counts for the route WordPress itself would dispatch it to: the first
route, in the index's order, whose pattern matches the path and which serves the method (so a route another one
shadows stays uncovered). Both `/wp-json/<route>` and `?rest_route=<route>` requests count; HEAD, PUT and PATCH are
left out (HEAD is served by GET, PUT and PATCH by POST). Prints `covered N of M` and, with --missing, the rest.
"""
import argparse
import base64
import json
import os
import re
import sys
import urllib.parse
import urllib.request

METHODS = ("GET", "POST", "DELETE")
REQUEST = re.compile(r'"(?P<method>[A-Z]+) (?P<target>\S+) HTTP/[\d.]+" (?P<status>\d{3})')


def routes(namespace):
    env = os.environ
    url = env["WORDPRESS_URL"].rstrip("/")
    if "rest_route=" in url:
        index = url.split("?")[0] + "?rest_route=/" + namespace
    else:
        index = url + "/" + namespace
    request = urllib.request.Request(index)
    token = base64.b64encode(f"{env['WORDPRESS_USER']}:{env['WORDPRESS_APP_PASSWORD']}".encode()).decode()
    request.add_header("Authorization", "Basic " + token)
    with urllib.request.urlopen(request, timeout=30) as answer:
        document = json.load(answer)
    pairs = []
    for pattern, route in document["routes"].items():
        methods = {m for endpoint in route["endpoints"] for m in endpoint["methods"]}
        # PHP's named groups (?P<id>…) are Python's too; WordPress matches case-insensitively, anchored.
        regex = re.compile("^" + pattern + "$", re.IGNORECASE)
        pairs.append((pattern, regex, sorted(m for m in methods if m in METHODS)))
    return pairs


def route_of(target):
    """The REST route a logged request target asks for, or None when it is no REST request."""
    parsed = urllib.parse.urlsplit(target)
    query = urllib.parse.parse_qs(parsed.query)
    if "rest_route" in query:
        return query["rest_route"][0]
    path = urllib.parse.unquote(parsed.path)
    if path.startswith("/wp-json/"):
        return path[len("/wp-json"):]
    return None


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--since", type=int, default=0, help="byte offset in the access log to start at")
    parser.add_argument("--namespace", default="wp/v2")
    parser.add_argument("--missing", action="store_true", help="list the pairs no request reached")
    parser.add_argument("--log", help="the access log (default: $WORDPRESS_STATE_DIR/logs/apache-access.log)")
    arguments = parser.parse_args()
    log = arguments.log or os.path.join(os.environ["WORDPRESS_STATE_DIR"], "logs", "apache-access.log")
    pairs = routes(arguments.namespace)
    covered = set()
    with open(log, "rb") as file:
        file.seek(arguments.since)
        for line in file:
            match = REQUEST.search(line.decode("utf-8", "replace"))
            if not match or match["method"] not in METHODS:
                continue
            route = route_of(match["target"])
            if route is None:
                continue
            for pattern, regex, methods in pairs:
                if regex.match(route) and match["method"] in methods:
                    covered.add((pattern, match["method"]))
                    break
    total = [(pattern, method) for pattern, _, methods in pairs for method in methods]
    print(f"covered {len(covered)} of {len(total)} route-and-method pairs of {arguments.namespace}")
    if arguments.missing:
        for pattern, method in total:
            if (pattern, method) not in covered:
                print(f"  missing {method:6} {pattern}")


if __name__ == "__main__":
    sys.exit(main())
