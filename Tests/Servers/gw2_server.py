#!/usr/bin/env python3
"""A Guild Wars 2 API look-alike for RESTChain's Swift tests: fixtures, bulk ids, pages, keys, languages, 429s.

Run `python3 gw2_server.py [--port N] [--verbose] [--ignore-stdin]`; it prints `READY <port>` and serves until stdin
closes (see harness.py for the lifecycle and the /_stats, /_requests, /_reset control routes). The fixture directory
is `Fixtures/gw2` of the repository, or the directory named by the environment variable GW2_FIXTURES.

Dynamic endpoints (`GET`, also `HEAD`)
    /v2/items     a catalogue of the synthetic items 1…5000 ("Item N", crafting materials) plus every item that has a
                  fixture `v2/items@id=N.json` (10392, 12452, 19684, …, 99001); every other id is unknown.
    /v2/worlds    the 51 worlds of `v2/worlds@ids=all.json`.
    /v2/<route>   any route with a catalogue fixture `v2/<route>@ids=all.json` (a list of objects with an `id`, a
                  number or text such as "Legend1"), when no more specific fixture file matches the query: its
                  objects in file order. Adding such a file is all a new id'd route needs.
    All answer like the live API:
      no query                  every id, sorted, with X-Result-Total / X-Result-Count
      ?id=N                     the object, or 404 {"text":"no such id"}
      ?ids=a,b,c                the known ones in request order (duplicates dropped): 200 when all are known, 206 when
                                some are, 404 {"text":"all ids provided are invalid"} when none is; more than 200 ids
                                -> 400 {"text":"id list too long; this endpoint is limited to 200 ids at once"}
      ?ids=all                  every object on /v2/worlds and catalogues; /v2/items -> 400
                                {"text":"all ids provided are invalid"}
      ?page=P&page_size=S       page P (from 0) of S objects (default 50, at most 200) ordered by id, with X-Page-Total,
                                X-Page-Size, X-Result-Total, X-Result-Count and `Link: </v2/items?page=0&page_size=S>;
                                rel=previous, …; rel=next, …; rel=self, …; rel=first, …; rel=last` (previous / next
                                only when they exist); out of range -> 400
                                {"text":"page out of range. Use values 0 - N"}
    `id` wins over `ids`, `ids` over `page`.

Languages
    `?lang=` or else the first tag of `Accept-Language` picks en (default), de, fr, es or zh; the answer carries
    Content-Language. Item names are localized: synthetic items are "Item N" / "Gegenstand N" / "Objet N" /
    "Objeto N" / "物品 N"; fixture items use their German fixture (`v2/items@id=N&lang=de.json`) when there is one and
    otherwise get a "[de] " (or "[fr] ", …) prefix.

Fixtures
    Any other `GET /v2/...` is answered from the fixture directory by the FixtureTransport naming rule: the path plus
    `.json`, or for a query `path@k=v&k2=v2.json` (items sorted by name, `/` in values as %2F), with status and
    headers from the `.meta.json` sidecar. `lang`, `v` and `access_token` are tried with and then without; a query
    that matches no variant answers 404 {"text":"no such id"} (when it has `id` or `ids`) or {"text":"not found"}.
    A fixture `path.json` that is a list answers `?page=P&page_size=S` with its rows paged as the live API pages
    them (headers and out-of-range answers as for catalogues), such as a PvP leaderboard.
    With `X-Schema-Version` (or `?v=`) of 2022-03-09T02:00:00.000Z or later, recipe ingredients come in the newer
    shape {"type":"Item","id":…,"count":…}. With any version, a route under `schemas/<version>/` answers from the
    newest such folder not after the version asked for (/v2/account, /v2/mounts/skins), before the plain fixtures.

API keys
    /v2/account…, /v2/characters…, /v2/tokeninfo, /v2/createsubtoken, the key's commerce and PvP routes and
    /v2/guild/<id>/… need `Authorization: Bearer <key>` (or `?access_token=<key>`);
    a missing key, or one that starts with "invalid", answers 401 {"text":"Invalid access token"}. Every request's
    headers, `Authorization` and `X-Schema-Version` included, are in the harness log (GET /_requests).

Unreadable objects
    POST /_build?id=N                       /v2/build answers build N (a game update) until POST /_reset.
    POST /_break?ids=N,M                    items N and M are served with `"type": 42`, which no model reads (an
                                            object the API changed under a client); POST /_reset mends them.

API keys that misbehave
    A key starting with "limited" has only the `account` permission on /v2/tokeninfo.
    POST /_flaky_key?count=N                the next N requests that need a key answer 401 "Invalid access token"
                                            even with a good key, as the live API sometimes does.

Throttling
    POST /_throttle?count=N&retry_after=S   the next N requests (control routes excepted) answer 429
                                            {"text":"too many requests"}, with `Retry-After: S` when S is given.
    GET  /_throttle                         {"remaining": n, "retry_after": S or null}
    POST /_reset clears it.

Render service
    /file/<signature>/<id>.png|jpg          `?size=N` bytes (4096 by default) starting as a PNG or JPEG does, with
                                            `Cache-Control: public, max-age=31536000` and the signature as ETag.

Unknown /v2 paths answer 404 {"text":"not found"}.
"""

