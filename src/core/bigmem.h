/* bigmem.h - memory for big arrays touched all over (the grid, a mask's
 * rooms, a search beside them), on 2 MiB pages where the kernel has them.
 * Private to the core. SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_BIGMEM_H
#define MAZEDFS_BIGMEM_H

#include <stdbool.h>
#include <stddef.h>

/* Asks the kernel to back the 2 MiB pages wholly inside [p, p + size) with
 * huge pages. A fresh page costs a fault when first touched: one per
 * 4 KiB, about 26 us of CPU each on the reference machine (a VM whose host
 * backs guest memory lazily), against about 0.4 ms a MiB with huge pages.
 * Only a hint: on other systems, or if it fails, nothing changes. */
void mz_prefer_huge_pages(void *p, size_t size);

/* size bytes (zeroed when zero), from 2 MiB boundaries when size is at
 * least 1 MiB so that all of it can take huge pages, else from malloc.
 * Free with free(). NULL when memory runs out. */
void *mz_big_alloc(size_t size, bool zero);

#endif
