// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "testutils.h"

#include <QCoreApplication>
#include <QDir>
#include <QTcpServer>
#include <QTimer>

namespace TestUtils {

QString binaryDir()
{
    const QString dir = qEnvironmentVariable("MCP_TEST_BINARY_DIR");
    if (!dir.isEmpty())
        return dir;
    return QDir(QCoreApplication::applicationDirPath() + QStringLiteral("/..")).absolutePath();
}

QString sourceDir()
{
    const QString dir = qEnvironmentVariable("MCP_TEST_SOURCE_DIR");
    return dir.isEmpty() ? QDir(binaryDir() + QStringLiteral("/../..")).absolutePath() : dir;
}

QString fakeServerPath(const QString &name)
{
    return binaryDir() + QStringLiteral("/tests/fakeserver/") + name;
}

QString demoServerPath()
{
    return binaryDir() + QStringLiteral("/server/mcp-async-demo-server");
}

quint16 freePort()
{
    QTcpServer server;
    if (!server.listen(QHostAddress::LocalHost, 0))
        return 0;
    return server.serverPort();
}

} // namespace TestUtils

FakeTransport::FakeTransport(QObject *parent)
    : Mcp::Transport(parent)
{
}

void FakeTransport::open()
{
    setState(State::Opening);
    if (!autoOpen)
        return;
    QTimer::singleShot(0, this, [this] {
        setState(State::Open);
        emit opened();
    });
}

void FakeTransport::close()
{
    drop(QStringLiteral("closed by the client"));
}

void FakeTransport::send(const QJsonObject &message)
{
    encode(message);
    sent.append(message);
    if (onSend)
        onSend(message);
}

bool FakeTransport::abortRequest(const QJsonValue &id)
{
    if (!supportsAbort)
        return false;
    aborted.append(id);
    return true;
}

void FakeTransport::pushFrames(const QList<QByteArray> &frames, const QJsonValue &streamRequestId)
{
    QList<QJsonObject> batch;
    for (const QByteArray &frame : frames)
        decodeFrame(frame, batch);
    if (!batch.isEmpty())
        emit messagesReceived(batch, streamRequestId);
}

void FakeTransport::drop(const QString &reason)
{
    if (state() == State::Closed)
        return;
    setState(State::Closed);
    emit closed(reason);
}
