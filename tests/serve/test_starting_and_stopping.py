"""`serve` says where to go only once it listens, warns when it listens beyond this machine, and
stops with one line."""

from __future__ import annotations

import re
import signal
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from tests.serve.conftest import START_SECONDS, cleanup, start_serve


def serve_once(tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """`penguin-tables serve *args` run to its end (a refusal ends it at once)."""
    command = [sys.executable, "-m", "penguin_tables", "--saves", str(tmp_path / "saves")]
    return subprocess.run(
        [*command, "serve", *args], capture_output=True, text=True, timeout=START_SECONDS
    )


def test_a_busy_port_is_one_line_naming_port_and_no_address(tmp_path: Path) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        result = serve_once(tmp_path, "--port", str(port))
    assert result.returncode == 2  # the command line asked for what cannot be had
    assert result.stdout == ""  # no "open http://..." for a server that never listened
    assert result.stderr.splitlines() == [
        f"penguin-tables: cannot serve on 127.0.0.1:{port}: the port is in use; "
        "choose another with --port"
    ]


@pytest.mark.parametrize("host", ["999.1.1.1", "no-such-machine.invalid", "192.0.2.7"])
def test_a_host_that_is_not_this_machine_is_one_line_naming_host(tmp_path: Path, host: str) -> None:
    """An address that cannot exist, a name that resolves nowhere, another machine's address
    (192.0.2.0/24 is reserved for examples): the fix is --host, not --port."""
    result = serve_once(tmp_path, "--host", host, "--port", "8123")
    assert result.returncode == 2
    assert result.stdout == ""
    (line,) = result.stderr.splitlines()
    assert line.startswith(f"penguin-tables: cannot serve on {host}:8123: ")
    assert "--host" in line and "--port" not in line


def test_listening_on_every_address_warns_what_it_exposes(tmp_path: Path) -> None:
    served = start_serve(tmp_path, "--host", "0.0.0.0")
    try:
        served.wait_for_line(re.compile(r"token=\S+"))
        printed = "\n".join(served.lines)
        warning = (
            "--host 0.0.0.0 exposes the app to every machine that can reach this address; "
            "anyone with the printed address can play, resume or delete games."
        )
        assert warning in printed
        assert printed.index(warning) < printed.index("token=")  # read before the address
        took = served.stop(signal.SIGTERM)
        print(f"serve stopped {took:.2f} s after SIGTERM with no tab open")
        assert served.lines[-1] == "Server stopped."
    finally:
        cleanup(served)


def test_this_machine_only_prints_no_warning(tmp_path: Path) -> None:
    served = start_serve(tmp_path)
    try:
        served.wait_for_line(re.compile(r"Ctrl\+C stops the server"))
        assert not any("Warning" in line or "exposes" in line for line in served.lines)
        served.stop(signal.SIGINT)
        assert served.process.returncode == 0
        assert served.lines[-1] == "Server stopped."
    finally:
        cleanup(served)
