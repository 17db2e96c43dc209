# SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
# SPDX-License-Identifier: MIT
#
# `cpack` in a build directory makes a Debian package and a tarball of what `cmake --install` installs.
# Included last from packaging/CMakeLists.txt, once every install() rule is known.
set(CPACK_PACKAGE_NAME mcp-async-inspector)
set(CPACK_PACKAGE_VENDOR "MCP Async Inspector contributors")
set(CPACK_PACKAGE_CONTACT "MCP Async Inspector contributors <mcp-async-inspector@users.noreply.github.com>")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Inspector for long-running MCP tool calls")
set(CPACK_PACKAGE_HOMEPAGE_URL "https://github.com/mcpasyncinspector/mcp-async-inspector")
set(CPACK_GENERATOR "DEB;TGZ")
set(CPACK_STRIP_FILES ON)

# DEB: name_version-release_arch.deb, dependencies from dpkg-shlibdeps (dpkg-dev) on the installed binaries.
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_RELEASE 1)
set(CPACK_DEBIAN_PACKAGE_SECTION devel)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# Qt loads these as plugins at run time, so dpkg-shlibdeps cannot see them: the xcb/wayland platforms and
# the SVG icon engine that draws the window icon.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-qpa-plugins, libqt6svg6")
# The summary above is the first line of the Debian description; this is the rest.
set(CPACK_PACKAGE_DESCRIPTION
    "MCP Async Inspector is a native Qt desktop inspector for MCP (Model Context
Protocol) servers whose tools run for minutes or hours. It connects over
stdio, Streamable HTTP, legacy HTTP+SSE or WebSocket, speaks both protocol
eras and follows operations through progress, input requests and results.

The package also contains mcp-async, a command-line client for scripts and
CI, and mcp-async-demo-server, a reference server with long-running tools.")

include(CPack)
