// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "promptdialog.h"

#include <QComboBox>
#include <QDesktopServices>
#include <QFontDatabase>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QShortcut>
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>

#include "conversationhtml.h"
#include "elicitationform.h"
#include "models/format.h"
#include "protocol/contentblock.h"
#include "protocol/elicitation.h"
#include "session/mcpsession.h"
#include "theme.h"

using namespace Mcp;

namespace {
QString esc(const QString &text)
{
    return text.toHtmlEscaped();
}

QString pretty(const QJsonValue &value)
{
    if (value.isObject())
        return QString::fromUtf8(QJsonDocument(value.toObject()).toJson(QJsonDocument::Indented)).trimmed();
    if (value.isArray())
        return QString::fromUtf8(QJsonDocument(value.toArray()).toJson(QJsonDocument::Indented)).trimmed();
    return value.toVariant().toString();
}

// A sampling request's model preferences: its hints and priorities, or "none".
QString modelPreferencesText(const QJsonObject &params)
{
    const QJsonObject prefs = params.value(QStringLiteral("modelPreferences")).toObject();
    QStringList prefParts;
    QStringList hints;
    const QJsonArray hintValues = prefs.value(QStringLiteral("hints")).toArray();
    for (const QJsonValue &hint : hintValues)
        hints << hint.toObject().value(QStringLiteral("name")).toString();
    if (!hints.isEmpty())
        prefParts << PromptDialog::tr("hints: %1").arg(hints.join(QStringLiteral(", ")));
    for (const auto &[key, word] : {std::pair {"costPriority", "cost"}, std::pair {"speedPriority", "speed"},
             std::pair {"intelligencePriority", "intelligence"}}) {
        if (prefs.contains(QLatin1String(key)))
            prefParts << PromptDialog::tr("%1 %2").arg(
                QLatin1String(word), Format::number(prefs.value(QLatin1String(key)).toDouble()));
    }
    return prefParts.isEmpty() ? PromptDialog::tr("none") : prefParts.join(QStringLiteral(" · "));
}

// A sampling request's limits: tokens, temperature, stop sequences and context.
QString limitsText(const QJsonObject &params)
{
    QStringList limits;
    limits << PromptDialog::tr("max %1 tokens").arg(params.value(QStringLiteral("maxTokens")).toInt());
    if (params.contains(QStringLiteral("temperature")))
        limits << PromptDialog::tr("temperature %1")
                      .arg(Format::number(params.value(QStringLiteral("temperature")).toDouble()));
    QStringList stops;
    const QJsonArray sList = params.value(QStringLiteral("stopSequences")).toArray();
    for (const QJsonValue &s : sList)
        stops << QLatin1Char('"') + s.toString() + QLatin1Char('"');
    if (!stops.isEmpty())
        limits << PromptDialog::tr("stop at %1").arg(stops.join(QStringLiteral(", ")));
    if (params.contains(QStringLiteral("includeContext")))
        limits << PromptDialog::tr("context: %1").arg(params.value(QStringLiteral("includeContext")).toString());
    return limits.join(QStringLiteral(" · "));
}

McpSession *sessionOf(QObject *object)
{
    for (QObject *o = object; o; o = o->parent()) {
        if (auto *session = qobject_cast<McpSession *>(o))
            return session;
    }
    return nullptr;
}
} // namespace

