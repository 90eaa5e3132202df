"""`penguin-tables serve` run for real in a subprocess, and a browser-less client for it.

The server is the command a person types; the client is aiohttp's, sending exactly the headers a
browser (or an attacker's page) would. Every wait has a generous limit for a loaded 2-core machine.
"""

from __future__ import annotations

import contextlib
import os
import re
import resource
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest

START_SECONDS = 60  # a cold start on a busy machine
#: The address serve prints (today with its secret, `?token=...`; once without one).
ADDRESS = re.compile(r"http://[^\s]*[^\s.]")


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@dataclass
class Served:
    """A running `penguin-tables serve` and everything it has printed so far."""

    process: subprocess.Popen[str]
    port: int
    saves: Path
    lines: list[str] = field(default_factory=list)
    done_reading: threading.Event = field(default_factory=threading.Event)

    def read_forever(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            self.lines.append(line.rstrip("\n"))
        self.done_reading.set()

    def wait_for_line(self, pattern: re.Pattern[str], seconds: float = START_SECONDS) -> str:
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            for line in list(self.lines):
                if found := pattern.search(line):
                    return found.group(0)
            if self.done_reading.is_set():
                break
            time.sleep(0.05)
        raise AssertionError(f"serve never printed {pattern.pattern!r}; it printed {self.lines}")

    @property
    def address(self) -> str:
        """The address serve printed for this machine (token included)."""
        return self.wait_for_line(ADDRESS)

    @property
    def origin(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def app_processes(self) -> list[int]:
        """The server's child processes: one app per browser tab it accepted."""
        children: list[int] = []
        for task in Path(f"/proc/{self.process.pid}/task").glob("*"):
            with (task / "children").open() as found:
                children += [int(pid) for pid in found.read().split()]
        return children

    def stop(self, signum: int = signal.SIGTERM, seconds: float = 10) -> float:
        """Send `signum`; return the seconds until the server exited (fails past `seconds`)."""
        start = time.monotonic()
        self.process.send_signal(signum)
        try:
            self.process.wait(timeout=seconds)
        except subprocess.TimeoutExpired:
            raise AssertionError(f"serve still running {seconds} s after signal {signum}") from None
        took = time.monotonic() - start
        self.done_reading.wait(5)
        return took


def start_serve(
    tmp_path: Path, *args: str, port: int | None = None, open_files: int | None = None
) -> Served:
    """`penguin-tables serve *args` on `port` (a free one unless told), allowed `open_files` file
    descriptors (as `ulimit -n` would; unless told, what this process has)."""
    port = port or free_port()
    saves = tmp_path / "saves"
    command = [sys.executable, "-m", "penguin_tables", "--saves", str(saves), "serve"]

    def limit_open_files() -> None:
        if open_files is not None:
            hard = resource.getrlimit(resource.RLIMIT_NOFILE)[1]
            resource.setrlimit(resource.RLIMIT_NOFILE, (open_files, hard))

    process = subprocess.Popen(
        [*command, "--port", str(port), *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        start_new_session=True,  # its own process group, so cleanup can reach its apps too
        preexec_fn=limit_open_files,
    )
    served = Served(process, port, saves)
    threading.Thread(target=served.read_forever, daemon=True).start()
    return served


def cleanup(served: Served) -> None:
    """Whatever a test did, nothing it started outlives it."""
    if served.process.poll() is None:
        served.process.send_signal(signal.SIGTERM)
        with contextlib.suppress(subprocess.TimeoutExpired):
            served.process.wait(timeout=15)
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(served.process.pid, signal.SIGKILL)  # the server's group: any app left over
    served.process.wait()


@pytest.fixture
def served(tmp_path: Path) -> Iterator[Served]:
    """`penguin-tables serve` on a free loopback port, its address printed."""
    server = start_serve(tmp_path)
    try:
        assert server.address
        yield server
    finally:
        cleanup(server)


@pytest.fixture(scope="module")
def refusing(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Served]:
    """One server shared by the tests that only knock and are refused: they start no app, which
    each of them checks, so they cannot disturb one another."""
    server = start_serve(tmp_path_factory.mktemp("refusing"))
    try:
        assert server.address
        yield server
    finally:
        cleanup(server)
