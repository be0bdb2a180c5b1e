"""devtools."""
