// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <array>
#include <functional>
#include <initializer_list>
#include <utility>

#include <QByteArrayList>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QProcess>
#include <QString>

#include "session/serverconfig.h"
#include "transport/transport.h"

namespace Mcp {
class McpSession;
}

namespace Mcp {
class JsonRpcConnection;
}

namespace TestUtils {

/*! The build tree (MCP_TEST_BINARY_DIR, set by CTest; falls back to the test's own directory's parent). */
QString binaryDir();
/*! The source tree (MCP_TEST_SOURCE_DIR). */
QString sourceDir();
/*! Path of an executable built in tests/fakeserver/ (for example "mcp-fake-stdio"). */
QString fakeServerPath(const QString &name);
/*! Path of the demo server executable. */
QString demoServerPath();
/*!
 * The demo server as a client starts it over stdio: called \a name, run with \a arguments, spoken to in \a era,
 * given \a shutdownGraceMs to end once closed.
 */
Mcp::ServerConfig demoStdioConfig(const QString &name, const QStringList &arguments, Mcp::Era era, int shutdownGraceMs);
/*! A server called \a name reached at \a url over the transport \a kind, spoken to in \a era. */
Mcp::ServerConfig urlConfig(const QString &name, Mcp::ServerConfig::Kind kind, const QString &url, Mcp::Era era);
/*!
 * Connects \a session (no automatic reconnection, so that a failure is final) and waits for it to be ready:
 * whether it was within \a timeoutMs (see session.lastError() when not).
 */
bool connectReady(Mcp::McpSession &session, int timeoutMs = 15000);
/*!
 * A free TCP port on every address (bound and released), for a peer that takes its port as an argument. It is drawn
 * below the kernel's ephemeral range: the kernel never hands it to a socket bound to port 0 meanwhile (a tap, a demo
 * server started with --http 0), which, bound to 127.0.0.1 while the peer binds every address, would receive what
 * was meant for the peer.
 */
quint16 freePort();

/*! The Node 22 binary and the server-everything script (from the environment CTest sets), or empty. */
QString node22();
QString serverEverythingScript();

/*!
 * Makes every demo server this test process starts (directly, through a session or through the CLI: they all
 * inherit MCP_DEMO_TIME_SCALE) live \a factor times as fast as nominal, unless MCP_DEMO_TIME_SCALE is already
 * set, which then wins (MCP_DEMO_TIME_SCALE=1 runs a suite in real time). Returns the factor in force. The
 * times the server then reports are DemoServer::TimeScale's of them (timescale.h), which the test can compute.
 */
double useDemoTimeScale(double factor);

/*!
 * Declares the string columns \a first and \a second of a data-driven test and adds \a rows, each a row name
 * and its two values.
 */
void addStringRows(const char *first, const char *second, std::initializer_list<std::array<const char *, 3>> rows);
/*!
 * Declares the columns "http" (bool) and "era" (int, a Mcp::Era) of a data-driven test, with a row for stdio then
 * HTTP in each of \a eras, named as the transport and the era's name ("stdio, legacy").
 */
void addTransportEraRows(std::initializer_list<std::pair<const char *, Mcp::Era>> eras);
/*!
 * Declares the column "era" (int, a Mcp::Era) of a data-driven test and adds \a rows, each a row name and its era.
 */
void addEraRows(std::initializer_list<std::pair<const char *, Mcp::Era>> rows);
/*!
 * Declares the string column \a column of a data-driven test and adds \a rows, each a row name and its value.
 */
void addStringColumn(const char *column, std::initializer_list<std::array<const char *, 2>> rows);
/*! The string \a key of each object in \a array, in order. */
QStringList stringsOf(const QJsonArray &array, const QString &key);
/*! The string \a key of each of \a objects, in order. */
QStringList stringsOf(const QList<QJsonObject> &objects, const QString &key);
/*! The text of the first content item of a CallToolResult. */
QString firstText(const QJsonObject &callToolResult);
/*! The objects of \a objects whose string \a key is \a value, in order. */
QList<QJsonObject> whereString(const QList<QJsonObject> &objects, const QString &key, const QString &value);
/*! The contents of each file in \a dir whose name matches \a pattern (for example the copies a store set aside). */
QByteArrayList filesMatching(const QString &dir, const QString &pattern);

/*!
 * What a suite driving the demo server checks first, from its initTestCase(): the demo server and mcp-async are
 * built. It runs every demo server at a quarter of real time (useDemoTimeScale(0.25)).
 */
void prepareDemoServerSuite();

/*!
 * Keeps this test process off the person's own files: QStandardPaths' test mode, and QSettings (native and INI
 * formats) under the folder "config" of \a dir, for \a application of \a organization. Whether QSettings now
 * lives there.
 */
bool isolateSettings(const QString &dir, const QString &application,
    const QString &organization = QStringLiteral("mcp-async-inspector-test"));

} // namespace TestUtils

/*!
 * A peer process for an integration test (a server on 127.0.0.1), killed when the test is done with it.
 */
class PeerProcess final : public QObject
{
    Q_OBJECT
public:
    explicit PeerProcess(QObject *parent = nullptr);
    ~PeerProcess() override;

    /*!
     * Starts \a program and waits until a line of its stdout or stderr matches \a readyPattern, returning the
     * first capture group (or the whole match). Returns a null string on failure; see errorString().
     */
    QString start(const QString &program, const QStringList &arguments, const QString &readyPattern,
        const QMap<QString, QString> &environment = {}, int timeoutMs = 20000);
    QString errorString() const { return m_error; }
    QString output() const { return m_output; }
    /*! All it wrote so far, stdout and stderr, what came after it was ready included. */
    QString allOutput();
    void kill();

private:
    QProcess *m_process = nullptr;
    QString m_output;
    QString m_error;
};

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

    /*! Becomes the transport of \a connection and opens; false when it did not open. */
    bool openFor(Mcp::JsonRpcConnection &connection);
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
