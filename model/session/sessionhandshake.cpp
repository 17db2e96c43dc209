// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "sessionhandshake.h"

#include <QVariant>

#include "protocol/jsonrpcconnection.h"
#include "protocol/mcpprotocol.h"
#include "transport/transport.h"

namespace Mcp {

namespace {
// Modern JSON-RPC errors that prove the server speaks 2026-07-28 or later (versioning page).
bool isRecognizedModernError(int code)
{
    return code == ErrorCode::UnsupportedProtocolVersion || code == ErrorCode::HeaderMismatch
        || code == ErrorCode::MissingRequiredClientCapability;
}

QStringList stringList(const QJsonValue &value)
{
    return value.toVariant().toStringList();
}

// What both handshakes' answers say alike; each era names the server in its own place (\a serverInfo).
SessionHandshake::Outcome outcomeOf(
    Era era, const QString &version, const QJsonObject &result, const QJsonObject &serverInfo)
{
    return {era, version, result.value(QStringLiteral("capabilities")).toObject(), serverInfo,
        result.value(QStringLiteral("instructions")).toString()};
}
} // namespace

SessionHandshake::SessionHandshake(
    JsonRpcConnection *connection, Transport *transport, const Settings &settings, QObject *parent)
    : QObject(parent)
    , m_connection(connection)
    , m_transport(transport)
    , m_settings(settings)
{
}

TimeoutPolicy SessionHandshake::policyFor(const TimeoutPolicy &timeouts, int probeTimeoutMs)
{
    TimeoutPolicy policy = timeouts;
    if (policy.timeoutMs > 0)
        policy.timeoutMs = qMax(policy.timeoutMs, probeTimeoutMs);
    if (policy.maxTotalMs > 0)
        policy.maxTotalMs = qMax(policy.maxTotalMs, policy.timeoutMs);
    return policy;
}

QJsonObject SessionHandshake::withModernMeta(const QJsonObject &params, const QString &version,
    const QJsonObject &clientCapabilities, const QJsonObject &clientInfo)
{
    QJsonObject result = params;
    QJsonObject meta = params.value(kMeta).toObject();
    meta.insert(MetaKey::protocolVersion(), version);
    meta.insert(MetaKey::clientCapabilities(), clientCapabilities);
    meta.insert(MetaKey::clientInfo(), clientInfo);
    if (!meta.contains(MetaKey::logLevel()))
        meta.insert(MetaKey::logLevel(), QStringLiteral("info"));
    result.insert(kMeta, meta);
    return result;
}

void SessionHandshake::start()
{
    const Era wanted = m_settings.forced != Era::Auto ? m_settings.forced : m_settings.preferred;
    if (wanted == Era::Legacy)
        initializeLegacy();
    else
        probeModern(ProtocolVersion::modern());
}

void SessionHandshake::probeModern(const QString &version)
{
    m_versionsTried[version] += 1;
    emit trying(Era::Modern, version);
    m_transport->setProtocolVersion(version, true);
    // Auto: a server that does not answer in time is taken for a 2025-11-25 one. Forced: the handshake's own timeout.
    const TimeoutPolicy probePolicy = m_settings.forced == Era::Modern
        ? policyFor(m_settings.timeouts, m_settings.probeTimeoutMs)
        : TimeoutPolicy {m_settings.probeTimeoutMs, false, 0};
    PendingRequest *discover = m_connection->sendRequest(QStringLiteral("server/discover"),
        withModernMeta({}, version, m_settings.clientCapabilities, m_settings.clientInfo), &probePolicy);
    connect(discover, &PendingRequest::finished, this, [this, discover, version] {
        if (discover->hasError())
            onDiscoverFailed(discover->error(), version);
        else
            onDiscovered(discover->result(), version);
    });
}

void SessionHandshake::onDiscovered(const QJsonObject &result, const QString &version)
{
    const QStringList supported = stringList(result.value(QStringLiteral("supportedVersions")));
    if (!supported.isEmpty() && !supported.contains(version)) {
        if (supported.contains(ProtocolVersion::modern()) && version != ProtocolVersion::modern()) {
            probeModern(ProtocolVersion::modern());
            return;
        }
        if (m_settings.forced == Era::Modern) {
            emit failed(tr("the server supports only %1").arg(supported.join(QStringLiteral(", "))));
            return;
        }
        emit note(tr("server/discover lists only %1; using the initialize handshake")
                      .arg(supported.join(QStringLiteral(", "))));
        initializeLegacy();
        return;
    }
    emit succeeded(outcomeOf(Era::Modern, version, result,
        result.value(kMeta).toObject().value(QStringLiteral("io.modelcontextprotocol/serverInfo")).toObject()));
}

void SessionHandshake::onDiscoverFailed(const JsonRpcError &error, const QString &version)
{
    if (error.local && error.code == ErrorCode::ConnectionClosed) {
        // The link is gone: that says nothing about the server's era. The session's reconnection decides.
        return;
    }
    if (!error.local && isRecognizedModernError(error.code)) {
        // A modern server that wants another version: pick one it lists, never fall back to initialize. This client
        // speaks one modern version. Listed, it is sent again, once: a server may refuse a first request for its own
        // reasons and still list that version.
        const QStringList supported = stringList(error.data.toObject().value(QStringLiteral("supported")));
        const QString mine = ProtocolVersion::modern();
        if (supported.contains(mine) && m_versionsTried.value(mine) < 2) {
            emit note(tr("the server refused version %1 and lists %2: trying %3 again")
                          .arg(version, supported.join(QStringLiteral(", ")), mine));
            probeModern(mine);
            return;
        }
        emit failed(tr("the server speaks a modern protocol version this client does not: %1").arg(error.toString()));
        return;
    }
    if (m_settings.forced == Era::Modern) {
        emit failed(tr("server/discover failed: %1").arg(error.toString()));
        return;
    }
    emit note(tr("server/discover answered %1: the server is legacy; using initialize").arg(error.toString()));
    if (m_transport && m_transport->state() == Transport::State::Open)
        initializeLegacy();
}

void SessionHandshake::initializeLegacy()
{
    emit trying(Era::Legacy, QString());
    m_transport->setProtocolVersion(QString(), false);
    const QJsonObject params {{QStringLiteral("protocolVersion"), ProtocolVersion::legacy().constFirst()},
        {QStringLiteral("capabilities"), m_settings.clientCapabilities},
        {QStringLiteral("clientInfo"), m_settings.clientInfo}};
    const TimeoutPolicy policy = policyFor(m_settings.timeouts, m_settings.probeTimeoutMs);
    PendingRequest *init = m_connection->sendRequest(QStringLiteral("initialize"), params, &policy);
    connect(init, &PendingRequest::finished, this, [this, init] {
        if (init->hasError())
            emit failed(tr("initialize failed: %1").arg(init->error().toString()));
        else
            onInitialized(init->result());
    });
}

void SessionHandshake::onInitialized(const QJsonObject &result)
{
    const QString version = result.value(QStringLiteral("protocolVersion")).toString();
    if (!ProtocolVersion::legacy().contains(version)) {
        emit failed(tr("the server chose protocol version \"%1\", which this client does not speak (it speaks %2)")
                        .arg(version, ProtocolVersion::legacy().join(QStringLiteral(", "))));
        return;
    }
    m_transport->setProtocolVersion(version, false);
    m_connection->sendNotification(QStringLiteral("notifications/initialized"));
    m_transport->openListenStream();
    emit succeeded(outcomeOf(Era::Legacy, version, result, result.value(QStringLiteral("serverInfo")).toObject()));
}

} // namespace Mcp
