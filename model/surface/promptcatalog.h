// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <functional>

#include <QList>
#include <QObject>
#include <QPointer>
#include <QStringList>

#include "surface/promptinfo.h"

namespace Mcp {

class McpSession;
class PendingRequest;
class JsonRpcNotification;

/*!
 * The prompt templates of one server: `prompts/list` (every page, up to a cap), listed again on
 * `notifications/prompts/list_changed` and after each handshake, and `prompts/get` with the required arguments
 * checked before anything is sent. In the 2026-07-28 era a get may ask the client for input first (MRTR); the
 * session's call handles those rounds.
 */
class PromptCatalog final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PromptCatalog)
public:
    /*! Most `prompts/list` pages followed before the list is cut off (and says so in problems()). */
    static constexpr int MaxPages = 100;
    /*! Most prompts kept. */
    static constexpr int MaxPrompts = 5000;

    explicit PromptCatalog(McpSession *session, QObject *parent = nullptr);

    McpSession *session() const;
    /*! The server declares the `prompts` capability. */
    bool isSupported() const;
    bool isLoading() const { return m_loading; }

    QList<PromptInfo> prompts() const { return m_prompts; }
    /*! The prompt called \a name, or null. */
    const PromptInfo *find(const QString &name) const;
    /*! Malformed entries and cut-offs of the last listing. */
    QStringList problems() const { return m_problems; }

    /*! Lists the prompts again (all pages); emits promptsChanged() or refreshFailed(). */
    void refresh();

    using GetCallback = std::function<void(const PromptResult &result)>;
    /*!
     * `prompts/get` for \a name with \a arguments (strings). A prompt of the list whose required arguments are
     * missing is refused at once, without a request. \a done is called once, in this object's thread, unless
     * \a context is destroyed first.
     */
    void get(const QString &name, const QJsonObject &arguments, QObject *context, GetCallback done);

signals:
    void promptsChanged();
    void refreshFailed(const QString &reason);

private:
    void onNotifications(const QList<Mcp::JsonRpcNotification> &batch);
    void fetchPage(const QString &cursor, int page);
    void onPage(PendingRequest *request, int page);

    QPointer<McpSession> m_session;
    QList<PromptInfo> m_prompts;
    QList<PromptInfo> m_collecting;
    QStringList m_problems;
    bool m_loading = false;
    bool m_dirty = false; // a change was announced while listing: list again at the end
};

} // namespace Mcp
