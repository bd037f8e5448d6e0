/* names.h - how the registries (generators, solvers) match a name the user
 * gave. Private to the core. SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_NAMES_H
#define MAZEDFS_NAMES_H

#include <stdbool.h>

/* True if query is name or one of the space-separated words in aliases. */
bool mz_name_matches(const char *name, const char *aliases, const char *query);

#endif
