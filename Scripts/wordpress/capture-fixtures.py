#!/usr/bin/env python3
"""Captures scrubbed REST responses from the local WordPress test site into Fixtures/wordpress/.

Usage: Scripts/wordpress/capture-fixtures.py [--out DIR]
Reads WORDPRESS_URL, WORDPRESS_USER and WORDPRESS_APP_PASSWORD from the environment, or else from
$WORDPRESS_STATE_DIR/env (default /tmp/restchain-wordpress/env) as written by start.sh.

File naming (read by the Swift fixture transport): the request path relative to /wp-json plus ".json";
the site index is "index.json"; query items are sorted by name, joined as k=v with "&" and appended after "@"
("/" in values percent-escaped). Each body has a sidecar NAME.meta.json with the status and the interesting
headers. Scrubbing: the site origin becomes https://example.com, nonces and passwords are dropped, and no
credential is written anywhere.
"""

import argparse
import base64
import json
import os
import pathlib
import struct
import sys
import urllib.error
import urllib.parse
import urllib.request
import zlib

PUBLIC_ORIGIN = "https://example.com"
KEPT_HEADERS = ("content-type", "link", "allow", "location")
SCRUBBED_KEYS = {"nonce", "_wpnonce", "x-wp-nonce"}


def load_env():
    env = {}
    state = os.environ.get("WORDPRESS_STATE_DIR", "/tmp/restchain-wordpress")
    path = pathlib.Path(state, "env")
    if path.exists():
        for line in path.read_text().splitlines():
            key, sep, value = line.partition("=")
            if sep:
                env[key] = value
    for key in ("WORDPRESS_URL", "WORDPRESS_USER", "WORDPRESS_APP_PASSWORD"):
        if os.environ.get(key):
            env[key] = os.environ[key]
    missing = [k for k in ("WORDPRESS_URL", "WORDPRESS_USER", "WORDPRESS_APP_PASSWORD") if not env.get(k)]
    if missing:
        sys.exit(f"capture-fixtures: missing {', '.join(missing)} (run Scripts/wordpress/start.sh first)")
    return env


