// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>

#include "servertransport.h"

class QSocketNotifier;

namespace DemoServer {

/*!
 * The server side of the stdio transport: newline-delimited JSON-RPC on stdin and stdout (2025-11-25
 * basic/transports "stdio"). End of input on stdin closes the link, which is the client's way to stop us.
 * Writes to stdout are blocking: a client that stops reading stalls the server, as a pipe should.
 */
class StdioServerTransport final : public SingleChannelTransport
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(StdioServerTransport)
public:
    explicit StdioServerTransport(int inputFd = 0, int outputFd = 1, QObject *parent = nullptr);
    ~StdioServerTransport() override;

    QString describe() const override { return QStringLiteral("stdio"); }
    /*! Starts reading stdin. */
    void open() override;
    /*! Stops reading; stdout stays open for the process to finish. */
    void close() override;

protected:
    /*! Writes \a frame as one line. */
    void writeFrame(const QByteArray &frame) override;
    void dropLink() override;

private:
    void onReadable();
    void finish(const QString &reason);

    int m_inputFd;
    int m_outputFd;
    QSocketNotifier *m_notifier = nullptr;
    QByteArray m_buffer;
};

} // namespace DemoServer
