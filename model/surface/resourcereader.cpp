// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "resourcereader.h"

#include "session/mcpsession.h"

namespace Mcp {

ResourceReader::ResourceReader(McpSession *session, QObject *parent)
    : QObject(parent)
    , m_session(session)
{
}

void ResourceReader::read(const QString &uri)
{
    if (!m_session || m_session->state() != McpSession::State::Ready) {
        emit failed(uri, tr("not connected"));
        return;
    }
    PendingRequest *request = m_session->request(QStringLiteral("resources/read"), {{QStringLiteral("uri"), uri}});
    connect(request, &PendingRequest::finished, this, [this, request, uri] {
        if (request->hasError()) {
            emit failed(uri, request->error().toString());
            return;
        }
        QStringList problems;
        const QList<ResourceContent> contents = ResourceContent::listFromResult(request->result(), &problems);
        emit finished(uri, contents, problems, request->result());
    });
}

} // namespace Mcp