PromptDialog::PromptDialog(IncomingRequest *request, Operation *op, QWidget *parent)
    : QDialog(parent)
    , m_request(request)
    , m_op(op)
    , m_session(sessionOf(request))
{
    setAttribute(Qt::WA_DeleteOnClose);
    setModal(false);
    m_params = request ? request->params() : QJsonObject();
    const QString method = request ? request->method() : QString();
    if (method == QLatin1String("elicitation/create"))
        m_kind = Elicitation::mode(m_params) == QLatin1String("url") ? Kind::Url : Kind::Form;
    else if (method == QLatin1String("sampling/createMessage"))
        m_kind = Kind::Sampling;

    auto *layout = new QVBoxLayout(this);
    createHeader(layout);
    switch (m_kind) {
    case Kind::Form:
        m_page = buildFormPage();
        break;
    case Kind::Url:
        m_page = buildUrlPage();
        break;
    case Kind::Sampling:
        m_page = buildSamplingPage();
        break;
    case Kind::Other:
        m_page = buildOtherPage();
        break;
    }
    layout->addWidget(m_page, 1);
    m_statusLabel = new QLabel(this);
    m_statusLabel->setObjectName(QStringLiteral("statusLabel"));
    m_statusLabel->setWordWrap(true);
    m_statusLabel->setStyleSheet(Theme::errorStyle(palette(), true));
    m_statusLabel->hide();
    layout->addWidget(m_statusLabel);
    m_hint = new QLabel(this);
    m_hint->setObjectName(QStringLiteral("hintLabel"));
    m_hint->setWordWrap(true);
    m_hint->setTextFormat(Qt::PlainText);
    layout->addWidget(m_hint);

    layout->addWidget(createButtonRow());
    if (request)
        connectRequest();
    addDefaultButtonShortcuts();
    // The person is here to write the reply: the cursor starts there, not in the transcript above it.
    if (m_reply)
        m_reply->setFocus(Qt::OtherFocusReason);
    resize(580, m_kind == Kind::Sampling ? 660 : m_kind == Kind::Url ? 360 : 560);
    updateWidgets();
}

// The window's title, and the lines over the page: who asks, what, and that the timeout is paused.
void PromptDialog::createHeader(QVBoxLayout *layout)
{
    QString server = m_op ? m_op->serverName() : QString();
    if (server.isEmpty() && m_session)
        server = m_session->config().name;
    if (server.isEmpty())
        server = tr("The server");
    setWindowTitle(tr("%1 asks").arg(server));

    // Who asks, and for which operation: a person must know which server wants something (elicitation spec).
    // The operation by the names its row shows: the tool (or "joined …") and the server's handle.
    QString who = tr("<b>%1</b> asks").arg(esc(server));
    if (m_op && m_op->handleText().isEmpty())
        who = tr("<b>%1</b> asks, for <b>%2</b>").arg(esc(server), esc(m_op->displayName()));
    else if (m_op)
        who = tr("<b>%1</b> asks, for <b>%2</b> (handle %3)")
                  .arg(esc(server), esc(m_op->displayName()), esc(m_op->handleText()));
    auto *header = new QLabel(who, this);
    header->setWordWrap(true);
    layout->addWidget(header);
    const QString message = m_params.value(QStringLiteral("message")).toString();
    if (!message.isEmpty()) {
        auto *messageLabel = new QLabel(message, this);
        messageLabel->setObjectName(QStringLiteral("messageLabel"));
        messageLabel->setTextFormat(Qt::PlainText);
        messageLabel->setWordWrap(true);
        messageLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
        QFont font = messageLabel->font();
        font.setPointSizeF(font.pointSizeF() * 1.15);
        messageLabel->setFont(font);
        layout->addWidget(messageLabel);
    }
    m_timeoutLabel = new QLabel(tr("Timeout paused while you answer"), this);
    m_timeoutLabel->setObjectName(QStringLiteral("timeoutLabel"));
    m_timeoutLabel->setForegroundRole(QPalette::PlaceholderText);
    m_timeoutLabel->hide();
    layout->addWidget(m_timeoutLabel);
}

// The answers of this kind of prompt, then "Answer later" (or Close, once it can no longer be answered).
QWidget *PromptDialog::createButtonRow()
{
    m_buttonRow = new QWidget(this);
    auto *buttons = new QHBoxLayout(m_buttonRow);
    buttons->setContentsMargins(0, 0, 0, 0);
    switch (m_kind) {
    case Kind::Form:
        addFormButtons();
        break;
    case Kind::Url:
        addUrlButtons();
        break;
    case Kind::Sampling:
        addSamplingButtons();
        break;
    case Kind::Other:
        addOtherButtons();
        break;
    }
    buttons->addStretch(1);
    m_closeButton = new QPushButton(tr("Answer later"), m_buttonRow);
    m_closeButton->setObjectName(QStringLiteral("closeButton"));
    m_closeButton->setAutoDefault(false);
    m_closeButton->setToolTip(tr("Close this window; the prompt stays in the inbox"));
    buttons->addWidget(m_closeButton);
    connect(m_closeButton, &QPushButton::clicked, this, &QDialog::close);

    return m_buttonRow;
}

