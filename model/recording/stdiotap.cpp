// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "stdiotap.h"

#include <cerrno>
#include <cstring>
#include <unistd.h>

#include <QJsonArray>
#include <QJsonObject>
#include <QSocketNotifier>
#include <QTimer>

#include "transport/childprocess.h"

namespace Mcp {

StdioTap::StdioTap(int inFd, int outFd, int errFd, QObject *parent)
    : QObject(parent)
    , m_inFd(inFd)
    , m_toServer(new DelayQueue([this](const QByteArray &bytes) { m_server.write(bytes); }, this))
    , m_toHost(new DelayQueue([this](const QByteArray &bytes) { m_out.write(bytes); }, this))
{
    m_out.open(outFd, QIODevice::WriteOnly | QIODevice::Unbuffered);
    m_err.open(errFd, QIODevice::WriteOnly | QIODevice::Unbuffered);
    m_server.setProcessChannelMode(QProcess::SeparateChannels);
    connect(&m_server, &QProcess::readyReadStandardOutput, this, [this] { relay(QProcess::StandardOutput); });
    connect(&m_server, &QProcess::readyReadStandardError, this, [this] { relay(QProcess::StandardError); });
    connect(&m_server, &QProcess::finished, this, [this](int exitCode, QProcess::ExitStatus status) {
        relay(QProcess::StandardOutput);
        relay(QProcess::StandardError);
        if (!m_stderrPartial.isEmpty())
            m_writer.writeEvent(
                1, QStringLiteral("stderr"), {{QStringLiteral("line"), QString::fromUtf8(m_stderrPartial)}});
        m_writer.writeEvent(1, QStringLiteral("disconnect"),
            {{QStringLiteral("reason"),
                status == QProcess::CrashExit ? tr("the server crashed")
                                              : tr("the server exited (%1)").arg(exitCode)}});
        m_writer.close();
        const int code = status == QProcess::CrashExit ? 1 : exitCode;
        if (m_toHost->isEmpty()) // what is held back for the host goes out first
            emit finished(code);
        else
            connect(m_toHost, &DelayQueue::drained, this, [this, code] { emit finished(code); });
    });
}

StdioTap::~StdioTap()
{
    if (m_server.state() != QProcess::NotRunning) {
        m_server.kill();
        m_server.waitForFinished(1000);
    }
}

void StdioTap::setFaults(const FaultPlan &plan)
{
    m_faults = plan;
    m_messageFaults = MessageFaults(plan);
}

void StdioTap::noteFault(const QString &what, const QJsonObject &details)
{
    QJsonObject event = details;
    event.insert(QStringLiteral("fault"), what);
    m_writer.writeEvent(1, QStringLiteral("fault"), event);
    emit faultHit(what, details);
}

void StdioTap::setRecording(const QString &path)
{
    m_recordingPath = path;
}

bool StdioTap::start(const QString &program, const QStringList &arguments, QString *error)
{
    if (!m_recordingPath.isEmpty()) {
        QJsonObject server {{QStringLiteral("name"), program},
            {QStringLiteral("transport"),
                QStringLiteral("stdio: %1").arg((QStringList {program} + arguments).join(u' '))},
            {QStringLiteral("command"), program}, {QStringLiteral("arguments"), QJsonArray::fromStringList(arguments)}};
        if (!m_writer.open(m_recordingPath, QStringLiteral("tap"), server, error))
            return false;
    }
    ChildProcess::dieWithParent(&m_server);
    m_server.start(program, arguments);
    if (!m_server.waitForStarted(10000)) {
        *error = tr("cannot start %1: %2").arg(program, m_server.errorString());
        m_writer.writeEvent(1, QStringLiteral("disconnect"), {{QStringLiteral("reason"), *error}});
        m_writer.close();
        return false;
    }
    m_writer.writeEvent(1, QStringLiteral("connect"),
        {{QStringLiteral("transport"), QStringLiteral("stdio: %1").arg((QStringList {program} + arguments).join(u' '))},
            {QStringLiteral("pid"), m_server.processId()}});
    if (m_faults.dropLinkEveryMs > 0) {
        // The link drops: the server is killed, the tap ends with it, and the host starts both again.
        QTimer::singleShot(qMin<qint64>(m_faults.dropLinkEveryMs, INT_MAX), this, [this] {
            noteFault(QStringLiteral("link-dropped"), {{QStringLiteral("pid"), m_server.processId()}});
            m_server.kill();
        });
    }
    m_hostInput = new QSocketNotifier(m_inFd, QSocketNotifier::Read, this);
    connect(m_hostInput, &QSocketNotifier::activated, this, &StdioTap::onHostInput);
    return true;
}

void StdioTap::terminate()
{
    if (m_server.state() != QProcess::NotRunning)
        m_server.terminate();
}

void StdioTap::onHostInput()
{
    char buffer[64 * 1024];
    const ssize_t got = ::read(m_inFd, buffer, sizeof buffer);
    if (got < 0 && (errno == EINTR || errno == EAGAIN))
        return;
    if (got <= 0) {
        // The host closed our stdin: the server's closes too, which is how a stdio server is asked to stop.
        m_hostInput->setEnabled(false);
        if (!m_fromHost.partial.isEmpty())
            record(m_fromHost, "\n");
        m_writer.writeEvent(1, QStringLiteral("stdin-closed"));
        if (m_toServer->isEmpty()) // what is held back for the server goes first
            m_server.closeWriteChannel();
        else
            connect(m_toServer, &DelayQueue::drained, &m_server, &QProcess::closeWriteChannel);
        return;
    }
    const QByteArrayView bytes(buffer, got);
    if (m_faults.touchesMessages())
        passLines(m_fromHost, bytes);
    else
        m_server.write(bytes.data(), bytes.size());
    record(m_fromHost, bytes);
}

void StdioTap::relay(QProcess::ProcessChannel channel)
{
    m_server.setReadChannel(channel);
    const QByteArray bytes = m_server.readAll();
    if (bytes.isEmpty())
        return;
    // A host that went away makes the write fail; the server is told when its stdin closes.
    if (channel == QProcess::StandardOutput) {
        if (m_faults.touchesMessages())
            passLines(m_fromServer, bytes);
        else
            m_out.write(bytes);
        record(m_fromServer, bytes);
    } else {
        m_err.write(bytes);
        recordStderr(bytes);
    }
}

void StdioTap::passLines(Direction &direction, QByteArrayView bytes)
{
    direction.line += bytes;
    qsizetype newline;
    while ((newline = direction.line.indexOf('\n')) >= 0) {
        const QByteArray line = direction.line.left(newline + 1);
        direction.line.remove(0, newline + 1);
        if (direction.fromClient) {
            m_messageFaults.fromClient(line);
            m_toServer->push(line, m_faults.latencyMs);
            continue;
        }
        qint64 stallMs = 0;
        const MessageFaults::Verdict verdict = m_messageFaults.fromServer(line, &stallMs);
        const QJsonObject about {{QStringLiteral("message"), QString::fromUtf8(line.trimmed().left(200))}};
        if (stallMs > 0)
            noteFault(QStringLiteral("stall"), about);
        if (verdict == MessageFaults::Verdict::Drop) {
            noteFault(QStringLiteral("drop"), about);
            continue;
        }
        m_toHost->push(line, m_faults.latencyMs + stallMs);
        if (verdict == MessageFaults::Verdict::Duplicate) {
            noteFault(QStringLiteral("duplicate"), about);
            m_toHost->push(line, 0);
        }
    }
    if (direction.line.size() > MaxRecordedLine) { // no line ends: pass it on as it is
        (direction.fromClient ? m_toServer : m_toHost)->push(direction.line, m_faults.latencyMs);
        direction.line.clear();
    }
}

void StdioTap::recordStderr(const QByteArray &bytes)
{
    m_stderrPartial += bytes;
    qsizetype newline;
    while ((newline = m_stderrPartial.indexOf('\n')) >= 0) {
        m_writer.writeEvent(
            1, QStringLiteral("stderr"), {{QStringLiteral("line"), QString::fromUtf8(m_stderrPartial.left(newline))}});
        m_stderrPartial.remove(0, newline + 1);
    }
    if (m_stderrPartial.size() > 64 * 1024) {
        m_writer.writeEvent(
            1, QStringLiteral("stderr"), {{QStringLiteral("line"), QString::fromUtf8(m_stderrPartial)}});
        m_stderrPartial.clear();
    }
}

void StdioTap::record(Direction &direction, QByteArrayView bytes)
{
    qsizetype from = 0;
    while (from < bytes.size()) {
        const void *found = std::memchr(bytes.data() + from, '\n', size_t(bytes.size() - from));
        const qsizetype newline = found ? static_cast<const char *>(found) - bytes.data() : -1;
        const QByteArrayView piece = newline < 0 ? bytes.sliced(from) : bytes.sliced(from, newline - from);
        if (!direction.oversized)
            direction.partial += piece;
        if (direction.partial.size() > MaxRecordedLine) {
            direction.partial.clear();
            direction.oversized = true;
        }
        if (newline < 0)
            return;
        from = newline + 1;
        if (direction.oversized) {
            m_writer.writeEvent(1, QStringLiteral("oversized"),
                {{QStringLiteral("from"), direction.fromClient ? QStringLiteral("client") : QStringLiteral("server")}});
            ++direction.frames;
        } else if (!direction.partial.trimmed().isEmpty()) {
            m_writer.writeFrame(1, direction.fromClient, direction.partial);
            ++direction.frames;
        }
        direction.partial.clear();
        direction.oversized = false;
    }
}

} // namespace Mcp
