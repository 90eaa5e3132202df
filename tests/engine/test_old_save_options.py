"""A save made before an option existed keeps the rule it was played with."""

from penguin_tables.engine.options import GameOption, options_of_save

CAP = GameOption(
    name="cap",
    label="Cap the retries",
    choices=[False, True],
    default=False,
    before_it_existed=True,
)
MODE = GameOption(name="mode", label="Mode", choices=["basic", "advanced"], default="basic")


def test_an_option_a_save_does_not_name_takes_the_rule_played_before_it_existed() -> None:
    assert options_of_save([CAP, MODE], {}) == {"cap": True, "mode": "basic"}


def test_an_option_a_save_names_is_kept() -> None:
    assert options_of_save([CAP, MODE], {"cap": False, "mode": "advanced"}) == {
        "cap": False,
        "mode": "advanced",
    }