void PromptDialog::addFormButtons()
{
    QPushButton *accept = addButton(tr("Accept"), QStringLiteral("acceptButton"));
    accept->setDefault(true);
    connect(accept, &QPushButton::clicked, this, &PromptDialog::acceptForm);
    connect(addButton(tr("Decline"), QStringLiteral("declineButton")), &QPushButton::clicked, this,
        [this] { respondAction(QStringLiteral("decline")); });
    connect(addButton(tr("Cancel"), QStringLiteral("cancelButton")), &QPushButton::clicked, this,
        [this] { respondAction(QStringLiteral("cancel")); });
}

void PromptDialog::addUrlButtons()
{
    m_openButton = new QPushButton(tr("Open in browser"), m_buttonRow);
    m_openButton->setObjectName(QStringLiteral("openButton"));
    m_openButton->setAutoDefault(false);
    m_buttonRow->layout()->addWidget(m_openButton);
    connect(m_openButton, &QPushButton::clicked, this, &PromptDialog::openUrl);
    connect(addButton(tr("Accept"), QStringLiteral("acceptButton")), &QPushButton::clicked, this,
        [this] { respondAction(QStringLiteral("accept")); });
    connect(addButton(tr("Decline"), QStringLiteral("declineButton")), &QPushButton::clicked, this,
        [this] { respondAction(QStringLiteral("decline")); });
    connect(addButton(tr("Cancel"), QStringLiteral("cancelButton")), &QPushButton::clicked, this,
        [this] { respondAction(QStringLiteral("cancel")); });
    if (m_session)
        connect(m_session, &McpSession::elicitationCompleted, this, &PromptDialog::onElicitationCompleted);
}

void PromptDialog::addSamplingButtons()
{
    QPushButton *send = addButton(tr("Send reply"), QStringLiteral("sendButton"));
    send->setDefault(true);
    send->setToolTip(tr("Send the reply (Ctrl+Return)"));
    connect(send, &QPushButton::clicked, this, &PromptDialog::sendSampling);
    connect(addButton(tr("Decline"), QStringLiteral("declineButton")), &QPushButton::clicked, this, [this] {
        if (m_request && m_request->isOpen()) {
            m_answeredHere = true;
            m_request->respondError(ErrorCode::UserRejected, QStringLiteral("User rejected"));
        }
    });
}

void PromptDialog::addOtherButtons()
{
    connect(addButton(tr("Send result"), QStringLiteral("sendButton")), &QPushButton::clicked, this,
        &PromptDialog::sendOther);
    connect(
        addButton(tr("Reply \"not supported\""), QStringLiteral("declineButton")), &QPushButton::clicked, this, [this] {
            if (m_request && m_request->isOpen()) {
                m_answeredHere = true;
                m_request->respondError(ErrorCode::MethodNotFound, QStringLiteral("Not supported by this client"));
            }
        });
}

void PromptDialog::connectRequest()
{
    IncomingRequest *request = m_request.data();
    connect(request, &IncomingRequest::answered, this, [this] {
        // Answered here: done, except a URL elicitation, which goes on waiting for the server's "complete".
        if (m_answeredHere && m_kind != Kind::Url) {
            close();
            return;
        }
        updateWidgets();
    });
    connect(request, &IncomingRequest::cancelled, this, &PromptDialog::updateWidgets);
    connect(request, &QObject::destroyed, this, &PromptDialog::updateWidgets, Qt::QueuedConnection);
}

