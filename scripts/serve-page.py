#!/usr/bin/env python3
"""Serves a folder (the page, build-web/) on 127.0.0.1 with the two headers a page with threads
needs (Cross-Origin-Opener-Policy: same-origin, Cross-Origin-Embedder-Policy: require-corp) and
.wasm as application/wasm. Prints the address, then serves until Ctrl+C.

Usage: serve-page.py FOLDER [PORT]   (PORT 0: any free port)
"""
import functools
import http.server
import os
import sys


class PageHandler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                      ".wasm": "application/wasm", ".js": "text/javascript", ".mjs": "text/javascript",
                      ".webmanifest": "application/manifest+json"}

    def end_headers(self):
        self.send_header("Cross-Origin-Opener-Policy", "same-origin")
        self.send_header("Cross-Origin-Embedder-Policy", "require-corp")
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, format, *args):  # quiet: the address is what matters
        pass


def main():
    if len(sys.argv) not in (2, 3) or not os.path.isfile(os.path.join(sys.argv[1], "index.html")):
        sys.exit("usage: serve-page.py FOLDER [PORT] (FOLDER with the built page's index.html: scripts/web.sh --build-only)")
    port = int(sys.argv[2]) if len(sys.argv) == 3 else 8000
    handler = functools.partial(PageHandler, directory=sys.argv[1])
    try:
        server = http.server.ThreadingHTTPServer(("127.0.0.1", port), handler)
    except OSError as e:
        sys.exit(f"serve-page: cannot listen on 127.0.0.1:{port}: {e.strerror}; try PORT=8001 scripts/web.sh")
    print(f"zcity: the page is at http://127.0.0.1:{server.server_address[1]}/ (Ctrl+C stops)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