import base64
import json
import os
import re
import struct
import sys
import threading
from pathlib import Path
from urllib.parse import unquote

sys.dont_write_bytecode = True  # no __pycache__ in the source tree when harness is imported
import harness  # noqa: E402
from harness import Router, run  # noqa: E402

FIXTURES = Path(os.environ.get("GW2_FIXTURES") or Path(__file__).resolve().parents[2] / "Fixtures" / "gw2").resolve()
SYNTHETIC_COUNT = 5000
MAX_IDS = 200
DEFAULT_PAGE_SIZE = 50
LANGUAGES = ("en", "de", "fr", "es", "zh")
SYNTHETIC_NAMES = {"en": "Item", "de": "Gegenstand", "fr": "Objet", "es": "Objeto", "zh": "物品"}
RARITIES = ("Junk", "Basic", "Fine", "Masterwork", "Rare", "Exotic", "Ascended", "Legendary")
NEW_RECIPE_SCHEMA = "2022-03-09T02:00:00.000Z"
AUTHENTICATED = re.compile(
    r"/v2/(account(/.*)?|characters(/.*)?|tokeninfo|createsubtoken|commerce/(delivery|transactions/.*)|"
    r"pvp/(games|standings|stats)|guild/[^/]+/.+)")
BASE_HEADERS = {"Cache-Control": "public, max-age=300", "X-Rate-Limit-Limit": "600"}

router = Router()


# MARK: State


class Throttle:
    """How many of the next requests answer 429, and the Retry-After they carry."""

    def __init__(self):
        self.lock = threading.Lock()
        self.clear()

    def clear(self):
        with self.lock:
            self.remaining = 0
            self.retry_after = None

    def arm(self, count, retry_after):
        with self.lock:
            self.remaining = max(0, count)
            self.retry_after = retry_after

    def take(self):
        """Uses up one throttled answer; returns (throttled, retry_after)."""
        with self.lock:
            if self.remaining <= 0:
                return False, None
            self.remaining -= 1
            return True, self.retry_after

    def snapshot(self):
        with self.lock:
            return {"remaining": self.remaining, "retry_after": self.retry_after}


throttle = Throttle()
router.on_reset(throttle.clear)
BROKEN = set()
router.on_reset(BROKEN.clear)
BUILD = {"id": None}
router.on_reset(lambda: BUILD.update(id=None))
FLAKY_KEY = {"remaining": 0}
router.on_reset(lambda: FLAKY_KEY.update(remaining=0))


# MARK: Fixtures