void PromptDialog::addDefaultButtonShortcuts()
{
    // Return belongs to the multi-line editors (a new line): Ctrl+Return presses the default button from anywhere.
    for (const QKeySequence &keys : {QKeySequence(Qt::CTRL | Qt::Key_Return), QKeySequence(Qt::CTRL | Qt::Key_Enter)}) {
        auto *shortcut = new QShortcut(keys, this);
        connect(shortcut, &QShortcut::activated, this, [this] {
            for (QPushButton *button : std::as_const(m_answerButtons)) {
                if (button->isDefault() && button->isEnabled())
                    button->click();
            }
        });
    }
}

PromptDialog::~PromptDialog() = default;

QPushButton *PromptDialog::addButton(const QString &text, const QString &objectName)
{
    auto *button = new QPushButton(text, m_buttonRow);
    button->setObjectName(objectName);
    button->setAutoDefault(false);
    m_buttonRow->layout()->addWidget(button);
    m_answerButtons << button;
    return button;
}

QWidget *PromptDialog::buildFormPage()
{
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    m_form = new ElicitationForm(m_params.value(QStringLiteral("requestedSchema")).toObject());
    scroll->setWidget(m_form);
    connect(m_form, &ElicitationForm::contentChanged, this, &PromptDialog::updateWidgets);
    return scroll;
}

QWidget *PromptDialog::buildUrlPage()
{
    auto *page = new QWidget(this);
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);
    const QString text = m_params.value(QStringLiteral("url")).toString();
    const QUrl url(text, QUrl::StrictMode);
    const QString host = url.host();
    const QString aceHost = QString::fromLatin1(QUrl::toAce(host));

    auto *domain = new QLabel(page);
    domain->setObjectName(QStringLiteral("domainLabel"));
    domain->setTextFormat(Qt::RichText);
    domain->setWordWrap(true);
    domain->setText(tr("The server wants you to open a page on <b style=\"font-size:large\">%1</b>")
                        .arg(esc(aceHost.isEmpty() ? tr("(no domain)") : aceHost)));
    layout->addWidget(domain);

    // The whole URL, wrapped anywhere, with the domain in bold: the part that says where it really goes.
    auto *full = new QTextBrowser(page);
    full->setObjectName(QStringLiteral("urlView"));
    full->setOpenLinks(false);
    full->setOpenExternalLinks(false);
    full->setWordWrapMode(QTextOption::WrapAnywhere);
    full->setMaximumHeight(90);
    QString html;
    if (url.isValid() && !host.isEmpty()) {
        QString before = url.scheme() + QStringLiteral("://");
        if (!url.userInfo().isEmpty())
            before += url.userInfo(QUrl::FullyEncoded) + QLatin1Char('@');
        QString after;
        if (url.port() != -1)
            after += QLatin1Char(':') + QString::number(url.port());
        after += url.toString(QUrl::RemoveScheme | QUrl::RemoveAuthority | QUrl::FullyEncoded);
        html = QStringLiteral("<span style=\"font-family:monospace\">") + esc(before)
            + QStringLiteral("<b style=\"background:#fff59d;color:black\">") + esc(aceHost) + QStringLiteral("</b>")
            + esc(after) + QStringLiteral("</span>");
    } else {
        html = QStringLiteral("<span style=\"font-family:monospace\">") + esc(text) + QStringLiteral("</span>");
    }
    full->setHtml(html);
    layout->addWidget(full);

    QStringList warnings;
    if (!url.isValid() || host.isEmpty())
        warnings << tr("This is not a valid web address.");
    else if (url.scheme() != QLatin1String("https"))
        warnings << tr("The page is not served over HTTPS.");
    if (!url.userInfo().isEmpty())
        warnings << tr("The address contains a user name before the domain; the page is on %1.").arg(aceHost);
    if (aceHost != host)
        warnings << tr("The domain uses international characters (%1); it is shown here as %2.").arg(host, aceHost);
    if (m_session && m_session->config().url.isValid() && !m_session->config().url.host().isEmpty()
        && m_session->config().url.host() != host) {
        warnings << tr("The page is not on the server's own domain (%1).").arg(m_session->config().url.host());
    }
    if (!warnings.isEmpty()) {
        auto *warning = new QLabel(warnings.join(QLatin1Char('\n')), page);
        warning->setObjectName(QStringLiteral("urlWarning"));
        warning->setWordWrap(true);
        warning->setStyleSheet(Theme::warningStyle(palette()));
        layout->addWidget(warning);
    }
    auto *explain = new QLabel(tr("Nothing is opened unless you press \"Open in browser\". Accept tells the server "
                                  "you agree to continue on that page; the interaction itself happens there."),
        page);
    explain->setWordWrap(true);
    layout->addWidget(explain);
    layout->addStretch(1);
    return page;
}

