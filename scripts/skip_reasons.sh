#!/usr/bin/env bash
# Prints the reason of every skipped test in a ctest log (Testing/Temporary/LastTest.log), one
# "  name: reason" line each: --output-on-failure prints nothing for a skip, and gtest writes the
# reason on the line after "…: Skipped". Used by test.sh and gpu_check.sh.
set -euo pipefail
awk '/^[0-9]+\/[0-9]+ Testing: / { name = $3 }
     grab { if ($0 != "") { print "  " name ": " $0 }; grab = 0 }
     /: Skipped$/ { grab = 1 }' "$1"
