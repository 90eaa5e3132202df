"""The rules of `serve`'s guard, one by one: which secret, which Host, which Origin."""

from __future__ import annotations

import pytest

from penguin_tables.serve import address
from penguin_tables.serve.guard import Guard, machine_names


def test_each_launch_has_its_own_long_secret() -> None:
    first, second = Guard.for_address("127.0.0.1", 8000), Guard.for_address("127.0.0.1", 8000)
    assert first.token != second.token and len(first.token) >= 43
    assert first.knows_secret(first.token)
    for wrong in (None, "", second.token, first.token[:-1], first.token + "x", "é" * 43):
        assert not first.knows_secret(wrong)
    assert first.token not in repr(first)  # never in a log line or a traceback


@pytest.mark.parametrize(
    ("host_header", "answers"),
    [
        ("127.0.0.1:8000", True),
        ("localhost:8000", True),
        ("LOCALHOST:8000", True),
        ("[::1]:8000", True),
        ("127.0.0.1:8001", False),  # another port
        ("127.0.0.1", False),  # port 80
        ("attacker.example:8000", False),  # DNS rebinding
        ("localhost.attacker.example:8000", False),
        ("attacker.example@127.0.0.1:8000", False),
        ("127.0.0.1:8000/x", False),
        ("192.0.2.2:8000", False),  # not this server's address
        ("", False),
        (None, False),
    ],
)
def test_on_loopback_only_loopback_names_are_answered(
    host_header: str | None, answers: bool
) -> None:
    assert Guard.for_address("127.0.0.1", 8000).answers_to(host_header) is answers


def test_on_every_address_any_address_and_this_machines_names_are_answered() -> None:
    guard = Guard.for_address("0.0.0.0", 8000)
    assert guard.answers_to("192.0.2.2:8000")  # an address cannot be rebound
    assert guard.answers_to("127.0.0.1:8000")
    for name in machine_names():
        assert guard.answers_to(f"{name}:8000")
    assert not guard.answers_to("attacker.example:8000")


def test_on_one_address_that_address_is_answered() -> None:
    guard = Guard.for_address("192.0.2.2", 8000)
    assert guard.answers_to("192.0.2.2:8000")
    assert not guard.answers_to("192.0.2.3:8000")
    assert not guard.answers_to("attacker.example:8000")


def test_the_websocket_origin_must_be_the_page_this_server_sent() -> None:
    guard = Guard.for_address("127.0.0.1", 8000)
    assert guard.same_origin("http://127.0.0.1:8000", "127.0.0.1:8000")
    assert guard.same_origin("http://localhost:8000", "localhost:8000")
    for origin in ("http://localhost:8790", "http://127.0.0.1:8001", "https://127.0.0.1:8000"):
        assert not guard.same_origin(origin, "127.0.0.1:8000")
    assert not guard.same_origin("null", "127.0.0.1:8000")
    assert not guard.same_origin(None, "127.0.0.1:8000")


def test_the_printed_address_carries_the_secret() -> None:
    guard = Guard.for_address("::1", 8123)
    assert address("::1", guard) == f"http://[::1]:8123/?token={guard.token}"
