# SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
# SPDX-License-Identifier: MIT
#
# tst_screenshottour: the engine of the inspector's --demo-screenshots (app/gui/), steps and pictures.
target_sources(tst_screenshottour PRIVATE
    ${PROJECT_SOURCE_DIR}/app/gui/screenshottour.h ${PROJECT_SOURCE_DIR}/app/gui/screenshottour.cpp)
target_include_directories(tst_screenshottour PRIVATE ${PROJECT_SOURCE_DIR}/app/gui)
target_link_libraries(tst_screenshottour PRIVATE Qt6::Widgets)
set_tests_properties(tst_screenshottour PROPERTIES LABELS "unit;views")
