"""Who may open the app that `serve` hands out: the secret address, the Host and the Origin.

textual-serve starts an app process for any request to its websocket, and the app can resume,
replay and delete every game in the saves folder. Three checks keep it for the person who started
the server, the way Jupyter guards its notebooks:

- **A secret per launch**, carried only in addresses of this server, never in a cookie. The printed
  address holds it (`/?token=...`); the page is served only with it there (and never inside another
  site's frame), and writes it into its websocket's address (`/ws/<secret>`), which the page's
  script opens. Why no cookie: browsers scope cookies by host, not by port (RFC 6265, 8.5), so a
  cookie set here, whatever its name, goes with every request to every server on 127.0.0.1 (one
  on another port received `penguin-tables-8765=<secret>`). Nor would a cookie bound to this port
  help (an HMAC of the port, say): the other server would receive a value this one accepts, and
  could replay it. What browsers do keep per port is the origin: a page's address is sent only to
  its own server, and what that page holds, no other origin can read (no frame, no CORS). So the
  secret lives in the page's address and in the requests the page makes to its own server, and the
  browser keeps nothing that other servers are sent.
- **The Host header** names this server: an IP address (a name that an attacker's DNS could point
  at this machine, "DNS rebinding", is refused), `localhost`, and, when listening beyond loopback,
  this machine's own names. The port must be the one bound.
- **The Origin header** of the websocket is this server's own page: a page from anywhere else
  (another port on localhost included) cannot open a game.
"""

from __future__ import annotations

import hmac
import ipaddress
import re
import secrets
import socket
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from urllib.parse import urlsplit

from aiohttp import web

TOKEN_PARAM = "token"
#: The websocket route's part that holds the secret (`/ws/{key}`).
KEY = "key"
WILDCARDS = frozenset({"", "0.0.0.0", "::"})
#: What a Host header may hold: a name or IPv4 address, or a bracketed IPv6 address, and a port.
#: Anything else (user info, a path, spaces) is refused before it is parsed.
HOST_SHAPE = re.compile(r"[A-Za-z0-9.\-]+(:\d{1,5})?|\[[0-9A-Fa-f:.]+\](:\d{1,5})?")

NO_SECRET = (
    "Penguin Tables: this address needs the secret key.\n"
    "Open the full address that `penguin-tables serve` printed (it ends in ?token=...).\n"
)
WRONG_HOST = "Penguin Tables answers only to the address that `penguin-tables serve` printed.\n"
WRONG_ORIGIN = "Penguin Tables: only this server's own page may open a game.\n"


def new_token() -> str:
    """A fresh secret for one launch of the server (256 bits, URL-safe)."""
    return secrets.token_urlsafe(32)


def is_loopback(host: str) -> bool:
    """True for an address only this machine can reach (127.0.0.0/8, ::1, localhost)."""
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def machine_names() -> frozenset[str]:
    """This machine's own names, which other machines on a home network may use for it."""
    name = socket.gethostname().lower()
    names = {name, f"{name}.local", socket.getfqdn().lower()}
    return frozenset(n.rstrip(".") for n in names if n)


def _ip(name: str) -> ipaddress.IPv4Address | ipaddress.IPv6Address | None:
    try:
        return ipaddress.ip_address(name)
    except ValueError:
        return None


@dataclass(frozen=True)
class Guard:
    """The secret and the names this server answers to; one per launch."""

    bound_host: str
    port: int
    token: str = field(default_factory=new_token, repr=False)
    #: Names (not addresses) accepted in the Host header besides `localhost`.
    names: frozenset[str] = frozenset()

    @classmethod
    def for_address(cls, host: str, port: int) -> Guard:
        """The guard for `--host host --port port`: this machine's names only beyond loopback."""
        names = frozenset() if is_loopback(host) else machine_names()
        if _ip(host.strip("[]")) is None and host not in WILDCARDS:
            names |= {host.lower()}  # --host given as a name: the user chose it
        return cls(bound_host=host.strip("[]"), port=port, names=names)

    def knows_secret(self, given: str | None) -> bool:
        """Whether `given` is this launch's secret (compared in constant time)."""
        if not given:
            return False
        return hmac.compare_digest(given.encode(), self.token.encode())

    def answers_to(self, host_header: str | None) -> bool:
        """Whether a request with this Host header is meant for this server (no rebinding)."""
        if not host_header or not HOST_SHAPE.fullmatch(host_header):
            return False
        parts = urlsplit(f"//{host_header}")
        try:
            port = parts.port or 80
        except ValueError:
            return False
        name = (parts.hostname or "").rstrip(".")
        if port != self.port or not name:
            return False
        if name == "localhost" or name in self.names:
            return True
        address = _ip(name)
        if address is None:
            return False  # a name we do not own: what DNS rebinding would send
        if self.bound_host in WILDCARDS:
            return True  # listening everywhere: any of this machine's addresses
        return address.is_loopback or address == _ip(self.bound_host)

    def same_origin(self, origin: str | None, host_header: str) -> bool:
        """Whether the websocket was opened by a page served from the host it is talking to."""
        return origin is not None and origin.lower() == f"http://{host_header}".lower()

    def middleware(self) -> Callable[..., Awaitable[web.StreamResponse]]:
        """An aiohttp middleware refusing requests that fail the checks, before any handler."""

        @web.middleware
        async def guard(
            request: web.Request,
            handler: Callable[[web.Request], Awaitable[web.StreamResponse]],
        ) -> web.StreamResponse:
            host = request.headers.get("Host")
            if not self.answers_to(host):
                return web.Response(status=403, text=WRONG_HOST)
            route = request.match_info.route.name
            if route == "static":
                return await handler(request)  # textual-serve's own scripts: nothing secret
            # The page shows the secret in its address's query, its websocket in its path; any
            # other route (one that does not exist included) is refused like one without it.
            given = None
            if route == "index":
                given = request.query.get(TOKEN_PARAM)
            elif route == "websocket":
                given = request.match_info.get(KEY)
            if not self.knows_secret(given):
                return web.Response(status=403, text=NO_SECRET)
            if route == "websocket" and not self.same_origin(
                request.headers.get("Origin"), str(host)
            ):
                return web.Response(status=403, text=WRONG_ORIGIN)
            response = await handler(request)
            if route == "index":
                # No other page may frame this one (its keys would be a click away).
                response.headers["Content-Security-Policy"] = "frame-ancestors 'none'"
                response.headers["X-Frame-Options"] = "DENY"
                # The page loads a web font from elsewhere: its address (the secret) stays here.
                response.headers["Referrer-Policy"] = "no-referrer"
            return response

        return guard