class Site:
    """Talks to the running site and turns responses into scrubbed fixture files."""

    def __init__(self, env, out):
        self.root = env["WORDPRESS_URL"].rstrip("/")  # http://127.0.0.1:8089/wp-json
        parts = urllib.parse.urlsplit(self.root)
        self.origin = f"{parts.scheme}://{parts.netloc}"
        self.host = parts.netloc
        token = f"{env['WORDPRESS_USER']}:{env['WORDPRESS_APP_PASSWORD']}"
        self.auth = "Basic " + base64.b64encode(token.encode()).decode()
        self.secrets = [env["WORDPRESS_APP_PASSWORD"], self.auth]
        self.out = out
        self.written = []

    def request(self, path, query=None, auth=False, method="GET", body=None, headers=None):
        url = self.root + ("/" + path if path else "/")
        if query:
            url += "?" + urllib.parse.urlencode(sorted(query.items()))
        req = urllib.request.Request(url, data=body, method=method, headers={"Accept": "application/json"})
        for key, value in (headers or {}).items():
            req.add_header(key, value)
        if auth:
            req.add_header("Authorization", self.auth)
        try:
            with urllib.request.urlopen(req, timeout=30) as resp:
                return resp.status, resp.headers, resp.read()
        except urllib.error.HTTPError as err:
            return err.code, err.headers, err.read()

    def get_json(self, path, query=None, auth=False):
        status, _, body = self.request(path, query, auth)
        if status != 200:
            sys.exit(f"capture-fixtures: GET {path} {query or ''} -> {status}")
        return json.loads(body)

    def scrub(self, value):
        if isinstance(value, dict):
            result = {}
            for key, item in value.items():
                if key.lower() in SCRUBBED_KEYS:
                    continue
                if key == "password" and isinstance(item, str) and item:
                    item = "redacted"
                result[key] = self.scrub(item)
            return result
        if isinstance(value, list):
            return [self.scrub(item) for item in value]
        if isinstance(value, str):
            return value.replace(self.origin, PUBLIC_ORIGIN).replace(self.host, "example.com")
        return value

    @staticmethod
    def fixture_name(path, query, method="GET"):
        name = path.strip("/") or "index"
        if query:
            items = [f"{k}={str(v).replace('/', '%2F')}" for k, v in sorted(query.items())]
            name += "@" + "&".join(items)
        if method != "GET":
            name += "." + method.lower()
        return name

    def capture(self, path, query=None, auth=False, expect=200, method="GET", json_body=None, raw=None):
        headers = {}
        body = None
        if json_body is not None:
            body = json.dumps(json_body).encode()
            headers["Content-Type"] = "application/json"
        elif raw is not None:
            body, headers = raw
        status, response_headers, response = self.request(path, query, auth, method, body, headers)
        if status != expect:
            sys.exit(f"capture-fixtures: {method} {path} {query or ''} -> {status}, expected {expect}: "
                     f"{response[:300]!r}")
        headers, body = response_headers, response
        data = self.scrub(json.loads(body))
        meta_headers = {}
        for key, value in headers.items():
            lower = key.lower()
            if lower.startswith("x-wp-") and lower != "x-wp-nonce" or lower in KEPT_HEADERS:
                meta_headers[key] = self.scrub(value)  # the server's own spelling, e.g. X-WP-TotalPages
        meta = {"status": status, "headers": meta_headers}
        name = self.fixture_name(path, query, method)
        self.write(name + ".json", data)
        self.write(name + ".meta.json", meta)
        return data

    def write(self, relative, data):
        text = json.dumps(data, indent=2, sort_keys=True, ensure_ascii=False) + "\n"
        for secret in self.secrets:
            if secret in text:
                sys.exit(f"capture-fixtures: a credential leaked into {relative}")
        if self.origin in text or self.host in text:
            sys.exit(f"capture-fixtures: the local origin leaked into {relative}")
        target = self.out / relative
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8")
        self.written.append(relative)


def by_slug(site, route, slug, auth=False, **extra):
    query = {"slug": slug, **extra}
    if auth:
        query["context"] = "edit"
    found = site.get_json(route, query, auth)
    if not found:
        sys.exit(f"capture-fixtures: no {route} with slug {slug}")
    return found[0]["id"]


