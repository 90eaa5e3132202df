"""Run a command on a pseudo-terminal, as a person's terminal would: read what it prints, send a
signal (Ctrl+C's SIGINT, or another), or close the terminal, once some text shows, and collect its
exit status within a time limit."""

from __future__ import annotations

import os
import pty
import select
import signal
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import penguin_tables

ROOT = Path(penguin_tables.__file__).resolve().parent.parent


@dataclass
class Finished:
    status: int
    output: str


def run_on_pty(
    script: str,
    *args: str,
    env: dict[str, str] | None = None,
    interrupt_when: str | None = None,
    hang_up_when: str | None = None,
    limit: float = 90.0,
    signum: int = signal.SIGINT,
) -> Finished:
    """Run `python -c script args` on a pty; send it `signum` (SIGINT unless told, as Ctrl+C
    does) once `interrupt_when` has been printed, or
    close the terminal under it once `hang_up_when` has (as a closed window or a dropped SSH link
    does, with no signal sent to the process).

    Fails the test (rather than hanging) if the process has not ended after `limit` seconds.
    """
    main, child = pty.openpty()
    environment = {**os.environ, "PYTHONPATH": str(ROOT), "TERM": "xterm-256color", **(env or {})}
    process = subprocess.Popen(
        [sys.executable, "-c", script, *args],
        stdin=child,
        stdout=child,
        stderr=child,
        env=environment,
        cwd=ROOT,
        close_fds=True,
        # A pytest-xdist worker ignores SIGINT, and an ignored signal stays ignored across exec:
        # the child would never see Ctrl+C. Give it the default back, as a terminal would.
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )
    os.close(child)
    chunks: list[bytes] = []
    deadline = time.monotonic() + limit
    interrupted = interrupt_when is None
    try:
        while time.monotonic() < deadline:
            ready, _, _ = select.select([main], [], [], 0.1)
            if ready:
                try:
                    data = os.read(main, 65536)
                except OSError:  # the child closed the terminal
                    data = b""
                if not data and process.poll() is not None:
                    break
                chunks.append(data)
            elif process.poll() is not None:
                break
            text = b"".join(chunks).decode("utf-8", "replace")
            if not interrupted and interrupt_when is not None and interrupt_when in text:
                process.send_signal(signum)
                interrupted = True
            if hang_up_when is not None and hang_up_when in text:
                os.close(main)
                main = -1
                return Finished(_wait_after_hang_up(process, deadline), text)
        else:
            process.kill()
            raise AssertionError(f"still running after {limit} s: {b''.join(chunks)[-2000:]!r}")
        status = process.wait(10)
    finally:
        if main >= 0:
            os.close(main)
        if process.poll() is None:
            process.kill()
    return Finished(status, b"".join(chunks).decode("utf-8", "replace"))


def _wait_after_hang_up(process: subprocess.Popen[bytes], deadline: float) -> int:
    """The exit status of a process whose terminal was closed, once it ends (fails at `deadline`)."""
    try:
        return process.wait(max(0.0, deadline - time.monotonic()))
    except subprocess.TimeoutExpired:
        raise AssertionError("still running after its terminal closed") from None
