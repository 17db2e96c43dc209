// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QDialog>
#include <QJsonObject>
#include <QPointer>

#include "operations/operation.h"
#include "protocol/jsonrpcconnection.h"

class ElicitationForm;
class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QTextBrowser;
class QVBoxLayout;
class QFormLayout;

namespace Mcp {
class McpSession;
}

/*!
 * Answers one prompt of a server: an elicitation form, a URL-mode elicitation (the URL is shown with its domain
 * emphasised and opened only on an explicit click), a sampling request (the person writes the model's reply),
 * or any other request (answered with JSON by hand). Modeless; deletes itself when closed. Closing without an
 * answer leaves the prompt pending in the inbox. While it is shown the request's timeout is paused.
 */
class PromptDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PromptDialog)
public:
    enum class Kind
    {
        Form,
        Url,
        Sampling,
        Other
    };
    Q_ENUM(Kind)

    PromptDialog(Mcp::IncomingRequest *request, Mcp::Operation *op, QWidget *parent = nullptr);
    ~PromptDialog() override;

    Mcp::IncomingRequest *request() const { return m_request; }
    Mcp::Operation *operation() const { return m_op; }
    Kind kind() const { return m_kind; }
    /*! The form of a form-mode elicitation, else null. */
    ElicitationForm *form() const { return m_form; }
    /*! The hint line under the answer (what blocks an answer, or what happens next). */
    QString hintText() const;
    /*! True while an answer can still be given here. */
    bool canAnswer() const;

protected:
    void showEvent(QShowEvent *event) override;

private:
    void createHeader(QVBoxLayout *layout);
    QWidget *createButtonRow();
    void addFormButtons();
    void addUrlButtons();
    void addSamplingButtons();
    void addOtherButtons();
    void connectRequest();
    void addDefaultButtonShortcuts();
    QWidget *buildFormPage();
    QWidget *buildUrlPage();
    QWidget *buildSamplingPage();
    QTextBrowser *createConversation(QWidget *page);
    QFormLayout *createSamplingDetails(QWidget *page);
    QWidget *buildOtherPage();
    QPushButton *addButton(const QString &text, const QString &objectName);
    void respondAction(const QString &action);
    void acceptForm();
    void openUrl();
    void sendSampling();
    void sendOther();
    void onElicitationCompleted(const QString &elicitationId);
    void updateWidgets();
    void updateStatusLine();
    QString answerHint() const;
    QString closedHint() const;

    QPointer<Mcp::IncomingRequest> m_request;
    QPointer<Mcp::Operation> m_op;
    QPointer<Mcp::McpSession> m_session;
    Kind m_kind = Kind::Other;
    QJsonObject m_params;
    bool m_answeredHere = false;
    bool m_triedAccept = false;
    bool m_pausedTimeout = false;
    bool m_urlCompleted = false;
    QString m_urlAction;
    QString m_closedStatus;

    QLabel *m_timeoutLabel = nullptr;
    QLabel *m_statusLabel = nullptr;
    QLabel *m_hint = nullptr;
    QWidget *m_page = nullptr;
    ElicitationForm *m_form = nullptr;
    QPlainTextEdit *m_reply = nullptr;
    QLineEdit *m_model = nullptr;
    QComboBox *m_stopReason = nullptr;
    QPlainTextEdit *m_otherResult = nullptr;
    QList<QPushButton *> m_answerButtons;
    QPushButton *m_openButton = nullptr;
    QPushButton *m_closeButton = nullptr;
    QWidget *m_buttonRow = nullptr;
};
