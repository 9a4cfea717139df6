"""Loopback WordPress sites in the shapes discovery meets, one per path prefix, for WordPressDiscoveryTests.

Each site's pages are written the way WordPress 6.1 serves them (the `Link` header on every front-end page, the
`<link rel="https://api.w.org/">` tag printed by `rest_output_link_wp_head`, `/wp-admin/` sending a visitor to
`wp-login.php`, whose page links no API); the index is the one recorded in Fixtures/wordpress/index.json.

    /linked/     Link header and tag; pretty permalinks (`/linked/wp-json/`)
    /tagged/     no Link header (a cache dropped it), the tag in single quotes with `&amp;` in a plain-permalink href
    /plain/      neither (a plugin removed both): only `?rest_route=/` answers
    /static/     a site that is not WordPress: the same HTML for every path and query
    /walled/     every path behind the web server's own HTTP Basic authentication (401, WWW-Authenticate); with the
                 server's credentials (WALL below) a site in /linked/'s shape, whose /walled/away redirects to
                 /linked/ on the host `localhost`
    /gated/      like /walled/, but its index answers 401 invalid_username even with the server's credentials, as
                 WordPress does when it tries them as an application password
    /guarded/    like /linked/, but its index lists wordfence/v1 and offers no application passwords
    /broken/     advertises an API whose root answers 500
    /moved/      301 to /linked/
    /silent/     its /wp-admin/ pages never answer (held 30 s); its home links /linked/'s API
"""
import base64
import json
import os
import sys

sys.dont_write_bytecode = True
from harness import Router, run  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(HERE, "..", "..", "Fixtures", "wordpress", "index.json"), encoding="utf-8") as handle:
    INDEX = json.load(handle)
INDEX.pop("routes", None)
INDEX["_links"] = {}

router = Router()


def page(req, site, api_href, quote='"', header=True):
    """A WordPress front-end page linking `api_href` (None for none)."""
    head = f'<meta name="generator" content="WordPress 6.1.9" />\n'
    if api_href:
        head += f"<link rel={quote}https://api.w.org/{quote} href={quote}{api_href}{quote} />\n"
    html = f"<!DOCTYPE html>\n<html><head><title>{site}</title>\n{head}</head><body>{site}</body></html>\n"
    headers = {}
    if api_href and header:
        headers["Link"] = f'<{req.base_url}/{site}/wp-json/>; rel="https://api.w.org/"'
    req.send_body(200, html.encode(), "text/html; charset=UTF-8", headers)


def index(req, site, **changes):
    body = dict(INDEX, url=f"{req.base_url}/{site}", home=f"{req.base_url}/{site}", **changes)
    if site == "guarded":
        body["namespaces"] = body["namespaces"] + ["wordfence/v1"]
        body["authentication"] = []
    req.send_json(200, body)


@router.route("GET", r"/(?P<site>linked|tagged|plain|guarded|broken)/wp-admin/?.*")
def admin(req, match):
    target = f"{req.base_url}/{match['site']}/wp-login.php?redirect_to=wp-admin&reauth=1"
    req.send_body(302, b"", "text/html", {"Location": target})


@router.route("GET", r"/(?P<site>linked|tagged|plain|guarded|broken)/wp-login\.php/?")
def login(req, match):
    html = b"<!DOCTYPE html><html><head><title>Log In</title></head><body><form id='loginform'></form></body></html>"
    req.send_body(200, html, "text/html; charset=UTF-8")


@router.route("GET", r"/(?P<site>linked|guarded|broken)/wp-json/?")
def pretty_root(req, match):
    if match["site"] == "broken":
        req.send_json(500, {"code": "internal_server_error", "message": "critical error", "data": {"status": 500}})
    else:
        index(req, match["site"])


@router.route("GET", r"/(?P<site>linked|tagged|plain|guarded|broken)/?")
def home(req, match):
    site = match["site"]
    if req.arg("rest_route") is not None and site in ("tagged", "plain", "linked", "guarded"):
        return index(req, site)
    if site == "tagged":
        return page(req, site, f"{req.base_url}/tagged/?rest_route=/&amp;x=1", quote="'", header=False)
    if site == "plain":
        return page(req, site, None)
    page(req, site, f"{req.base_url}/{site}/wp-json/")


@router.route("GET", r"/static(/.*)?")
def static(req, match):
    req.send_body(200, b"<!DOCTYPE html><html><body>A hand-made page.</body></html>", "text/html")


# The web server's own credentials for /walled/ and /gated/ (a colon in the password, as Basic allows).
WALL = "Basic " + base64.b64encode(b"staging:s3cret: pass").decode()


@router.route(None, r"/(?P<site>walled|gated)(?P<rest>/.*)?")
def walled(req, match):
    if req.header("Authorization") != WALL:
        challenge = {"WWW-Authenticate": 'Basic realm="staging"'}
        return req.send_body(401, b"<h1>401 Unauthorized</h1>", "text/html", challenge)
    site, rest = match["site"], match["rest"] or "/"
    if rest.startswith("/away"):
        return req.send_body(302, b"", "text/html", {"Location": f"http://localhost:{req.server.port}/linked/"})
    if rest.rstrip("/") == "/wp-json" or req.arg("rest_route") is not None:
        if site == "gated":
            refusal = {"code": "invalid_username", "message": "Unknown username.", "data": {"status": 401}}
            return req.send_json(401, refusal)
        return index(req, site)
    page(req, site, f"{req.base_url}/{site}/wp-json/")


@router.route("GET", r"/moved(/.*)?")
def moved(req, match):
    req.send_body(301, b"", "text/html", {"Location": f"{req.base_url}/linked/"})


@router.route("GET", r"/silent/wp-admin(/.*)?")
def silent_admin(req, match):
    if req.hold(30):
        req.send_body(504, b"", "text/html")


@router.route("GET", r"/silent/?")
def silent_home(req, match):
    page(req, "linked", f"{req.base_url}/linked/wp-json/")


if __name__ == "__main__":
    run(router)
