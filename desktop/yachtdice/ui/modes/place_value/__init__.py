"""place value."""