QWidget *PromptDialog::buildSamplingPage()
{
    auto *page = new QWidget(this);
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *intro = new QLabel(tr("The server asks for an LLM completion. You answer in the model's place."), page);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    layout->addWidget(createConversation(page), 2);
    layout->addLayout(createSamplingDetails(page));
    m_reply = new QPlainTextEdit(page);
    m_reply->setObjectName(QStringLiteral("replyEdit"));
    m_reply->setPlaceholderText(tr("The assistant's reply"));
    m_reply->setTabChangesFocus(true); // Tab moves on to the model name, as in every other field
    layout->addWidget(m_reply, 1);
    auto *replyForm = new QFormLayout;
    m_model = new QLineEdit(QStringLiteral("human"), page);
    m_model->setObjectName(QStringLiteral("modelEdit"));
    replyForm->addRow(tr("Model name:"), m_model);
    m_stopReason = new QComboBox(page);
    m_stopReason->setObjectName(QStringLiteral("stopReasonCombo"));
    m_stopReason->addItems(Sampling::stopReasons());
    replyForm->addRow(tr("Stop reason:"), m_stopReason);
    layout->addLayout(replyForm);
    connect(m_reply, &QPlainTextEdit::textChanged, this, &PromptDialog::updateWidgets);
    connect(m_model, &QLineEdit::textChanged, this, &PromptDialog::updateWidgets);
    return page;
}

// The messages so far, the latest at the bottom, images shown.
QTextBrowser *PromptDialog::createConversation(QWidget *page)
{
    auto *conversation = new QTextBrowser(page);
    conversation->setObjectName(QStringLiteral("conversationView"));
    conversation->setOpenLinks(false);
    ConversationHtml html(conversation->document(), palette());
    const QJsonArray vs = m_params.value(QStringLiteral("messages")).toArray();
    for (const QJsonValue &v : vs) {
        const QJsonObject message = v.toObject();
        html.addMessage(message.value(QStringLiteral("role")).toString(),
            ContentList::fromJson(message.value(QStringLiteral("content"))).blocks);
    }
    conversation->setHtml(html.html());
    conversation->moveCursor(QTextCursor::End); // the latest message is the one to answer
    return conversation;
}

// What the server asks of the model: the system prompt, model preferences, limits and the tools offered.
QFormLayout *PromptDialog::createSamplingDetails(QWidget *page)
{
    auto *details = new QFormLayout;
    const QString system = m_params.value(QStringLiteral("systemPrompt")).toString();
    if (!system.isEmpty()) {
        auto *systemLabel = new QLabel(system, page);
        systemLabel->setObjectName(QStringLiteral("systemPromptLabel"));
        systemLabel->setTextFormat(Qt::PlainText);
        systemLabel->setWordWrap(true);
        systemLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
        details->addRow(tr("System prompt:"), systemLabel);
    }
    auto *prefsLabel = new QLabel(modelPreferencesText(m_params), page);
    prefsLabel->setObjectName(QStringLiteral("modelPreferencesLabel"));
    prefsLabel->setWordWrap(true);
    details->addRow(tr("Model preferences:"), prefsLabel);
    auto *limitsLabel = new QLabel(limitsText(m_params), page);
    limitsLabel->setObjectName(QStringLiteral("limitsLabel"));
    limitsLabel->setWordWrap(true);
    details->addRow(tr("Limits:"), limitsLabel);
    QStringList tools;
    const QJsonArray toolValues = m_params.value(QStringLiteral("tools")).toArray();
    for (const QJsonValue &tool : toolValues)
        tools << tool.toObject().value(QStringLiteral("name")).toString();
    if (!tools.isEmpty())
        details->addRow(tr("Tools offered:"), new QLabel(tools.join(QStringLiteral(", ")), page));
    return details;
}

