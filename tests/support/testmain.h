// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QtGlobal>

/*!
 * Test mains for view tests: default to the offscreen platform when none is set, and fix the DPI so that
 * pixel positions do not depend on the machine. Use MCP_TEST_MAIN(Class) instead of QTEST_MAIN.
 */
#define MCP_TEST_MAIN(TestObject)                                                                                      \
    int main(int argc, char **argv)                                                                                    \
    {                                                                                                                  \
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))                                                            \
            qputenv("QT_QPA_PLATFORM", "offscreen");                                                                   \
        QApplication::setAttribute(Qt::AA_Use96Dpi, true);                                                             \
        QApplication app(argc, argv);                                                                                  \
        app.setAttribute(Qt::AA_Use96Dpi, true);                                                                       \
        TestObject tc;                                                                                                 \
        QTEST_SET_MAIN_SOURCE_PATH                                                                                     \
        return QTest::qExec(&tc, argc, argv);                                                                          \
    }
