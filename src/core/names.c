/* names.c - matching a user's word against a registry row's name and
 * aliases. SPDX-License-Identifier: MIT */
#include "names.h"

#include <string.h>

bool mz_name_matches(const char *name, const char *aliases, const char *query)
{
    size_t n = strlen(query);
    if (strcmp(name, query) == 0)
        return true;
    for (const char *p = aliases; *p;) {
        size_t len = strcspn(p, " ");
        if (len == n && n > 0 && strncmp(p, query, n) == 0)
            return true;
        p += len;
        p += strspn(p, " ");
    }
    return false;
}