def capture_all(site):
    sticky = by_slug(site, "wp/v2/posts", "getting-started-with-restchain")
    revised = by_slug(site, "wp/v2/posts", "working-with-revisions")
    protected = by_slug(site, "wp/v2/posts", "draft-publish-repeat")
    forbidden_media = by_slug(site, "wp/v2/posts", "caching-get-requests")
    dangling_media = by_slug(site, "wp/v2/posts", "embedding-authors-and-media")
    commented = by_slug(site, "wp/v2/posts", "comments-and-replies")
    about = by_slug(site, "wp/v2/pages", "about")
    team = by_slug(site, "wp/v2/pages", "team")
    media = by_slug(site, "wp/v2/media", "sample-gradient")
    category = by_slug(site, "wp/v2/categories", "releases")
    tag = by_slug(site, "wp/v2/tags", "swift")
    admin = by_slug(site, "wp/v2/users", "admin")
    comment = site.get_json("wp/v2/comments", {"post": commented, "orderby": "id", "order": "asc"})[0]["id"]
    drafts = site.get_json("wp/v2/posts", {"status": "draft", "context": "edit"}, auth=True)

    site.capture("")
    # Posts: collection, pagination, embedding, one item in each context, revisions.
    site.capture("wp/v2/posts")
    site.capture("wp/v2/posts", {"per_page": 10, "page": 1})
    site.capture("wp/v2/posts", {"per_page": 10, "page": 2})
    site.capture("wp/v2/posts", {"per_page": 10, "page": 3})
    site.capture("wp/v2/posts", {"_embed": 1})
    site.capture("wp/v2/posts", {"_embed": ""})
    site.capture("wp/v2/posts", {"context": "edit", "status": "draft"}, auth=True)
    site.capture(f"wp/v2/posts/{sticky}")
    site.capture(f"wp/v2/posts/{sticky}", {"_embed": 1})
    site.capture(f"wp/v2/posts/{sticky}", {"_embed": ""})
    site.capture(f"wp/v2/posts/{sticky}", {"context": "edit"}, auth=True)
    site.capture(f"wp/v2/posts/{protected}")
    site.capture(f"wp/v2/posts/{protected}", {"context": "edit"}, auth=True)
    site.capture(f"wp/v2/posts/{forbidden_media}", {"_embed": 1})
    site.capture(f"wp/v2/posts/{dangling_media}", {"_embed": 1})
    site.capture(f"wp/v2/posts/{commented}", {"_embed": 1})
    site.capture(f"wp/v2/posts/{revised}", {"context": "edit"}, auth=True)
    site.capture(f"wp/v2/posts/{revised}/revisions", auth=True)
    revisions = site.get_json(f"wp/v2/posts/{revised}/revisions", auth=True)
    site.capture(f"wp/v2/posts/{revised}/revisions/{revisions[-1]['id']}", auth=True)
    if drafts:
        site.capture(f"wp/v2/posts/{drafts[0]['id']}", {"context": "edit"}, auth=True)
    # Pages, media, terms, comments, users.
    site.capture("wp/v2/pages")
    site.capture(f"wp/v2/pages/{about}")
    site.capture(f"wp/v2/pages/{team}", {"_embed": 1})
    site.capture(f"wp/v2/pages/{about}", {"context": "edit"}, auth=True)
    site.capture("wp/v2/media")
    site.capture(f"wp/v2/media/{media}")
    site.capture(f"wp/v2/media/{media}", {"context": "edit"}, auth=True)
    site.capture("wp/v2/categories")
    site.capture(f"wp/v2/categories/{category}")
    site.capture("wp/v2/tags")
    site.capture(f"wp/v2/tags/{tag}")
    site.capture("wp/v2/taxonomies")
    site.capture("wp/v2/taxonomies/category")
    site.capture("wp/v2/comments")
    site.capture(f"wp/v2/comments/{comment}")
    site.capture("wp/v2/comments", {"post": commented})
    site.capture("wp/v2/comments", {"context": "edit"}, auth=True)
    site.capture("wp/v2/users")
    site.capture(f"wp/v2/users/{admin}")
    site.capture("wp/v2/users/me", {"context": "edit"}, auth=True)
    # Site-wide metadata.
    site.capture("wp/v2/types")
    site.capture("wp/v2/types/post")
    site.capture("wp/v2/types", {"context": "edit"}, auth=True)
    site.capture("wp/v2/statuses")
    site.capture("wp/v2/statuses", {"context": "edit"}, auth=True)
    site.capture("wp/v2/taxonomies", {"context": "edit"}, auth=True)
    site.capture("wp/v2/users", {"context": "edit"}, auth=True)
    site.capture("wp/v2/settings", auth=True)
    site.capture("wp/v2/search", {"search": "revisions"})
    site.capture("wp/v2/blocks", auth=True)
    site.capture("wp/v2/posts", {"_fields": "id,title"})
    # The site's structure: blocks, themes, plugins, templates, widgets, menus, application passwords (#21).
    site.capture("wp/v2/block-types/core/paragraph", auth=True)
    site.capture("wp/v2/block-patterns/categories", auth=True)
    site.capture("wp/v2/themes", auth=True)
    site.capture("wp/v2/plugins", auth=True)
    site.capture("wp/v2/templates", {"context": "edit"}, auth=True)
    site.capture("wp/v2/template-parts", auth=True)
    site.capture("wp/v2/sidebars", auth=True)
    site.capture("wp/v2/widgets", auth=True)
    site.capture("wp/v2/widget-types", auth=True)
    site.capture("wp/v2/menu-locations", auth=True)
    site.capture("wp/v2/menus", auth=True)
    site.capture("wp/v2/navigation", auth=True)
    site.capture("wp/v2/users/me/application-passwords/introspect", auth=True)
    # Errors.
    site.capture("wp/v2/posts/999999", expect=404)
    site.capture("wp/v2/posts", {"per_page": 10, "page": 99}, expect=400)
    site.capture("wp/v2/posts", {"per_page": 500}, expect=400)
    site.capture("wp/v2/posts", {"per_page": "abc"}, expect=400)
    site.capture("wp/v2/users/me", expect=401)
    site.capture(f"wp/v2/posts/{commented}", {"context": "edit"}, expect=401)
    site.capture("wp/v2/nothing", expect=404)
    capture_directories(site)
    capture_writes(site, commented)


