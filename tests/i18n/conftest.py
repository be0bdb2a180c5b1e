"""The translation tests open windows too: they collect garbage as the window tests do."""

from tests.ui.conftest import _collect_after_each_test, _collect_on_the_gui_thread

__all__ = ["_collect_after_each_test", "_collect_on_the_gui_thread"]
