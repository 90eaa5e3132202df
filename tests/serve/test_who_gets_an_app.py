"""Only the person holding the printed address gets an app from `serve` (issue 22, item 4).

Each refusal is checked from outside, as a browser or an attacker's page would try it, and each
ends with no app process started: the app can delete every save.
"""

from __future__ import annotations

import asyncio
import re
import time

import aiohttp
import pytest
from yarl import URL

from tests.serve.conftest import START_SECONDS, Served

WEBSOCKET_URL = re.compile(r'data-session-websocket-url="([^"]+)"')


async def open_the_page(
    session: aiohttp.ClientSession, served: Served
) -> tuple[str, dict[str, str]]:
    """As the browser does: load the printed address; return the websocket URL and the headers
    the browser sends with it (the page's origin; a cookie too, had the page set one)."""
    async with session.get(served.address) as page:
        assert page.status == 200
        html = await page.text()
        set_cookie = page.headers.get("Set-Cookie")
    found = WEBSOCKET_URL.search(html)
    assert found is not None
    headers = {"Origin": served.origin}
    if set_cookie:
        headers["Cookie"] = set_cookie.split(";")[0]
    return found.group(1), headers


async def screen_bytes(ws: aiohttp.ClientWebSocketResponse, until: bytes) -> bytes:
    """What the app sends, until `until` shows (a cold app start may take a while)."""
    received = b""

    async def read() -> None:
        nonlocal received
        async for message in ws:
            if message.type == aiohttp.WSMsgType.BINARY:
                received += message.data
                if until in received:
                    return

    await asyncio.wait_for(read(), START_SECONDS)
    return received


async def refused(session: aiohttp.ClientSession, url: str, headers: dict[str, str]) -> int:
    """The status a websocket handshake was refused with (fails if it was accepted)."""
    with pytest.raises(aiohttp.WSServerHandshakeError) as refusal:
        async with session.ws_connect(url, headers=headers):
            pass
    return refusal.value.status


def token_of(served: Served) -> str:
    """The secret from the printed address ("" if it has none)."""
    return served.address.partition("token=")[2]


async def test_the_printed_address_gets_the_page_and_a_game(served: Served) -> None:
    async with aiohttp.ClientSession() as session:
        async with session.get(served.address) as page:
            assert page.status == 200
        assert "token=" in served.address  # the secret, in the printed address
        assert page.headers["Content-Security-Policy"] == "frame-ancestors 'none'"
        assert page.headers["Referrer-Policy"] == "no-referrer"  # the secret is not passed on
        ws_url, headers = await open_the_page(session, served)
        async with session.ws_connect(f"{ws_url}?width=80&height=24", headers=headers) as ws:
            shown = await screen_bytes(ws, until=b"new game")
            assert b"new game" in shown  # the lobby, drawn by an app started for this tab
            assert len(served.app_processes()) == 1


async def test_the_secret_is_in_no_cookie_so_no_other_port_is_sent_it(served: Served) -> None:
    """Browsers send a cookie to every port of its host: one holding the secret went with each
    request to any other server on 127.0.0.1. The page's websocket proves the secret in its own
    address, which the browser sends only here."""
    async with aiohttp.ClientSession() as session:
        async with session.get(served.address) as page:
            assert "Set-Cookie" not in page.headers
            html = await page.text()
        async with session.get(f"{served.origin}/static/js/textual.js") as script:
            assert script.status == 200 and "Set-Cookie" not in script.headers
        found = WEBSOCKET_URL.search(html)
        assert found is not None
        assert found.group(1) == f"ws://127.0.0.1:{served.port}/ws/{token_of(served)}"
        browser = {"Origin": served.origin}  # all a browser sends: no cookie
        async with session.ws_connect(
            f"{found.group(1)}?width=80&height=24", headers=browser
        ) as ws:
            await screen_bytes(ws, until=b"new game")
        assert not session.cookie_jar.filter_cookies(URL(served.origin))  # nothing was kept
        for wrong in ("guess", token_of(served)[:-1], ""):
            url = f"ws://127.0.0.1:{served.port}/ws/{wrong}?width=80&height=24"
            assert await refused(session, url, browser) in (403, 404), wrong


