"""`penguin-tables serve` without a browser: where it listens and which saves folder it serves."""

from __future__ import annotations

import errno
import shlex
import socket
import sys
from pathlib import Path

import pytest

from penguin_tables import cli, serve
from penguin_tables.store import SaveFolder


def test_serve_listens_on_this_machine_only_unless_told(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[tuple[str, int, int]] = []

    def serving(folder: SaveFolder, host: str, port: int, max_tabs: int) -> None:
        calls.append((host, port, max_tabs))

    monkeypatch.setattr(serve, "serve", serving)
    assert cli.main(["serve"]) == 0
    assert cli.main(["serve", "--port", "8123", "--host", "0.0.0.0", "--max-tabs", "3"]) == 0
    assert calls == [("127.0.0.1", 8000, serve.DEFAULT_MAX_TABS), ("0.0.0.0", 8123, 3)]


def test_the_host_help_says_what_listening_elsewhere_exposes(
    capsys: pytest.CaptureFixture[str],
) -> None:
    with pytest.raises(SystemExit):
        cli.main(["serve", "--help"])
    help_text = " ".join(capsys.readouterr().out.split())
    assert "default 127.0.0.1" in help_text
    assert "every machine that can reach it" in help_text
    assert "anyone there with the printed address" in help_text


def test_each_tab_runs_the_app_over_the_same_saves_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("PENGUIN_TABLES_SAVES", "my saves")
    command = shlex.split(serve.app_command(SaveFolder()))
    assert command == [
        sys.executable,
        "-m",
        "penguin_tables",
        "--saves",
        str(tmp_path / "my saves"),
    ]


@pytest.mark.parametrize(
    ("refusal", "option"),
    [
        (OSError(errno.EADDRINUSE, "Address already in use"), "choose another with --port"),
        (OSError(errno.EACCES, "Permission denied"), "choose one from 1024 up with --port"),
        (OSError(errno.EADDRNOTAVAIL, "Cannot assign requested address"), "give --host"),
        (socket.gaierror(socket.EAI_NONAME, "Name or service not known"), "give --host"),
    ],
)
def test_an_address_that_cannot_be_taken_is_a_usage_error_naming_its_option(
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    refusal: OSError,
    option: str,
) -> None:
    def refuse(folder: SaveFolder, host: str, port: int, max_tabs: int) -> None:
        raise refusal

    monkeypatch.setattr(serve, "serve", refuse)
    assert cli.main(["serve", "--port", "8123"]) == 2
    (line,) = capsys.readouterr().err.splitlines()
    assert line.startswith("penguin-tables: cannot serve on 127.0.0.1:8123: ")
    assert option in line
    assert ("--host" in line) != ("--port" in line)  # the one option that fixes it


def test_another_failure_to_listen_is_status_1_with_its_reason(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def refuse(folder: SaveFolder, host: str, port: int, max_tabs: int) -> None:
        raise OSError(errno.EMFILE, "Too many open files")

    monkeypatch.setattr(serve, "serve", refuse)
    assert cli.main(["serve", "--port", "8123"]) == 1
    err = capsys.readouterr().err
    assert err == "penguin-tables: cannot serve on 127.0.0.1:8123: Too many open files\n"


@pytest.mark.parametrize("port", [-1, 65536, 99999])
def test_serve_refuses_a_port_that_cannot_exist(tmp_path: Path, port: int) -> None:
    with pytest.raises(OSError, match="a port is a number from 1 to 65535"):
        serve.serve(SaveFolder(tmp_path / "saves"), port=port)
    assert not (tmp_path / "saves").exists()  # refused before anything was made
