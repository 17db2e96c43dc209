// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QStringList>

#include "surface/resourcecontent.h"

namespace Mcp {

class McpSession;

/*! Reads resources (`resources/read`): each answer as its content items, the malformed ones reported. */
class ResourceReader final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ResourceReader)
public:
    explicit ResourceReader(McpSession *session, QObject *parent = nullptr);

    /*! Reads \a uri; finished() or failed() follows. */
    void read(const QString &uri);

signals:
    /*! \a result is the raw answer; \a problems the items left out and why. */
    void finished(const QString &uri, const QList<Mcp::ResourceContent> &contents, const QStringList &problems,
        const QJsonObject &result);
    void failed(const QString &uri, const QString &reason);

private:
    QPointer<McpSession> m_session;
};

} // namespace Mcp
