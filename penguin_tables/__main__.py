"""`python -m penguin_tables` runs the same command line as `penguin-tables`."""

import sys

from penguin_tables.cli import main

sys.exit(main())