async def test_a_page_from_another_origin_gets_no_app(refusing: Served) -> None:
    served = refusing
    """Even holding the cookie, which browsers send to every port of 127.0.0.1 alike."""
    async with aiohttp.ClientSession() as session:
        ws_url, browser = await open_the_page(session, served)
        ws_url += f"?token={token_of(served)}"  # a client may also show the secret this way
        for origin in (
            "http://localhost:8790",  # the page that emptied the saves folder
            f"http://127.0.0.1:{served.port + 1}",
            "http://attacker.example",
            "null",
        ):
            headers = {**browser, "Origin": origin}
            assert await refused(session, ws_url, headers) == 403, origin
        del browser["Origin"]
        assert await refused(session, ws_url, browser) == 403  # no Origin at all
    assert served.app_processes() == []


async def test_without_the_secret_there_is_no_page_and_no_app(refusing: Served) -> None:
    served = refusing
    bare = f"http://127.0.0.1:{served.port}/"
    async with aiohttp.ClientSession() as session:
        for url in (bare, f"{bare}?token=", f"{bare}?token=guess", f"{bare}?token=é"):
            async with session.get(url) as page:
                assert page.status == 403, url
                assert "Set-Cookie" not in page.headers
                assert "printed" in await page.text()  # says to use the printed address
        # The cookie alone does not serve the page: a page on another port of this machine,
        # whose requests carry it, could otherwise show the app in a frame of its own.
        cookie = {"Cookie": f"penguin-tables-{served.port}={token_of(served)}"}
        async with session.get(bare, headers=cookie) as page:
            assert page.status == 403
        ws_url = f"ws://127.0.0.1:{served.port}/ws"
        same_origin = {"Origin": served.origin}
        assert await refused(session, ws_url, same_origin) == 403
        wrong_cookie = {**same_origin, "Cookie": f"penguin-tables-{served.port}=guess"}
        assert await refused(session, ws_url, wrong_cookie) == 403
        assert await refused(session, f"{ws_url}?token=guess", same_origin) == 403
    assert served.app_processes() == []


async def test_a_request_naming_another_host_is_refused(refusing: Served) -> None:
    served = refusing
    """DNS rebinding: a page at attacker.example whose name now points at 127.0.0.1."""
    token = token_of(served)
    url = f"http://127.0.0.1:{served.port}/?token={token}"
    ws_url = f"ws://127.0.0.1:{served.port}/ws?token={token}"
    async with aiohttp.ClientSession() as session:
        for host in (
            f"attacker.example:{served.port}",
            f"localhost.attacker.example:{served.port}",
            "127.0.0.1:1",  # the wrong port
            f"attacker.example@127.0.0.1:{served.port}",
        ):
            async with session.get(url, headers={"Host": host}) as page:
                assert page.status == 403, host
            rebound = {"Host": host, "Origin": f"http://{host}"}
            assert await refused(session, ws_url, rebound) == 403, host
        for host in (f"localhost:{served.port}", f"127.0.0.1:{served.port}"):
            async with session.get(url, headers={"Host": host}) as page:
                assert page.status == 200, host
    assert served.app_processes() == []


@pytest.mark.parametrize("signum", ["SIGTERM", "SIGINT"])
async def test_a_signal_stops_the_server_and_its_apps_with_a_tab_open(
    served: Served, signum: str
) -> None:
    import signal

    async with aiohttp.ClientSession() as session:
        ws_url, headers = await open_the_page(session, served)
        async with session.ws_connect(ws_url, headers=headers) as ws:
            await screen_bytes(ws, until=b"new game")
            (app,) = served.app_processes()
            took = await asyncio.to_thread(served.stop, getattr(signal, signum))
            print(f"serve stopped {took:.2f} s after {signum} with a tab open")
            await asyncio.wait_for(drain(ws), 10)  # the tab is told, not left hanging
            assert ws.closed
    assert served.process.returncode == 0
    assert served.lines[-1] == "Server stopped."
    assert not app_alive(app), "the tab's app outlived the server"


async def drain(ws: aiohttp.ClientWebSocketResponse) -> None:
    """Read what is left until the server closes the socket."""
    async for _ in ws:
        pass


def app_alive(pid: int) -> bool:
    """Whether `pid` still runs (a zombie waiting for its parent counts as ended)."""
    deadline = time.monotonic() + 5  # the orphan is reaped by init, not at once
    while time.monotonic() < deadline:
        try:
            with open(f"/proc/{pid}/stat") as stat:
                if stat.read().split(")")[-1].split()[0] == "Z":
                    return False
        except FileNotFoundError:
            return False
        time.sleep(0.05)
    return True
