// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <functional>

#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QString>

#include "transport/transport.h"

namespace TestUtils {

/*! The build tree (MCP_TEST_BINARY_DIR, set by CTest; falls back to the test's own directory's parent). */
QString binaryDir();
/*! The source tree (MCP_TEST_SOURCE_DIR). */
QString sourceDir();
/*! Path of an executable built in tests/fakeserver/ (for example "mcp-fake-stdio"). */
QString fakeServerPath(const QString &name);
/*! Path of the demo server executable. */
QString demoServerPath();
/*! A free TCP port on 127.0.0.1 (bound and released: good enough for tests that start a peer at once). */
quint16 freePort();

} // namespace TestUtils

/*!
 * A transport that records what is sent and lets a test push messages as if from the server.
 */
class FakeTransport final : public Mcp::Transport
{
    Q_OBJECT
public:
    explicit FakeTransport(QObject *parent = nullptr);

    QString describe() const override { return QStringLiteral("fake"); }
    void open() override;
    void close() override;
    void send(const QJsonObject &message) override;
    bool abortRequest(const QJsonValue &id) override;

    /*! Pushes raw frames (each decoded like a stdio line) as one batch. */
    void pushFrames(const QList<QByteArray> &frames, const QJsonValue &streamRequestId = {});
    void push(const QJsonObject &message) { pushFrames({QJsonDocument(message).toJson(QJsonDocument::Compact)}); }
    /*! Drops the link as if the server went away. */
    void drop(const QString &reason);

    /*! Called for each message sent, after it was recorded: a test scripts the server's answers here. */
    std::function<void(const QJsonObject &)> onSend;

    QList<QJsonObject> sent;
    QList<QJsonValue> aborted;
    bool supportsAbort = false;
    bool autoOpen = true;
};
