"""The translation tests open windows too: they collect garbage as the window tests do, and
make windows with the window tests' fixture."""

from tests.ui.conftest import (
    _collect_after_each_test,
    _collect_on_the_gui_thread,
    _window_tests_find_solved_tables,
    make_window,
)

__all__ = ["_collect_after_each_test", "_collect_on_the_gui_thread",
           "_window_tests_find_solved_tables", "make_window"]
