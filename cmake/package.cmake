# package.cmake - `cpack -G DEB` in the build folder makes
# mazedfs_<version>_<arch>.deb from the install rules (cmake/install.cmake).
# SPDX-License-Identifier: MIT
set(MAZEDFS_MAINTAINER "mazedfs maintainers <maintainers@users.noreply.a-seed-1f542f8d.example>"
    CACHE STRING "The Debian package's maintainer, as Name <address>")
set(MAZEDFS_SOURCE_URL "https://a-seed-1f542f8d.example/mazedfs"
    CACHE STRING "Where the package's source can be had (debian/copyright's Source)")

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME mazedfs)
set(CPACK_PACKAGE_VENDOR "the mazedfs authors")
set(CPACK_PACKAGE_CONTACT "${MAZEDFS_MAINTAINER}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT) # mazedfs_0.2.0_amd64.deb
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# The Chinese translation's glyphs: found through fontconfig when the
# built-in font lacks them (without it the window stays in English).
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS fonts-noto-cjk)
# The extended description; cpack puts the summary above it and indents it.
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION
    "mazedfs opens a window and animates a random maze being dug, cell by cell,
with one of many generators (the recursive backtracker, recursive division,
Aldous-Broder, Wilson, Kruskal, Prim, Eller and more). When the maze is
finished you steer the red dot from the top left to the exit; on demand it
animates a solver searching the maze and traces the shortest path.

Without a window it prints mazes as text and reports figures about them.
The same generator, size and seed always give the same maze, which makes it
a tool for teaching how maze algorithms work.")

# The package's Debian files, made from the licence texts in the tree so
# they cannot drift: copyright (machine-readable, DEP-5) and changelog.
function(mazedfs_dep5_text file out)
  file(READ ${file} text)
  string(REGEX REPLACE "\n+$" "" text "${text}")
  string(REGEX REPLACE "\n[ \t]*\n" "\n.\n" text "${text}")
  string(REGEX REPLACE "\n" "\n " text "${text}")
  set(${out} " ${text}" PARENT_SCOPE)
endfunction()
mazedfs_dep5_text(${CMAKE_SOURCE_DIR}/LICENSE MAZEDFS_LICENSE_EXPAT)
mazedfs_dep5_text(${CMAKE_SOURCE_DIR}/assets/fonts/LICENSE-DejaVu.txt MAZEDFS_LICENSE_VERA)
string(TIMESTAMP MAZEDFS_DEB_DATE "%a, %d %b %Y %H:%M:%S +0000" UTC)
set(MAZEDFS_DEB_DIR ${CMAKE_BINARY_DIR}/packaging)
configure_file(${CMAKE_SOURCE_DIR}/packaging/copyright.in ${MAZEDFS_DEB_DIR}/copyright @ONLY)
configure_file(${CMAKE_SOURCE_DIR}/packaging/changelog.Debian.in
               ${MAZEDFS_DEB_DIR}/changelog.Debian @ONLY)

# After cpack installs into its staging folder: gzip the manual page and
# add the Debian files, as Debian wants them (cmake --install keeps the
# page plain and has no Debian files).
configure_file(${CMAKE_SOURCE_DIR}/packaging/deb_stage.cmake.in
               ${MAZEDFS_DEB_DIR}/deb_stage.cmake @ONLY)
set(CPACK_PRE_BUILD_SCRIPTS ${MAZEDFS_DEB_DIR}/deb_stage.cmake)
include(CPack)
