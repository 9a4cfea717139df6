"""HTTP Digest routes of the generic loopback server (RFC 7616: MD5, qop=auth), under `/digest/...`.

`register(router)` adds them to test_server.py's router.

    /digest/<name>?user=U&password=P   200 {"user", "nc"} when `Authorization: Digest` answers a challenge this
                                       server issued, for U and P, the method and this request target; else 401
                                       with a fresh `WWW-Authenticate: Digest` challenge (and `Basic` first when
                                       `basic=1`, to show a client picks Digest) and a JSON error body
"""

import hashlib
import re
import secrets
import threading

REALM = "restchain-test"
OPAQUE = "5ccc069c403ebaf9f0171e9517f40e41"
_issued = set()  # the nonces this server handed out
_lock = threading.Lock()


def _md5(text):
    return hashlib.md5(text.encode("utf-8")).hexdigest()


def _fields(header):
    """The `name=value` pairs of an `Authorization: Digest …` field, values unquoted; None for another scheme."""
    if not header or not header.lower().startswith("digest "):
        return None
    return {name.lower(): quoted if quoted else bare
            for name, quoted, bare in re.findall(r'(\w+)=(?:"([^"]*)"|([^\s,]*))', header[7:])}


def _answers(req, fields, user, password):
    """Whether `fields` prove the password for this request (RFC 7616 §3.4.1, qop=auth)."""
    with _lock:
        issued = fields.get("nonce") in _issued
    if not issued or fields.get("username") != user or fields.get("realm") != REALM:
        return False
    if fields.get("uri") != req.raw_target or fields.get("qop") != "auth":
        return False
    ha1 = _md5(f"{user}:{REALM}:{password}")
    ha2 = _md5(f"{req.command}:{fields['uri']}")
    expected = _md5(f"{ha1}:{fields['nonce']}:{fields.get('nc', '')}:{fields.get('cnonce', '')}:auth:{ha2}")
    return secrets.compare_digest(expected, fields.get("response", ""))


def digest(req, match):
    user = req.arg("user") or "user"
    password = req.arg("password") or ""
    fields = _fields(req.header("Authorization"))
    if fields is not None and _answers(req, fields, user, password):
        req.send_json(200, {"user": user, "nc": fields.get("nc")})
        return
    nonce = secrets.token_hex(16)
    with _lock:
        _issued.add(nonce)
    challenges = [("WWW-Authenticate", f'Digest realm="{REALM}", qop="auth", algorithm=MD5, nonce="{nonce}", '
                                       f'opaque="{OPAQUE}"')]
    if req.arg("basic"):
        challenges.insert(0, ("WWW-Authenticate", f'Basic realm="{REALM}"'))
    error = {"code": "digest_required", "message": "Digest credentials are required.", "data": {"status": 401}}
    req.send_json(401, error, challenges)


def register(router):
    router.route(None, r"/digest/[\w-]+")(digest)
