// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QList>
#include <QPointer>
#include <QWidget>

class LineEditCompleter;
class QFormLayout;
class QLabel;
class QLineEdit;
class QListView;
class QPushButton;
class QTextBrowser;

namespace Mcp {
class CompletionClient;
class McpSession;
class PromptCatalog;
class PromptListModel;
struct CompletionResult;
struct PromptResult;
} // namespace Mcp

/*!
 * The "Prompt templates" bottom tab: the prompts the selected server offers (`prompts/list`, listed again when the
 * server says the list changed), a form with one line edit per argument of the selected prompt (completed by the
 * server where it declares `completions`, with the other filled arguments as context), Get (Ctrl+Return), and the
 * messages got, shown as a conversation. Each server keeps its catalog and completion client (children of its
 * session) when another server is selected.
 */
class PromptsView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PromptsView)
public:
    explicit PromptsView(QWidget *parent = nullptr);

    /*! Shows \a session's prompts (null: none). */
    void setSession(Mcp::McpSession *session);
    /*! The catalog of \a session (made on first use, owned by the session). */
    static Mcp::PromptCatalog *catalogOf(Mcp::McpSession *session);
    /*! The completion client of \a session (made on first use, owned by the session). */
    static Mcp::CompletionClient *completionOf(Mcp::McpSession *session);

    QListView *list() const { return m_list; }
    QPushButton *getButton() const { return m_get; }
    /*! The argument fields of the selected prompt, in declaration order. */
    QList<QLineEdit *> argumentEdits() const { return m_edits; }
    QTextBrowser *messagesView() const { return m_messages; }
    LineEditCompleter *completer() const { return m_completer; }

    /*! prompts/get for the selected prompt with the arguments filled in. */
    void getSelected();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void onSelected();
    void rebuildForm();
    void updateStatus();
    void requestCompletion(const QString &argument, const QString &text);
    void onCompleted(const QString &argument, const Mcp::CompletionResult &result);
    void showResult(const Mcp::PromptResult &result);
    QString selectedName() const;
    QJsonObject filledArguments() const;

    QPointer<Mcp::McpSession> m_session;
    QPointer<Mcp::PromptCatalog> m_catalog;
    QPointer<Mcp::CompletionClient> m_completion;
    Mcp::PromptListModel *m_model;
    LineEditCompleter *m_completer;
    QLabel *m_status;
    QListView *m_list;
    QLabel *m_description;
    QWidget *m_formHost;
    QFormLayout *m_form;
    QList<QLineEdit *> m_edits;
    QPushButton *m_get;
    QTextBrowser *m_messages;
    QString m_keptSelection; // across a new listing
};
