"""The desktop app: Qt widgets and models that show the core's game and hold no rules."""
