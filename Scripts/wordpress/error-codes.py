#!/usr/bin/env python3
"""Lists the error codes WordPress core's REST API can send, read from the WordPress source.

Usage: Scripts/wordpress/error-codes.py [WORDPRESS_DIR] > Fixtures/wordpress/error-codes.txt
       (WORDPRESS_DIR defaults to /usr/share/wordpress, where Debian's package puts it)

A code counts when core makes a `WP_Error` with it as a literal in the REST API (`wp-includes/rest-api.php` and
`wp-includes/rest-api/`), or in `wp_authenticate_application_password` (`wp-includes/user.php`), whose errors the
REST API reports when an application password fails. Prints one code a line, sorted, after a `#` line naming the
version read. `Tests/WordPressAPITests/ErrorCodeTableTests.swift` checks that every code has a constant.
"""
import os
import re
import sys

ROOT = sys.argv[1] if len(sys.argv) > 1 else "/usr/share/wordpress"
INCLUDES = os.path.join(ROOT, "wp-includes")
# `new WP_Error( 'code'` and `$errors->add( 'code'`, across line breaks.
CODE = re.compile(r"(?:new\s+WP_Error\s*\(|->add\s*\()\s*'([a-z0-9_]+)'")


def read(path):
    with open(path, encoding="utf-8", errors="replace") as handle:
        return handle.read()


def rest_sources():
    yield read(os.path.join(INCLUDES, "rest-api.php"))
    for folder, _, files in sorted(os.walk(os.path.join(INCLUDES, "rest-api"))):
        for name in sorted(files):
            if name.endswith(".php"):
                yield read(os.path.join(folder, name))
    user = read(os.path.join(INCLUDES, "user.php"))
    start = user.index("function wp_authenticate_application_password(")
    end = user.index("\n}\n", start)
    yield user[start:end]


def version():
    match = re.search(r"\$wp_version\s*=\s*'([^']+)'", read(os.path.join(INCLUDES, "version.php")))
    return match.group(1) if match else "unknown"


codes = sorted({code for source in rest_sources() for code in CODE.findall(source)})
print(f"# WordPress {version()}: {len(codes)} REST API error codes (Scripts/wordpress/error-codes.py)")
print("\n".join(codes))
