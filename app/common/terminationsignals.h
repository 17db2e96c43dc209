// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>

class QSocketNotifier;

/*!
 * SIGTERM, SIGINT and SIGHUP as a Qt signal: the handler only writes the signal's number to a socket pair, and
 * the event loop reads it and emits received(). The application can then quit the normal way, so that the
 * destructors stop the servers it started. The first signal is handled; the next one ends the process at once
 * (the default action), for an application that does not manage to quit.
 *
 * One instance per process (the handlers are process-wide). Does nothing on systems without POSIX signals.
 */
class TerminationSignals final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TerminationSignals)
public:
    explicit TerminationSignals(QObject *parent = nullptr);
    /*! Restores the default actions. */
    ~TerminationSignals() override;

    /*! Whether the handlers are in place. */
    bool isActive() const { return m_notifier != nullptr; }

signals:
    void received(int signalNumber);

private:
    void onReadable();
    void restoreDefaults();

    QSocketNotifier *m_notifier = nullptr;
};
