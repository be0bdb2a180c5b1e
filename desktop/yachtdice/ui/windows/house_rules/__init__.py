"""The House Rules window, shared by every game whose rules are made there: the list of
rulesets (:mod:`.ruleset_list`), the form host (:mod:`.form_host`) with the lines of
consequences (:mod:`.consequences`), and the window that joins them (:mod:`.window`). A
game's form and what it works out come from its window parts (``GameUI.ruleset_form``)."""
