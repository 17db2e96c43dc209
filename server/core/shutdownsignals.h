// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>

class QSocketNotifier;

namespace DemoServer {

/*!
 * SIGTERM and SIGINT end the server the way the end of its input does: the event loop quits, so that every dialect
 * writes its state before the process goes (a client that stops a stdio server sends SIGTERM when the server has
 * not left by itself soon enough after its input closed). The handler only writes a byte to a pipe; the quit comes
 * from the event loop. One instance a process.
 */
class ShutdownSignals final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ShutdownSignals)
public:
    explicit ShutdownSignals(QObject *parent = nullptr);
    ~ShutdownSignals() override;

private:
    static void onSignal(int signal);

    QSocketNotifier *m_notifier = nullptr;
};

} // namespace DemoServer
