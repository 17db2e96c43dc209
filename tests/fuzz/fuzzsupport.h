// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>
#include <cstdint>

#include <QByteArray>
#include <QCoreApplication>
#include <QEvent>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLoggingCategory>

/*!
 * What every fuzz target shares: the application object its code needs (libFuzzer's main creates none), quiet
 * logging, and the input as bytes. Each target defines LLVMFuzzerTestOneInput; it is linked with libFuzzer in
 * the fuzz preset and with replay.cpp, which replays the committed inputs, in every other build.
 */
namespace Fuzz {

template <typename App> App *application()
{
    static int argc = 1;
    static char name[] = "fuzz";
    static char *argv[] = {name, nullptr};
    static App *app = [] {
        qputenv("QT_QPA_PLATFORM",
            qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") ? "offscreen" : qgetenv("QT_QPA_PLATFORM"));
        // Warnings about bad input are the point of the input; printing them would only slow the run.
        QLoggingCategory::setFilterRules(QStringLiteral("*.warning=false\n*.debug=false\n*.info=false"));
        return new App(argc, argv);
    }();
    return app;
}

/*!
 * Lets the queued work of one input run, objects given to deleteLater() included (libFuzzer never enters an
 * event loop, where they would otherwise be deleted), so that nothing of one input outlives it.
 */
inline void settle()
{
    for (int i = 0; i < 4; ++i) {
        QCoreApplication::processEvents();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    }
}

inline QByteArray bytes(const uint8_t *data, size_t size)
{
    return QByteArray(reinterpret_cast<const char *>(data), qsizetype(size));
}

/*! The input as a JSON object, or an empty one when it is not one. */
inline QJsonObject object(const QByteArray &input)
{
    return QJsonDocument::fromJson(input).object();
}

} // namespace Fuzz

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
