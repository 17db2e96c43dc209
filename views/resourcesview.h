// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QPointer>
#include <QWidget>

class QFormLayout;
class QLabel;
class QLineEdit;
class QModelIndex;
class QPlainTextEdit;
class QPushButton;
class QTreeView;
class LineEditCompleter;
class ResourcePreview;

namespace Mcp {
class CompletionClient;
struct CompletionResult;
class McpSession;
class ResourceLister;
class ResourceListModel;
class ResourceReader;
class ResourceSubscriptions;
class ResourceTemplateModel;
class RootsOffer;
} // namespace Mcp

/*!
 * The "Resources" bottom tab: the resources and resource templates of the selected server, a form per template
 * (one field per variable, filling the URI, completed by the server where it offers completions), the contents of the
 * resource read (ResourcePreview), a Subscribe toggle with the time of the last update, and the roots offered to the
 * server (one URI per line). Each server keeps its lists and subscriptions (children of its session) when another
 * server is selected.
 */
class ResourcesView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ResourcesView)
public:
    explicit ResourcesView(QWidget *parent = nullptr);
    ~ResourcesView() override;

    /*! Shows \a session's resources (null: a placeholder). Lists them once the server is ready. */
    void setSession(Mcp::McpSession *session);
    /*! Reads the resource whose URI is in the URI field. */
    void readUri();
    /*! Puts \a uri in the URI field and reads it (a resource link opened elsewhere). */
    void openUri(const QString &uri);
    ResourcePreview *preview() const { return m_preview; }

private:
    /*! The surface objects of one session, made on first use and owned by it. */
    template <typename Part> static Part *partOf(Mcp::McpSession *session);
    QWidget *createListsPane();
    QWidget *createReadPane();
    void refresh();
    void updateStatus();
    void onResourceActivated(const QModelIndex &index);
    void onTemplateSelected(const QModelIndex &index);
    void fillUriFromTemplate();
    /*! `completion/complete` for the template variable \a variable, the other filled ones as its context. */
    void requestCompletion(const QString &variable, const QString &text);
    void onCompleted(const QString &variable, const Mcp::CompletionResult &result);
    void onRead(const QString &uri);
    void onSubscribeToggled(bool on);
    void updateSubscribeState();
    void showRoots();
    void applyRoots();

    QPointer<Mcp::McpSession> m_session;
    QPointer<Mcp::ResourceLister> m_lister;
    QPointer<Mcp::ResourceSubscriptions> m_subscriptions;
    QPointer<Mcp::ResourceReader> m_reader;
    QPointer<Mcp::RootsOffer> m_roots;
    QPointer<Mcp::CompletionClient> m_completion;
    LineEditCompleter *m_completer;
    Mcp::ResourceListModel *m_resourceModel;
    Mcp::ResourceTemplateModel *m_templateModel;
    QLabel *m_status = nullptr;
    QPushButton *m_refresh = nullptr;
    QTreeView *m_resources = nullptr;
    QTreeView *m_templates = nullptr;
    QFormLayout *m_form = nullptr;
    QList<QLineEdit *> m_fields;
    QString m_template;
    QLineEdit *m_uri = nullptr;
    QPushButton *m_read = nullptr;
    QPushButton *m_subscribe = nullptr;
    QLabel *m_updated = nullptr;
    QPlainTextEdit *m_rootsEdit = nullptr;
    QPushButton *m_applyRoots = nullptr;
    QString m_shownUri;
    ResourcePreview *m_preview;
};