QWidget *PromptDialog::buildOtherPage()
{
    auto *page = new QWidget(this);
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *what = new QLabel(tr("The server sent a request this client does not answer by itself: <b>%1</b>")
                                .arg(esc(m_request ? m_request->method() : QString())),
        page);
    what->setWordWrap(true);
    layout->addWidget(what);
    auto *params = new QPlainTextEdit(pretty(m_params), page);
    params->setReadOnly(true);
    params->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    layout->addWidget(params, 1);
    layout->addWidget(new QLabel(tr("Result to send (a JSON object):"), page));
    m_otherResult = new QPlainTextEdit(QStringLiteral("{}"), page);
    m_otherResult->setObjectName(QStringLiteral("resultEdit"));
    m_otherResult->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    layout->addWidget(m_otherResult, 1);
    connect(m_otherResult, &QPlainTextEdit::textChanged, this, &PromptDialog::updateWidgets);
    return page;
}

void PromptDialog::showEvent(QShowEvent *event)
{
    QDialog::showEvent(event);
    // A person is looking at it now: the server's request must not time out under them.
    if (!m_pausedTimeout && m_request && m_request->isOpen()) {
        m_request->beginPersonAnswering();
        m_pausedTimeout = true;
    }
    updateWidgets();
}

QString PromptDialog::hintText() const
{
    return m_hint->text();
}

bool PromptDialog::canAnswer() const
{
    return m_request && m_request->isOpen();
}

void PromptDialog::respondAction(const QString &action)
{
    if (!canAnswer())
        return;
    m_answeredHere = true;
    m_urlAction = action;
    m_request->respond(Elicitation::actionResult(action));
    if (m_kind == Kind::Url && action != QLatin1String("accept"))
        close();
}

void PromptDialog::acceptForm()
{
    if (!canAnswer() || !m_form)
        return;
    if (!m_form->problems().isEmpty()) {
        m_triedAccept = true;
        m_form->revealProblems();
        updateWidgets();
        return;
    }
    m_answeredHere = true;
    m_request->respond(Elicitation::acceptResult(m_form->content()));
}

void PromptDialog::openUrl()
{
    const QUrl url(m_params.value(QStringLiteral("url")).toString(), QUrl::StrictMode);
    if (url.isValid())
        QDesktopServices::openUrl(url);
}

void PromptDialog::sendSampling()
{
    if (!canAnswer())
        return;
    const QString text = m_reply->toPlainText();
    if (text.trimmed().isEmpty() || m_model->text().trimmed().isEmpty()) {
        m_triedAccept = true;
        updateWidgets();
        return;
    }
    m_answeredHere = true;
    m_request->respond(Sampling::textResult(text, m_model->text().trimmed(), m_stopReason->currentText()));
}

void PromptDialog::sendOther()
{
    if (!canAnswer())
        return;
    const QJsonDocument doc = QJsonDocument::fromJson(m_otherResult->toPlainText().toUtf8());
    if (!doc.isObject()) {
        m_triedAccept = true;
        updateWidgets();
        return;
    }
    m_answeredHere = true;
    m_request->respond(doc.object());
}

void PromptDialog::onElicitationCompleted(const QString &elicitationId)
{
    if (elicitationId.isEmpty() || elicitationId != m_params.value(QStringLiteral("elicitationId")).toString())
        return;
    m_urlCompleted = true;
    updateWidgets();
}

