#!/bin/sh
# make_icons.sh - renders the PNG icons from assets/icons/mazedfs.svg with
# rsvg-convert (librsvg2-bin). SPDX-License-Identifier: MIT
# The PNGs are committed, so building and installing never need rsvg; run
# this after changing the SVG. Usage: sh tools/make_icons.sh
set -eu
dir=$(dirname "$0")/../assets/icons
for size in 48 128; do
    rsvg-convert -w "$size" -h "$size" -o "$dir/mazedfs-$size.png" "$dir/mazedfs.svg"
done
