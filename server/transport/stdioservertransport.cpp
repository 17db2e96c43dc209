// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "stdioservertransport.h"

#include <cerrno>
#include <poll.h>
#include <unistd.h>
#include <utility>

#include <QPointer>
#include <QSocketNotifier>

namespace DemoServer {

StdioServerTransport::StdioServerTransport(int inputFd, int outputFd, QObject *parent)
    : SingleChannelTransport(parent)
    , m_inputFd(inputFd)
    , m_outputFd(outputFd)
{
}

StdioServerTransport::~StdioServerTransport() = default;

void StdioServerTransport::open()
{
    if (state() == State::Open)
        return;
    m_notifier = new QSocketNotifier(m_inputFd, QSocketNotifier::Read, this);
    connect(m_notifier, &QSocketNotifier::activated, this, &StdioServerTransport::onReadable);
    ServerTransport::open();
}

void StdioServerTransport::close()
{
    finish(tr("closed by the server"));
}

void StdioServerTransport::finish(const QString &reason)
{
    if (state() == State::Closed)
        return;
    if (m_notifier)
        m_notifier->setEnabled(false);
    markClosed(reason);
}

void StdioServerTransport::onReadable()
{
    char chunk[65536];
    const ssize_t n = ::read(m_inputFd, chunk, sizeof chunk);
    if (n < 0 && (errno == EAGAIN || errno == EINTR))
        return;
    if (n <= 0) {
        // End of input is the client's request to shut down (2025-11-25 lifecycle "Shutdown", stdio).
        if (!m_buffer.trimmed().isEmpty())
            receiveFrames({std::exchange(m_buffer, {})});
        finish(n == 0 ? tr("stdin closed") : tr("cannot read stdin: %1").arg(qt_error_string(errno)));
        return;
    }
    m_buffer.append(chunk, n);
    if (m_buffer.size() > maxMessageSize() && !m_buffer.contains('\n')) {
        // A line that never ends would grow without bound: answer it as too large and skip to the next line.
        receiveFrames({m_buffer});
        m_buffer.clear();
        return;
    }
    QList<QByteArray> lines;
    qsizetype start = 0;
    for (qsizetype nl = m_buffer.indexOf('\n'); nl >= 0; nl = m_buffer.indexOf('\n', start)) {
        QByteArray line = m_buffer.mid(start, nl - start);
        if (line.endsWith('\r'))
            line.chop(1);
        lines.append(line);
        start = nl + 1;
    }
    m_buffer.remove(0, start);
    if (!lines.isEmpty())
        receiveFrames(lines);
}

void StdioServerTransport::writeFrame(const QByteArray &frame)
{
    QByteArray data = frame;
    data.append('\n');
    qsizetype written = 0;
    while (written < data.size()) {
        const ssize_t n = ::write(m_outputFd, data.constData() + written, size_t(data.size() - written));
        if (n > 0) {
            written += n;
            continue;
        }
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0 && errno == EAGAIN) {
            // stdout may be non-blocking if the parent made it so: wait until the pipe drains.
            pollfd pfd {m_outputFd, POLLOUT, 0};
            ::poll(&pfd, 1, 1000);
            continue;
        }
        // EPIPE (SIGPIPE is ignored in main): the client is gone.
        finish(tr("cannot write stdout: %1").arg(qt_error_string(errno)));
        return;
    }
}

void StdioServerTransport::dropLink()
{
    // Stdio has no connection to cut without ending the process: closing both pipes is the closest thing.
    ::close(m_outputFd);
    finish(tr("dropped on purpose (--drop-after)"));
}

} // namespace DemoServer