void PromptDialog::updateWidgets()
{
    const bool open = canAnswer();
    for (QPushButton *button : std::as_const(m_answerButtons))
        button->setEnabled(open);
    if (m_form)
        m_form->setEnabled(open);
    if (m_reply) {
        m_reply->setReadOnly(!open);
        m_model->setEnabled(open);
        m_stopReason->setEnabled(open);
    }
    if (m_otherResult)
        m_otherResult->setReadOnly(!open);
    if (m_timeoutLabel->isVisibleTo(this) != (open && m_pausedTimeout)) {
        m_timeoutLabel->setVisible(open && m_pausedTimeout);
        // Lay out at once: a label appearing must push the form down, not draw over the header until later.
        layout()->activate();
    }

    updateStatusLine();
    m_closeButton->setText(open ? tr("Answer later") : tr("Close"));

    m_hint->setText(open ? answerHint() : closedHint());
    if (m_openButton) // the page can still be opened after accepting, until the server confirms
        m_openButton->setEnabled(
            (open || (m_answeredHere && m_urlAction == QLatin1String("accept"))) && !m_urlCompleted);
}

// What happened to the request, when it is no longer ours to answer. Requests from the wire are deleted soon after
// they are answered or cancelled, so what happened is remembered when it happens.
void PromptDialog::updateStatusLine()
{
    if (m_request && m_request->isCancelled() && m_closedStatus.isEmpty()) {
        const QString reason = m_request->cancelReason();
        m_closedStatus = reason.isEmpty()
            ? tr("The server withdrew this request; it can no longer be answered.")
            : tr("The server withdrew this request (%1); it can no longer be answered.").arg(reason);
    } else if (m_request && m_request->isAnswered() && !m_answeredHere && m_closedStatus.isEmpty()) {
        m_closedStatus = tr("This request was answered elsewhere.");
    }
    QString status = m_closedStatus;
    if (!m_request && status.isEmpty() && !m_answeredHere)
        status = tr("This request is gone; it can no longer be answered.");
    m_statusLabel->setText(status);
    m_statusLabel->setVisible(!status.isEmpty());
}

// What an answer takes, or what blocks it.
QString PromptDialog::answerHint() const
{
    switch (m_kind) {
    case Kind::Form: {
        const QStringList problems = m_form->problems();
        if (m_triedAccept && !problems.isEmpty())
            return tr("Fix these before accepting: %1").arg(problems.join(QStringLiteral("; ")));
        if (!problems.isEmpty())
            return tr("%n field(s) still need attention.", nullptr, int(problems.size()));
        return tr("Accept sends the form; Decline refuses; Cancel dismisses without a choice.");
    }
    case Kind::Url:
        return tr("Check the domain before you open the page.");
    case Kind::Sampling:
        if (m_reply->toPlainText().trimmed().isEmpty())
            return m_triedAccept ? tr("Write the reply before sending.") : tr("Write the reply, then send it.");
        if (m_model->text().trimmed().isEmpty())
            return tr("Name the model (\"human\" is fine).");
        return tr("Send reply answers as model \"%1\"; Decline tells the server you rejected the request.")
            .arg(m_model->text().trimmed());
    case Kind::Other:
        return m_triedAccept && !QJsonDocument::fromJson(m_otherResult->toPlainText().toUtf8()).isObject()
            ? tr("The result must be a JSON object.")
            : tr("Send result answers with the JSON above.");
    }
    return QString();
}

// After an answer: a URL elicitation accepted here waits for the server's "complete".
QString PromptDialog::closedHint() const
{
    if (m_kind != Kind::Url || !m_answeredHere || m_urlAction != QLatin1String("accept"))
        return QString();
    if (m_urlCompleted)
        return tr("The server reports that the interaction is complete.");
    if (m_params.value(QStringLiteral("elicitationId")).toString().isEmpty())
        return tr("Accepted. Complete the steps on the page; the server goes on when it is done.");
    return tr("Accepted. Complete the steps on the page; waiting for the server to confirm…");
}