def capture_directories(site):
    """WordPress.org's directories as the site relays them: the stand-in's answers (directory/), and offline."""
    site.capture("wp/v2/block-directory/search", {"term": "restchain"}, auth=True)
    site.capture("wp/v2/pattern-directory/patterns", {"search": "restchain"}, auth=True)
    site.capture("wp/v2/block-directory/search", {"term": "offline"}, auth=True, expect=500)
    site.capture("wp/v2/pattern-directory/patterns", {"search": "offline"}, auth=True, expect=500)


def small_png(width=200, height=150):
    """A gradient PNG made here, so the upload does not depend on any file on the machine."""
    rows = b"".join(
        b"\x00" + bytes(v for x in range(width) for v in (x * 255 // width, y * 255 // height, 128))
        for y in range(height)
    )

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b"")


def capture_writes(site, commented):
    """Creates, updates and deletes throwaway content; the seeded content is left as it was."""
    created = site.capture("wp/v2/posts", method="POST", auth=True, expect=201, json_body={
        "title": "Created through the API",
        "content": "<!-- wp:paragraph --><p>Hello from <em>RESTChain</em>.</p><!-- /wp:paragraph -->",
        "excerpt": "Short & sweet",
        "status": "draft",
        "date": "2024-05-01T10:20:30",
        "categories": [1],
        "tags": [],
        "slug": "created-through-the-api",
    })
    post = created["id"]
    site.capture(f"wp/v2/posts/{post}", method="POST", auth=True, json_body={
        "title": "Updated through the API", "status": "publish",
    })
    site.capture(f"wp/v2/posts/{post}", method="DELETE", auth=True)
    site.capture(f"wp/v2/posts/{post}", {"force": "true"}, method="DELETE", auth=True)
    site.capture("wp/v2/pages", method="POST", auth=True, expect=400, json_body={"title": "x", "status": "bogus"})

    comment = site.capture("wp/v2/comments", method="POST", auth=True, expect=201, json_body={
        "post": commented, "content": "A comment posted through the API.",
    })
    site.capture(f"wp/v2/comments/{comment['id']}", {"force": "true"}, method="DELETE", auth=True)

    category = site.capture("wp/v2/categories", method="POST", auth=True, expect=201, json_body={
        "name": "Created Category", "description": "Made by capture-fixtures.", "parent": 0,
    })
    site.capture(f"wp/v2/categories/{category['id']}", method="DELETE", auth=True, expect=501)
    site.capture(f"wp/v2/categories/{category['id']}", {"force": "true"}, method="DELETE", auth=True)
    site.capture("wp/v2/tags", method="POST", auth=True, expect=400, json_body={"name": "Swift"})

    media = site.capture("wp/v2/media", method="POST", auth=True, expect=201, raw=(small_png(), {
        "Content-Type": "image/png", "Content-Disposition": 'attachment; filename="upload.png"',
    }))
    site.capture(f"wp/v2/media/{media['id']}", {"force": "true"}, method="DELETE", auth=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    default_out = pathlib.Path(__file__).resolve().parents[2] / "Fixtures" / "wordpress"
    parser.add_argument("--out", type=pathlib.Path, default=default_out)
    args = parser.parse_args()
    site = Site(load_env(), args.out)
    if args.out.exists():
        for old in args.out.rglob("*.json"):
            old.unlink()
    capture_all(site)
    print(f"capture-fixtures: wrote {len(site.written)} files under {args.out}")


if __name__ == "__main__":
    main()
