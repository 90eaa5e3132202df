"""`serve` stays up under abuse (issue 43): a slow or half-sent request is cut off within seconds,
open connections and running tabs are capped, and what meets a cap is told so.

The floods come from raw sockets, as an attacker would send them: 1,500 half-sent requests once
left the server unable to answer anyone ("Too many open files") for as long as they were held.
"""

from __future__ import annotations

import asyncio
import os
import socket
import time
import urllib.request
from pathlib import Path

import aiohttp
import pytest

from penguin_tables.serve import limits
from penguin_tables.serve.guard import Guard
from penguin_tables.serve.limits import BUSY_TEXT, HEADERS_SECONDS, MAX_CONNECTIONS
from penguin_tables.serve.server import TablesServer
from tests.serve.conftest import START_SECONDS, Served, cleanup, free_port, start_serve
from tests.serve.test_who_gets_an_app import open_the_page, refused, screen_bytes

#: The open-file limit the flooded server runs with (macOS's default), and the flood: more
#: half-sent requests than it has file descriptors.
OPEN_FILES = 256
FLOOD = 300
#: Seconds beyond a limit that a loaded machine may take to act on it.
SLACK = 4.0


def until_closed(sock: socket.socket, deadline: float) -> tuple[bytes, bool]:
    """What the server sends on `sock` until it closes it or `deadline` (time.monotonic) passes,
    and whether it closed it."""
    received = b""
    while (left := deadline - time.monotonic()) > 0:
        sock.settimeout(left)
        try:
            data = sock.recv(65536)
        except TimeoutError:
            break
        except ConnectionResetError:
            return received, True
        if not data:
            return received, True
        received += data
    return received, False


def open_files(pid: int) -> int:
    return len(os.listdir(f"/proc/{pid}/fd"))


