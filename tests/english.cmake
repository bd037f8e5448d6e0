# english.cmake - ctest reads this before it runs any test: the tests run in
# English whatever the machine's locale, so an expected message never
# depends on where the suite runs. The language tests (tests/io/e2e_lang.py)
# set their own LANGUAGE and LC_ALL for the runs they translate.
# SPDX-License-Identifier: MIT
set(ENV{LC_ALL} C)
unset(ENV{LANGUAGE})
unset(ENV{LC_MESSAGES})
unset(ENV{LANG})
