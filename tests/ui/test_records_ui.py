"""The Records screen, by keys from the lobby: each name's wins, the game filter, back."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import DataTable

from penguin_tables.store import SaveFolder, Seat
from penguin_tables.ui.app import make_app
from penguin_tables.ui.screens.lobby import LobbyScreen
from penguin_tables.ui.screens.records import RecordsScreen
from tests.test_records import finish, people
from tests.ui.conftest import screen_text, wait_for


async def test_records_from_the_lobby_show_each_names_wins(tmp_path: Path) -> None:
    folder = SaveFolder(tmp_path / "saves")
    party = finish(folder, "penguin-party", people("Ann", "Bob"), seed=1)
    finish(folder, "frozen-shinies", [Seat(name="Ann"), Seat(name="Cy", kind="computer")])
    (folder.path / "broken.json").write_text("{")
    winner = party.seats[party.game.outcome(party.state).winners[0]].name

    app = make_app(folder.path, bot_delay=0)
    async with app.run_test(size=(120, 30)) as pilot:
        assert "s: records" in screen_text(app)
        await pilot.press("s")
        await wait_for(pilot, lambda: isinstance(app.screen, RecordsScreen))
        text = screen_text(app)
        assert "Records (all games)" in text
        assert "2 finished games; 1 save skipped (cannot be opened)." in text
        assert "Penguin Party" in text and "Frozen Shinies" in text
        assert "Cy (computer, normal)" in text and "most cards" in text
        first = [str(cell) for cell in app.screen.query_one(DataTable).get_row_at(0)]
        assert first[:4] == ["Penguin Party", winner, "1", first[3]]  # the winner comes first
        assert first[3].startswith("1")  # with its win

        await pilot.press("g")  # the filter: Penguin Party only
        await wait_for(pilot, lambda: "Records (Penguin Party)" in screen_text(app))
        assert "Frozen Shinies" not in screen_text(app).split("\n", 2)[2]
        assert "1 finished game;" in screen_text(app)

        await pilot.press("escape")
        await wait_for(pilot, lambda: isinstance(app.screen, LobbyScreen))


async def test_records_with_no_finished_games_say_how_to_get_some(tmp_path: Path) -> None:
    app = make_app(tmp_path / "saves", bot_delay=0)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("s")
        await wait_for(pilot, lambda: isinstance(app.screen, RecordsScreen))
        assert "0 finished games." in screen_text(app)
        assert "Finish a game and its results show here." in screen_text(app)


async def test_records_at_80x24_show_every_highlight_whole_and_none_of_nothing(
    tmp_path: Path,
) -> None:
    """Issue 23: the Highlights column was cut ("most c", "talles"); losers got "most cards 0"."""
    folder = SaveFolder(tmp_path / "saves")
    finish(folder, "yura-yura", people("ABCDEFGHIJKLMNOPQRST", "Bob"), seed=2)
    finish(folder, "frozen-shinies", people("Ann", "Cy", "Dee"), seed=6)  # Ann ends with 0 cards
    app = make_app(folder.path, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("s")
        await wait_for(pilot, lambda: isinstance(app.screen, RecordsScreen))
        rows = app.screen.query_one(DataTable)
        highlights = [str(rows.get_row_at(i)[-1]) for i in range(rows.row_count)]
        assert any(h.startswith("tallest tower") for h in highlights)
        assert "most cards 0" not in highlights
        text = screen_text(app)
        assert "tallest tower" in text and "ABCDEFGHIJKLMNOPQRST" in text
        assert "most cards" in text
