# install.cmake - what `cmake --install build --prefix P` puts under P: the
# program, its data, the manual page, the menu entry and icons, bash
# completion and the docs. SPDX-License-Identifier: MIT
include(GNUInstallDirs)

# The program finds its data at <bin>/../share/mazedfs (src/io/datadir.c),
# so the two folders must keep that relation.
if(NOT CMAKE_INSTALL_BINDIR STREQUAL "bin" OR NOT CMAKE_INSTALL_DATAROOTDIR STREQUAL "share")
  message(FATAL_ERROR "mazedfs finds its data at bin/../share/mazedfs: keep "
                      "CMAKE_INSTALL_BINDIR=bin and CMAKE_INSTALL_DATAROOTDIR=share")
endif()

set(MAZEDFS_ASSETS ${CMAKE_SOURCE_DIR}/assets)
install(TARGETS mazedfs RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
# The window and the pictures, opened by the program when a mode needs them
# (src/io/gui.c looks in <bin>/../<libdir>/mazedfs, then in this folder).
install(TARGETS mazedfs-gui LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}/mazedfs)
install(FILES ${MAZEDFS_ASSETS}/miner.bmp DESTINATION ${CMAKE_INSTALL_DATAROOTDIR}/mazedfs)
# The catalogues, where src/io/lang.c looks: <bin>/../share/locale.
foreach(po ${PO_FILES})
  get_filename_component(lang ${po} NAME_WE)
  install(FILES ${CMAKE_BINARY_DIR}/locale/${lang}/LC_MESSAGES/mazedfs.mo
          DESTINATION ${CMAKE_INSTALL_LOCALEDIR}/${lang}/LC_MESSAGES)
endforeach()
install(FILES ${MAZEDFS_ASSETS}/mazedfs.6 DESTINATION ${CMAKE_INSTALL_MANDIR}/man6)
install(FILES ${MAZEDFS_ASSETS}/mazedfs.desktop
        DESTINATION ${CMAKE_INSTALL_DATAROOTDIR}/applications)
foreach(size 48 128)
  install(FILES ${MAZEDFS_ASSETS}/icons/mazedfs-${size}.png
          DESTINATION ${CMAKE_INSTALL_DATAROOTDIR}/icons/hicolor/${size}x${size}/apps
          RENAME mazedfs.png)
endforeach()
install(FILES ${MAZEDFS_ASSETS}/icons/mazedfs.svg
        DESTINATION ${CMAKE_INSTALL_DATAROOTDIR}/icons/hicolor/scalable/apps)
install(FILES ${MAZEDFS_ASSETS}/completion/mazedfs.bash
        DESTINATION ${CMAKE_INSTALL_DATAROOTDIR}/bash-completion/completions RENAME mazedfs)
install(FILES ${CMAKE_SOURCE_DIR}/README.md ${CMAKE_SOURCE_DIR}/LICENSE
              ${CMAKE_SOURCE_DIR}/CHANGELOG.md
        DESTINATION ${CMAKE_INSTALL_DOCDIR})
