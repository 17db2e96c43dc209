# SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
# SPDX-License-Identifier: MIT
#
# tst_notifications drives FreedesktopNotifier against a fake notification server on a private dbus-daemon that
# it starts itself (skipped without dbus-daemon); the person's own session bus is never used.
target_link_libraries(tst_notifications PRIVATE mcpviews Qt6::Widgets Qt6::DBus)
set_tests_properties(tst_notifications PROPERTIES LABELS "unit;views")
