/* intl.h - marks the words a user reads for translation. The core knows no
 * locale: N_() only marks a literal for xgettext; the app and io translate
 * it with _() where they show it (src/io/lang.h). SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_INTL_H
#define MAZEDFS_INTL_H

#define N_(s) s

#endif