def read_json(path):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def load_fixture_items():
    """The items with a `v2/items@id=N.json` fixture, and their German versions where a fixture has one."""
    items, german = {}, {}
    for path in (FIXTURES / "v2").glob("items@id=*.json"):
        match = re.fullmatch(r"items@id=(\d+)(&lang=de)?\.json", path.name)
        if not match:
            continue
        meta = path.with_name(path.name[:-len(".json")] + ".meta.json")
        if meta.exists() and read_json(meta).get("status", 200) >= 400:
            continue
        (german if match[2] else items)[int(match[1])] = read_json(path)
    return items, german


FIXTURE_ITEMS, GERMAN_ITEMS = load_fixture_items()


def catalogue(rel, req=None):
    """The objects of a `<rel>@ids=all.json` catalogue fixture keyed by their id as text, in file order, or None.

    The request's schema version picks the folder, as for `fixture_files`."""
    paths = [root / f"{rel}@ids=all.json" for root in schema_roots(req) + [FIXTURES]]
    path = next((p for p in paths if p.is_file()), paths[-1])
    if not path.is_file() or FIXTURES not in path.resolve().parents:
        return None
    body = read_json(path)
    if not isinstance(body, list) or not all(isinstance(o, dict) and "id" in o for o in body):
        return None
    return {str(o["id"]): o for o in body}


def schema_roots(req):
    """The `schemas/<version>/` folders a request's schema version reaches, newest first (none without a version)."""
    version = schema_version(req) if req is not None else ""
    folder = FIXTURES / "schemas"
    if not version or not folder.is_dir():
        return []
    return [folder / name for name in sorted((d.name for d in folder.iterdir() if d.is_dir()), reverse=True)
            if name <= version]


def fixture_files(rel, query_items, req=None):
    """Candidate fixture files for a path and query, most specific first (FixtureTransport's naming).

    With a schema version, the same names under each `schemas/<version>/` folder it reaches come first: a route
    whose shape changed answers in the shape of the newest version not after the one asked for."""
    candidates = []
    optional = {"lang", "v", "access_token"}
    for items in (query_items, [(k, v) for k, v in query_items if k not in optional]):
        if items:
            variant = "&".join(f"{k}={v.replace('/', '%2F')}" for k, v in sorted(items))
            candidates.append(f"{rel}@{variant}.json")
        elif not any(k not in optional for k, _ in query_items):
            candidates.append(f"{rel}.json")
    # A name past the file system's 255 bytes cannot be a fixture (a long `ids=` list): never ask the disk for it.
    names = [name for name in dict.fromkeys(candidates) if len(name.split("/")[-1].encode()) <= 255]
    return [root / name for root in schema_roots(req) + [FIXTURES] for name in names]


# MARK: Helpers


def language(req):
    lang = (req.arg("lang") or "").lower()
    if not lang:
        header = req.header("Accept-Language") or ""
        lang = header.split(",")[0].split(";")[0].strip().split("-")[0].lower()
    return lang if lang in LANGUAGES else "en"


def schema_version(req):
    return req.arg("v") or req.header("X-Schema-Version") or ""


def headers(lang="en", **extra):
    out = dict(BASE_HEADERS)
    out["Content-Language"] = lang
    out.update({name.replace("_", "-"): str(value) for name, value in extra.items()})
    return out


def error(req, status, text, lang="en"):
    req.send_json(status, {"text": text}, headers(lang))


def chat_link(item_id):
    return "[&" + base64.b64encode(bytes([2, 1]) + struct.pack("<I", item_id)).decode() + "]"


def synthetic_item(item_id, lang):
    return {
        "name": f"{SYNTHETIC_NAMES[lang]} {item_id}",
        "description": f"Synthetic test item {item_id}.",
        "type": "CraftingMaterial" if item_id % 10 else "Trophy",
        "level": item_id % 81,
        "rarity": RARITIES[item_id % len(RARITIES)],
        "vendor_value": item_id % 100,
        "game_types": ["Activity", "Wvw", "Dungeon", "Pve"],
        "flags": ["NoSell"] if item_id % 7 == 0 else [],
        "restrictions": [],
        "id": item_id,
        "chat_link": chat_link(item_id),
        "icon": f"https://render.guildwars2.com/file/{item_id:040X}/{item_id}.png",
    }


