// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <functional>

#include <QPointer>
#include <QTimer>
#include <QUrl>
#include <QWidget>

#include "session/mcpsession.h"

class QAbstractButton;
class QCheckBox;
class QHBoxLayout;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QSplitter;
class QStackedWidget;
class QToolBar;
class QTreeView;
class AuthStepModel;

namespace Mcp {
class OAuthClient;
} // namespace Mcp

/*!
 * The "Authorization" bottom tab: one server's OAuth client at work. A bar with its status (coloured and in
 * words), the access token's remaining lifetime counting down, Sign In, Sign Out, Refresh Token, Clear Steps,
 * "Reveal secrets", Copy and Export; the steps of the flows (discovery, registration, authorization, tokens) as a
 * table; and the selected step's request and response in full below. Tokens, codes, verifiers and secrets are
 * shown cut ("eyJh…") unless "Reveal secrets" is on, in the table, the detail and what is copied or exported.
 * The table follows new steps while its last row is selected. When no browser could open the sign-in page, the
 * status says so and the page's link is shown in full, to select or copy.
 */
class AuthDebuggerView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AuthDebuggerView)
public:
    enum Column
    {
        TimeColumn,
        StepColumn,
        MethodColumn,
        UrlColumn,
        StatusColumn,
        DurationColumn,
        OutcomeColumn,
        ColumnCount
    };
    enum Role
    {
        KindRole = Qt::UserRole + 1 // AuthStep::kindToString() of the row: "token", "registration"…
    };

    explicit AuthDebuggerView(QWidget *parent = nullptr);
    ~AuthDebuggerView() override;

    /*! Shows \a session's OAuth client (not owned; null, or a session without one: a placeholder says why). */
    void setSession(Mcp::McpSession *session);
    Mcp::McpSession *session() const { return m_session; }
    /*! The OAuth client shown, or null. */
    Mcp::OAuthClient *client() const;

    /*! Shows secrets in full (the "Reveal secrets" box). Off by default. */
    void setRevealSecrets(bool reveal);
    bool revealSecrets() const;

    /*! Every step as a JSON array of AuthStep::toJson() (redacted unless revealSecrets()), for Copy and Export. */
    QByteArray stepsJson() const;
    /*! Writes stepsJson() to \a path; false when it cannot. */
    bool exportTo(const QString &path);

    QTreeView *stepsView() const { return m_view; }
    /*! The selected step as shown below the table. */
    QString detailText() const;
    /*! The client's status line as shown ("signed in (mcp:tools) until 14:05"). */
    QString statusText() const;
    /*! "token expires in 04:59", "token expired", "token without an expiry", or empty without a token. */
    QString expiryText() const;
    /*! True while the 1 s countdown runs (a token with an expiry is shown, and the view is visible). */
    bool isCountingDown() const { return m_tick.isActive(); }
    /*! What Open in Browser calls: QDesktopServices::openUrl() unless replaced; false when no browser opened. */
    void setBrowserOpener(std::function<bool(const QUrl &)> opener) { m_openBrowser = std::move(opener); }

protected:
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    QHBoxLayout *createStatusRow(QWidget *page);
    QHBoxLayout *createLinkRow(QWidget *page);
    QToolBar *createToolBar(QWidget *page);
    QSplitter *createStepSplitter(QWidget *page);
    void connectButtons();
    void setClient(Mcp::OAuthClient *client);
    void onStepsChanged();
    void updateStatus();
    void updateExpiry();
    void updateTimer();
    void updateButtons();
    void updateDetail();
    void copySteps();
    void exportWithDialog();

    QPointer<Mcp::McpSession> m_session;
    QPointer<Mcp::OAuthClient> m_client;
    AuthStepModel *m_model = nullptr;
    QStackedWidget *m_stack = nullptr;
    QLabel *m_placeholder = nullptr;
    QLabel *m_status = nullptr;
    QLabel *m_expiry = nullptr;
    QAbstractButton *m_signIn = nullptr;
    QAbstractButton *m_signOut = nullptr;
    QAbstractButton *m_refresh = nullptr;
    QAbstractButton *m_clear = nullptr;
    QCheckBox *m_reveal = nullptr;
    QAbstractButton *m_copy = nullptr;
    QAbstractButton *m_copyLink = nullptr;
    QAbstractButton *m_openLink = nullptr;
    QLineEdit *m_link = nullptr; // the sign-in link in full, when no browser opened it
    std::function<bool(const QUrl &)> m_openBrowser;
    QAbstractButton *m_export = nullptr;
    QTreeView *m_view = nullptr;
    QPlainTextEdit *m_detail = nullptr;
    QTimer m_tick;
};