def test_a_flood_of_half_sent_requests_is_cut_off_and_the_server_answers_again(
    tmp_path: Path,
) -> None:
    served = start_serve(tmp_path, open_files=OPEN_FILES)
    flood: list[socket.socket] = []
    try:
        address = served.address
        cap = min(MAX_CONNECTIONS, OPEN_FILES // 4)  # `limits.connection_limit` there
        head = f"GET /?token=guess HTTP/1.1\r\nHost: 127.0.0.1:{served.port}\r\n".encode()
        for _ in range(FLOOD):
            sock = socket.create_connection(("127.0.0.1", served.port), timeout=START_SECONDS)
            sock.sendall(head)  # and never the blank line that ends it
            flood.append(sock)
        flooded = time.monotonic()
        time.sleep(limits.BUSY_SECONDS)  # the refused ones are closed by then
        assert open_files(served.process.pid) <= cap + 30  # the server's own files besides
        deadline = flooded + HEADERS_SECONDS + SLACK
        ends = [until_closed(sock, deadline) for sock in flood]
        still_open = sum(not closed for _, closed in ends)
        assert still_open == 0, f"{still_open} half-sent requests still open after the flood"
        busy = [data.decode() for data, _ in ends if data]
        assert busy, "no connection was told the server was busy"
        for answer in busy:
            assert answer.startswith("HTTP/1.1 503 Service Unavailable\r\n")
            assert answer.endswith(BUSY_TEXT)
        with urllib.request.urlopen(address, timeout=10) as page:
            assert page.status == 200  # the person with the address is served again
        assert not [line for line in served.lines if "Too many open files" in line]
    finally:
        for sock in flood:
            sock.close()
        cleanup(served)


def test_headers_sent_a_byte_at_a_time_are_cut_off(refusing: Served) -> None:
    with socket.create_connection(("127.0.0.1", refusing.port), timeout=START_SECONDS) as sock:
        opened = time.monotonic()
        head = f"GET / HTTP/1.1\r\nHost: 127.0.0.1:{refusing.port}\r\nX-Slow: ".encode()
        closed = False
        for byte in [head[i : i + 1] for i in range(len(head))] + [b"x"] * 100:
            try:
                sock.sendall(byte)
            except (BrokenPipeError, ConnectionResetError):
                closed = True
                break
            _, closed = until_closed(sock, time.monotonic() + 0.2)
            if closed or time.monotonic() - opened > HEADERS_SECONDS + SLACK:
                break
        took = time.monotonic() - opened
    assert closed, f"still open after {took:.1f} s of a header a byte at a time"
    assert took < HEADERS_SECONDS + SLACK


def test_a_body_is_not_waited_for(refusing: Served) -> None:
    """No route takes a body: the answer comes, and the connection closes, without it."""
    token = refusing.address.partition("token=")[2]
    with socket.create_connection(("127.0.0.1", refusing.port), timeout=START_SECONDS) as sock:
        sock.sendall(
            f"GET /?token={token} HTTP/1.1\r\nHost: 127.0.0.1:{refusing.port}\r\n"
            "Content-Length: 1000000\r\n\r\nthe first of a million bytes".encode()
        )
        sent = time.monotonic()
        answer, closed = until_closed(sock, sent + SLACK)
    assert answer.startswith(b"HTTP/1.1 200 OK\r\n")
    assert closed, "the connection waited for the body"


async def test_a_connection_lives_a_while_at_most_unless_it_is_a_tab(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Requests one after another on one connection, each in time: the connection still ends."""
    monkeypatch.setattr(limits, "HEADERS_SECONDS", 0.5)
    monkeypatch.setattr(limits, "CONNECTION_SECONDS", 1.5)
    port = free_port()
    server = TablesServer("true", Guard.for_address("127.0.0.1", port), max_tabs=1)
    async with server.serving():
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        opened = asyncio.get_running_loop().time()
        request = f"GET /static/css/xterm.css HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n"
        try:
            while asyncio.get_running_loop().time() - opened < 1.5 + SLACK:
                writer.write(request.encode())
                await writer.drain()
                answer = await asyncio.wait_for(reader.read(65536), SLACK)
                if not answer:
                    break
                await asyncio.sleep(0.2)
        except ConnectionError:
            pass
        took = asyncio.get_running_loop().time() - opened
        writer.close()
    assert took < 1.5 + SLACK, "the connection was kept as long as requests came"


async def test_past_max_tabs_a_tab_is_told_all_tables_are_in_use(tmp_path: Path) -> None:
    served = start_serve(tmp_path, "--max-tabs", "2")
    try:
        assert served.address
        async with aiohttp.ClientSession() as session:
            ws_url, headers = await open_the_page(session, served)
            first = await session.ws_connect(ws_url, headers=headers)
            second = await session.ws_connect(ws_url, headers=headers)
            for tab in (first, second):
                await screen_bytes(tab, until=b"new game")
            assert len(served.app_processes()) == 2
            async with session.get(served.address) as page:
                assert page.status == 503
                text = " ".join((await page.text()).split())
            assert "all 2 tables are in use" in text and "--max-tabs" in text
            assert await refused(session, ws_url, headers) == 503  # a page loaded just before
            assert len(served.app_processes()) == 2
            await first.close()
            deadline = time.monotonic() + 10
            while time.monotonic() < deadline:  # the closed tab's place is free within seconds
                async with session.get(served.address) as page:
                    if page.status == 200:
                        break
                await asyncio.sleep(0.2)
            assert page.status == 200
            await second.close()
    finally:
        cleanup(served)


def test_the_page_says_busy_in_words_when_the_connections_are_full() -> None:
    """What a refused connection reads: a whole HTTP answer a browser shows as a page."""
    head, _, body = limits.BUSY.decode().partition("\r\n\r\n")
    assert head.startswith("HTTP/1.1 503 Service Unavailable")
    assert f"Content-Length: {len(body.encode())}" in head
    assert "Connection: close" in head
    assert "Reload this page" in body


def test_the_connection_cap_leaves_room_for_the_apps_under_a_low_open_file_limit(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import resource

    for soft, cap in ((256, 64), (1024, MAX_CONNECTIONS), (20, 8), (resource.RLIM_INFINITY, 100)):
        monkeypatch.setattr(resource, "getrlimit", lambda _, soft=soft: (soft, soft))
        assert limits.connection_limit() == cap, soft