def item_record(item_id, lang):
    record = plain_item_record(item_id, lang)
    if record is not None and item_id in BROKEN:
        record = dict(record, type=42)
    return record


def plain_item_record(item_id, lang):
    if item_id in FIXTURE_ITEMS:
        if lang == "de" and item_id in GERMAN_ITEMS:
            return GERMAN_ITEMS[item_id]
        record = dict(FIXTURE_ITEMS[item_id])
        if lang != "en":
            record["name"] = f"[{lang}] {record['name']}"
        return record
    if 1 <= item_id <= SYNTHETIC_COUNT:
        return synthetic_item(item_id, lang)
    return None


ITEM_IDS = sorted(set(range(1, SYNTHETIC_COUNT + 1)) | set(FIXTURE_ITEMS))


def parse_id(text):
    try:
        return int(text.strip())
    except ValueError:
        return None


# MARK: Collections


def serve_collection(req, name, all_ids, lookup, allow_all):
    """Answers list / id / ids / page queries like the live API's bulk-expanded endpoints; `lookup` takes ids as text."""
    lang = language(req)
    total = len(all_ids)
    if req.arg("id") is not None:
        record = lookup(req.arg("id").strip(), lang)
        if record is None:
            return error(req, 404, "no such id", lang)
        return req.send_json(200, record, headers(lang))
    if req.arg("ids") is not None:
        raw = req.arg("ids").strip()
        if raw.lower() == "all":
            if not allow_all:
                return error(req, 400, "all ids provided are invalid", lang)
            records = [lookup(str(i), lang) for i in all_ids]
            return req.send_json(200, records, headers(lang, X_Result_Total=total, X_Result_Count=total))
        wanted = list(dict.fromkeys(part.strip() for part in raw.split(",") if part.strip()))
        if len(wanted) > MAX_IDS:
            return error(req, 400, f"id list too long; this endpoint is limited to {MAX_IDS} ids at once", lang)
        records = [r for r in (lookup(p, lang) for p in wanted) if r is not None]
        if not records:
            return error(req, 404, "all ids provided are invalid", lang)
        status = 200 if len(records) == len(wanted) else 206
        return req.send_json(status, records, headers(lang, X_Result_Total=total, X_Result_Count=len(records)))
    if req.arg("page") is not None or req.arg("page_size") is not None:
        return serve_page(req, name, all_ids, lambda i: lookup(str(i), lang), lang)
    return req.send_json(200, all_ids, headers(lang, X_Result_Total=total, X_Result_Count=total))


def serve_page(req, name, keys, record, lang):
    """Page `page` (from 0) of `page_size` records, `record(key)` for each of `keys` in order, as the live API pages."""
    page, size = parse_id(req.arg("page") or "0"), parse_id(req.arg("page_size") or str(DEFAULT_PAGE_SIZE))
    total = len(keys)
    if size is None or not 1 <= size <= MAX_IDS:
        return error(req, 400, f"page_size out of range. Use values 1 - {MAX_IDS}", lang)
    pages = max(1, -(-total // size))
    if page is None or not 0 <= page < pages:
        return error(req, 400, f"page out of range. Use values 0 - {pages - 1}", lang)
    chunk = [record(key) for key in keys[page * size:(page + 1) * size]]

    def link(p, rel):
        return f"</v2/{name}?page={p}&page_size={size}>; rel={rel}"

    links = ([link(page - 1, "previous")] if page > 0 else []) \
        + ([link(page + 1, "next")] if page < pages - 1 else []) \
        + [link(page, "self"), link(0, "first"), link(pages - 1, "last")]
    return req.send_json(200, chunk, headers(lang, X_Page_Size=size, X_Page_Total=pages, X_Result_Total=total,
                                             X_Result_Count=len(chunk), Link=", ".join(links)))


# MARK: Routes (order matters: throttling and keys first)


@router.route(None, r"/.*")
def gate(req, match):
    """Answers 429 while throttled and 401 without a valid key on authenticated paths; else falls through."""
    throttled, retry_after = throttle.take()
    if throttled:
        extra = {"Retry-After": str(retry_after)} if retry_after is not None else {}
        return req.send_json(429, {"text": "too many requests"}, {**BASE_HEADERS, **extra})
    if AUTHENTICATED.fullmatch(req.path):
        auth = req.header("Authorization") or ""
        key = auth[len("Bearer "):].strip() if auth.startswith("Bearer ") else (req.arg("access_token") or "")
        if not key or key.startswith("invalid"):
            return error(req, 401, "Invalid access token")
        if FLAKY_KEY["remaining"] > 0:
            FLAKY_KEY["remaining"] -= 1
            return error(req, 401, "Invalid access token")
        if req.path == "/v2/tokeninfo" and key.startswith("limited"):
            info = dict(read_json(FIXTURES / "v2" / "tokeninfo.json"), name="limited key", permissions=["account"])
            return req.send_json(200, info, headers())
    return dispatch(req)


def items(req):
    def lookup(text, lang):
        item_id = parse_id(text)
        return None if item_id is None else item_record(item_id, lang)
    serve_collection(req, "items", ITEM_IDS, lookup, allow_all=False)


def serve_catalogue(req, rel, objects):
    """A route whose `<rel>@ids=all.json` lists its objects: every id, ?id=, ?ids= (numbers or text), ?ids=all, pages."""
    serve_collection(req, rel[len("v2/"):], [o["id"] for o in objects.values()],
                     lambda text, lang: objects.get(text), allow_all=True)


def with_schema(req, rel, body):
    """Rewrites recipe ingredients to the newer shape when the request asks for a newer schema."""
    if not rel.startswith("v2/recipes") or rel.startswith("v2/recipes/search"):
        return body
    if schema_version(req) < NEW_RECIPE_SCHEMA:
        return body

    def convert(recipe):
        if isinstance(recipe, dict) and "ingredients" in recipe:
            recipe = dict(recipe)
            recipe["ingredients"] = [{"type": "Item", "id": i["item_id"], "count": i["count"]} if "item_id" in i
                                     else i for i in recipe["ingredients"]]
        return recipe

    return [convert(r) for r in body] if isinstance(body, list) else convert(body)


def fixture(req):
    rel = unquote(req.path).strip("/")
    if rel == "v2/build" and BUILD["id"] is not None:
        return req.send_json(200, {"id": BUILD["id"]}, headers(language(req)))
    for path in fixture_files(rel, req.query_items, req):
        if path.is_file() and FIXTURES in path.resolve().parents:
            meta_path = path.with_name(path.name[:-len(".json")] + ".meta.json")
            meta = read_json(meta_path) if meta_path.exists() else {}
            answer = dict(meta.get("headers") or {})
            answer.pop("Content-Type", None)
            answer["Content-Language"] = language(req)
            return req.send_json(meta.get("status", 200), with_schema(req, rel, read_json(path)), answer)
    objects = catalogue(rel, req)
    if objects is not None:
        return serve_catalogue(req, rel, objects)
    listing = FIXTURES / f"{rel}.json"
    if (req.arg("page") is not None or req.arg("page_size") is not None) and listing.is_file() \
            and FIXTURES in listing.resolve().parents and isinstance(rows := read_json(listing), list):
        return serve_page(req, rel[len("v2/"):], list(range(len(rows))), lambda i: rows[i], language(req))
    if req.arg("ids") is not None:
        return composed_bulk(req, rel)
    has_id = req.arg("id") is not None or req.arg("ids") is not None
    return error(req, 404, "no such id" if has_id else "not found", language(req))


def single_fixture(rel, object_id, req):
    """The `rel@id=<object_id>.json` fixture (language variants tried first), or None."""
    extra = [(k, v) for k, v in req.query_items if k in ("lang", "v", "access_token")]
    for path in fixture_files(rel, [("id", object_id)] + extra, req):
        if path.is_file() and FIXTURES in path.resolve().parents:
            meta_path = path.with_name(path.name[:-len(".json")] + ".meta.json")
            if meta_path.exists() and read_json(meta_path).get("status", 200) >= 400:
                return None
            return with_schema(req, rel, read_json(path))
    return None


def composed_bulk(req, rel):
    """`?ids=a,b` (numbers or strings) or `?ids=all` built from the per-id fixtures, when no bulk fixture exists."""
    raw = req.arg("ids").strip()
    if raw.lower() == "all":
        listing = FIXTURES / f"{rel}.json"
        wanted = [str(i) for i in read_json(listing)] if listing.is_file() else []
    else:
        wanted = list(dict.fromkeys(part.strip() for part in raw.split(",") if part.strip()))
    if len(wanted) > MAX_IDS and raw.lower() != "all":
        return error(req, 400, f"id list too long; this endpoint is limited to {MAX_IDS} ids at once")
    records = [r for r in (single_fixture(rel, i, req) for i in wanted) if r is not None]
    if not records:
        return error(req, 404, "all ids provided are invalid", language(req))
    status = 200 if len(records) == len(wanted) else 206
    return req.send_json(status, records, headers(language(req), X_Result_Count=len(records)))


RENDER_FILE = re.compile(r"/file/(?P<signature>[0-9A-Fa-f]+)/(?P<id>\d+)\.(?P<kind>png|jpg)")


def render_file(req, match):
    """A render-service file: `size` bytes (4096 by default) of a PNG or JPEG look-alike, kept for a year."""
    size = parse_id(req.arg("size") or "4096") or 0
    head = b"\x89PNG\r\n\x1a\n" if match["kind"] == "png" else b"\xff\xd8\xff\xe0"
    body = (head + bytes((int(match["id"]) + i) % 256 for i in range(size)))[:size]
    kind = "image/png" if match["kind"] == "png" else "image/jpeg"
    req.send_body(200, body, kind, [("Cache-Control", "public, max-age=31536000"), ("ETag", f'"{match["signature"]}"')])


def dispatch(req):
    if req.command not in ("GET", "HEAD"):
        return error(req, 405, "method not allowed")
    if render := RENDER_FILE.fullmatch(req.path):
        return render_file(req, render)
    if req.path == "/v2/items":
        return items(req)
    if req.path == "/v2/worlds":
        return serve_catalogue(req, "v2/worlds", catalogue("v2/worlds"))
    return fixture(req)


# MARK: Control route /_throttle


def install_throttle_control():
    """Adds POST/GET /_throttle to the harness's control routes (paths under /_ never reach the router)."""
    base_control = harness.Handler._control

    def control(self):
        if self.path == "/_flaky_key" and self.command == "POST":
            self._read_body()
            FLAKY_KEY["remaining"] = parse_id(dict(self.query_items).get("count", "1")) or 0
            return self.send_json(200, FLAKY_KEY)
        if self.path == "/_build" and self.command == "POST":
            self._read_body()
            BUILD["id"] = parse_id(dict(self.query_items).get("id", "")) or None
            return self.send_json(200, {"id": BUILD["id"]})
        if self.path == "/_break" and self.command == "POST":
            self._read_body()
            ids = dict(self.query_items).get("ids", "")
            BROKEN.update(i for i in (parse_id(part) for part in ids.split(",")) if i is not None)
            return self.send_json(200, {"broken": sorted(BROKEN)})
        if self.path != "/_throttle":
            return base_control(self)
        if self.command == "POST":
            self._read_body()
            args = dict(self.query_items)
            try:
                count = int(args.get("count", "1"))
                retry_after = int(args["retry_after"]) if "retry_after" in args else None
            except ValueError:
                return self.send_json(400, {"text": "count and retry_after must be integers"})
            throttle.arm(count, retry_after)
        elif self.command != "GET":
            return self.send_json(405, {"text": "method not allowed"})
        return self.send_json(200, throttle.snapshot())

    harness.Handler._control = control


if __name__ == "__main__":
    install_throttle_control()
    run(router, description="RESTChain Guild Wars 2 look-alike server")
