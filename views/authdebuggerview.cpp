// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "authdebuggerview.h"

#include <QAbstractTableModel>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QDesktopServices>
#include <QFileDialog>
#include <QFontDatabase>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSaveFile>
#include <QScrollBar>
#include <QSplitter>
#include <QStackedWidget>
#include <QToolBar>
#include <QTreeView>
#include <QVBoxLayout>

#include "auth/credentialstore.h" // complete, for QPointer<CredentialStore> in oauthclient.h
#include "auth/oauthclient.h"
#include "livetable.h"
#include "models/format.h"
#include "theme.h"

using namespace Mcp;

namespace {

// Bodies larger than this are shown cut: a text edit with megabytes of JSON stalls the UI (the client keeps at most
// OAuthClient::MaxBodyBytes of each anyway).
constexpr int MaxBodyChars = 200000;

const QList<AuthStep> &noSteps()
{
    static const QList<AuthStep> none;
    return none;
}

// name=value pairs (a form body, a URL query) one to a line, decoded: "code_verifier=gL3Y…" reads better than
// "code_verifier=gL3Y%E2%80%A6&resource=…".
QString pairLines(const QByteArray &encoded)
{
    QStringList lines;
    for (QByteArray pair : encoded.split('&')) {
        pair.replace('+', ' ');
        const int equals = pair.indexOf('=');
        lines << (equals < 0 ? QUrl::fromPercentEncoding(pair)
                             : QUrl::fromPercentEncoding(pair.left(equals)) + QStringLiteral(" = ")
                    + QUrl::fromPercentEncoding(pair.mid(equals + 1)));
    }
    return lines.join(QLatin1Char('\n'));
}

QByteArray headerValue(const QList<QPair<QByteArray, QByteArray>> &headers, const QByteArray &name)
{
    for (const auto &[key, value] : headers) {
        if (key.compare(name, Qt::CaseInsensitive) == 0)
            return value;
    }
    return {};
}

// A body as a person reads it: JSON indented, a form one field to a line, anything else as it came (HTML, text).
QString bodyText(const QByteArray &body, const QByteArray &contentType)
{
    const QJsonDocument json = QJsonDocument::fromJson(body);
    QString text;
    if (!json.isNull())
        text = QString::fromUtf8(json.toJson(QJsonDocument::Indented));
    else if (contentType.startsWith("application/x-www-form-urlencoded"))
        text = pairLines(body);
    else
        text = QString::fromUtf8(body);
    if (text.size() > MaxBodyChars)
        text = text.left(MaxBodyChars) + QLatin1Char('\n')
            + AuthDebuggerView::tr("[… cut at %1 characters]").arg(MaxBodyChars);
    return text.trimmed();
}

QString headerLines(const QList<QPair<QByteArray, QByteArray>> &headers)
{
    QStringList lines;
    for (const auto &[name, value] : headers)
        lines << QString::fromLatin1(name) + QStringLiteral(": ") + QString::fromUtf8(value);
    return lines.join(QLatin1Char('\n'));
}

} // namespace

/*!
 * The client's steps as table rows. It reads the client's list live and is told of changes by sync(): new steps
 * are inserted rows (so that the selection stays), a list that lost its oldest entries (OAuthClient::MaxSteps) or
 * was cleared resets the table.
 */
class AuthStepModel final : public QAbstractTableModel
{
public:
    explicit AuthStepModel(QObject *parent)
        : QAbstractTableModel(parent)
    {
    }

    const QList<AuthStep> &steps() const { return m_client ? m_client->steps() : noSteps(); }
    const AuthStep *step(int row) const
    {
        const QList<AuthStep> &all = steps();
        return row >= 0 && row < m_count && row < all.size() ? &all.at(row) : nullptr;
    }

    void setClient(OAuthClient *client)
    {
        beginResetModel();
        m_client = client;
        m_count = int(steps().size());
        m_first = m_count ? steps().constFirst().startedAt : QDateTime();
        endResetModel();
    }

    void sync()
    {
        const QList<AuthStep> &all = steps();
        const int count = int(all.size());
        const QDateTime first = count ? all.constFirst().startedAt : QDateTime();
        if (count < m_count || (m_count > 0 && first != m_first)) {
            beginResetModel();
            m_count = count;
            m_first = first;
            endResetModel();
            return;
        }
        if (count > m_count) {
            beginInsertRows(QModelIndex(), m_count, count - 1);
            m_count = count;
            m_first = first;
            endInsertRows();
        }
        // Running steps end, and get their status and duration, in place.
        if (m_count > 0)
            emit dataChanged(index(0, 0), index(m_count - 1, AuthDebuggerView::ColumnCount - 1));
    }

    void setReveal(bool reveal)
    {
        m_reveal = reveal;
        if (m_count > 0)
            emit dataChanged(index(0, AuthDebuggerView::UrlColumn), index(m_count - 1, AuthDebuggerView::UrlColumn));
    }

    void setPalette(const QPalette &palette)
    {
        m_palette = palette;
        if (m_count > 0)
            emit dataChanged(index(0, 0), index(m_count - 1, AuthDebuggerView::ColumnCount - 1), {Qt::ForegroundRole});
    }

    int rowCount(const QModelIndex &parent = QModelIndex()) const override { return parent.isValid() ? 0 : m_count; }
    int columnCount(const QModelIndex &parent = QModelIndex()) const override
    {
        return parent.isValid() ? 0 : AuthDebuggerView::ColumnCount;
    }

    QVariant data(const QModelIndex &index, int role) const override
    {
        const AuthStep *s = step(index.row());
        if (!s || !index.isValid())
            return {};
        switch (role) {
        case Qt::DisplayRole:
            return display(*s, index.column());
        case Qt::ForegroundRole:
            // The word says it too (the Outcome column): the colour only helps the eye find it.
            if (s->outcome == AuthStep::Outcome::Failed)
                return Theme::error(m_palette);
            if (s->outcome == AuthStep::Outcome::Skipped)
                return m_palette.color(QPalette::PlaceholderText);
            if (s->outcome == AuthStep::Outcome::Ok && index.column() == AuthDebuggerView::OutcomeColumn)
                return Theme::success(m_palette);
            return {};
        case AuthDebuggerView::KindRole:
            return AuthStep::kindToString(s->kind);
        case Qt::ToolTipRole:
            return s->detail.isEmpty() ? s->title : s->title + QLatin1Char('\n') + s->detail;
        case Qt::TextAlignmentRole:
            if (index.column() == AuthDebuggerView::StatusColumn || index.column() == AuthDebuggerView::DurationColumn)
                return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
            return {};
        default:
            return {};
        }
    }

    QVariant headerData(int section, Qt::Orientation orientation, int role) const override
    {
        if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
            return {};
        switch (section) {
        case AuthDebuggerView::TimeColumn:
            return AuthDebuggerView::tr("Time");
        case AuthDebuggerView::StepColumn:
            return AuthDebuggerView::tr("Step");
        case AuthDebuggerView::MethodColumn:
            return AuthDebuggerView::tr("Method");
        case AuthDebuggerView::UrlColumn:
            return AuthDebuggerView::tr("URL");
        case AuthDebuggerView::StatusColumn:
            return AuthDebuggerView::tr("HTTP");
        case AuthDebuggerView::DurationColumn:
            return AuthDebuggerView::tr("ms");
        case AuthDebuggerView::OutcomeColumn:
            return AuthDebuggerView::tr("Outcome");
        default:
            return {};
        }
    }

private:
    QString display(const AuthStep &s, int column) const
    {
        switch (column) {
        case AuthDebuggerView::TimeColumn:
            return Format::clockTime(s.startedAt.toMSecsSinceEpoch(), true);
        case AuthDebuggerView::StepColumn:
            return s.title;
        case AuthDebuggerView::MethodColumn:
            return QString::fromLatin1(s.method);
        case AuthDebuggerView::UrlColumn:
            if (s.url.isEmpty())
                return {};
            return m_reveal ? s.url.toString() : QUrl::fromEncoded(AuthStep::redactText(s.url.toEncoded())).toString();
        case AuthDebuggerView::StatusColumn:
            return s.status ? QString::number(s.status) : QString();
        case AuthDebuggerView::DurationColumn:
            return s.durationMs >= 0 ? QString::number(s.durationMs) : QString();
        case AuthDebuggerView::OutcomeColumn:
            return AuthStep::outcomeToString(s.outcome);
        default:
            return {};
        }
    }

    QPointer<OAuthClient> m_client;
    int m_count = 0;
    QDateTime m_first; // of the first row: when it changes, the client dropped its oldest steps
    bool m_reveal = false;
    QPalette m_palette;
};

AuthDebuggerView::AuthDebuggerView(QWidget *parent)
    : QWidget(parent)
    , m_model(new AuthStepModel(this))
{
    setObjectName(QStringLiteral("authDebugger"));
    m_model->setPalette(palette());
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_stack = new QStackedWidget(this);
    layout->addWidget(m_stack);

    m_placeholder = new QLabel(m_stack);
    m_placeholder->setObjectName(QStringLiteral("authPlaceholder"));
    m_placeholder->setAlignment(Qt::AlignCenter);
    m_placeholder->setWordWrap(true);
    m_placeholder->setMargin(12);
    m_placeholder->setForegroundRole(QPalette::PlaceholderText);
    m_stack->addWidget(m_placeholder);

    auto *page = new QWidget(m_stack);
    auto *pageLayout = new QVBoxLayout(page);
    pageLayout->setContentsMargins(0, 0, 0, 0);
    pageLayout->setSpacing(2);
    pageLayout->addLayout(createStatusRow(page));
    pageLayout->addLayout(createLinkRow(page));
    pageLayout->addWidget(createToolBar(page));
    pageLayout->addWidget(createStepSplitter(page), 1);
    m_stack->addWidget(page);

    // The countdown ticks only while there is something to count and someone to see it.
    m_tick.setInterval(1000);
    connect(&m_tick, &QTimer::timeout, this, [this] {
        updateExpiry();
        updateTimer();
    });
    connectButtons();
    setSession(nullptr);
}

// The sign-in's state, the links to the page a browser did not open, and the token's expiry.
QHBoxLayout *AuthDebuggerView::createStatusRow(QWidget *page)
{
    auto *statusRow = new QHBoxLayout;
    statusRow->setContentsMargins(6, 4, 6, 0);
    m_status = new QLabel(page);
    m_status->setObjectName(QStringLiteral("authStatus"));
    m_status->setTextFormat(Qt::PlainText);
    m_status->setWordWrap(true); // a long error must not widen the window
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    statusRow->addWidget(m_status, 1);
    // While the sign-in waits for the browser: its address, for a browser that did not open (or another one).
    m_copyLink = new QPushButton(tr("Copy Sign-In Link"), page);
    m_copyLink->setObjectName(QStringLiteral("copySignInLink"));
    m_copyLink->setToolTip(tr("Copy the address of the sign-in page, to open it in a browser yourself"));
    statusRow->addWidget(m_copyLink);
    m_openLink = new QPushButton(tr("Open in Browser"), page);
    m_openLink->setObjectName(QStringLiteral("openSignInLink"));
    m_openLink->setToolTip(tr("Open the sign-in page in the desktop's browser again"));
    statusRow->addWidget(m_openLink);
    connect(m_copyLink, &QPushButton::clicked, this, [this] {
        if (m_client && m_client->pendingAuthorizationUrl().isValid())
            QGuiApplication::clipboard()->setText(m_client->pendingAuthorizationUrl().toString(QUrl::FullyEncoded));
    });
    m_openBrowser = [](const QUrl &url) { return QDesktopServices::openUrl(url); };
    connect(m_openLink, &QPushButton::clicked, this, [this] {
        if (!m_client || !m_client->pendingAuthorizationUrl().isValid())
            return;
        if (!m_openBrowser(m_client->pendingAuthorizationUrl()))
            m_client->reportBrowserFailure(tr("the desktop could not open a browser"));
    });
    m_expiry = new QLabel(page);
    m_expiry->setObjectName(QStringLiteral("tokenExpiry"));
    m_expiry->setTextFormat(Qt::PlainText);
    statusRow->addWidget(m_expiry);
    return statusRow;
}

QHBoxLayout *AuthDebuggerView::createLinkRow(QWidget *page)
{
    // No browser came up: the link itself, whole and selectable, to open on this machine or another.
    m_link = new QLineEdit(page);
    m_link->setObjectName(QStringLiteral("signInLink"));
    m_link->setReadOnly(true);
    m_link->setAccessibleName(tr("Sign-in link"));
    m_link->setToolTip(tr("No browser opened the sign-in page: open this address in a browser yourself"));
    m_link->hide();
    auto *linkRow = new QHBoxLayout;
    linkRow->setContentsMargins(6, 0, 6, 0);
    linkRow->addWidget(m_link);
    return linkRow;
}

QToolBar *AuthDebuggerView::createToolBar(QWidget *page)
{
    // A tool bar, so that in a narrow window what does not fit goes behind its » menu, never off the edge. Push
    // buttons, not tool bar actions: those take no keyboard focus.
    auto *bar = new QToolBar(page);
    bar->setObjectName(QStringLiteral("authBar"));
    const auto button = [this, bar](const QString &text, const QString &name, const QString &toolTip) {
        auto *b = new QPushButton(text, this);
        b->setObjectName(name);
        b->setToolTip(toolTip);
        bar->addWidget(b);
        return b;
    };
    m_signIn =
        button(tr("Sign In"), QStringLiteral("signInButton"), tr("Start a sign-in now, without waiting for a 401"));
    m_signOut = button(tr("Sign Out"), QStringLiteral("signOutButton"),
        tr("Forget the tokens (here and in the secret store) and revoke them where the server offers it"));
    m_refresh = button(tr("Refresh Token"), QStringLiteral("refreshTokenButton"),
        tr("Get a new access token now with the refresh token (or the client credentials)"));
    m_clear = button(tr("Clear Steps"), QStringLiteral("clearStepsButton"), tr("Remove every step from the table"));
    bar->addSeparator();
    m_reveal = new QCheckBox(tr("Reveal secrets"), this);
    m_reveal->setObjectName(QStringLiteral("revealSecrets"));
    m_reveal->setToolTip(tr("Warning: shows tokens, codes, verifiers and client secrets in full, in the table, the "
                            "details, Copy and Export. Anyone who sees the screen or the file can use them."));
    bar->addWidget(m_reveal);
    bar->addSeparator();
    m_copy = button(tr("Copy"), QStringLiteral("copyAuthSteps"), tr("Copy every step as JSON"));
    m_export = button(tr("Export…"), QStringLiteral("exportAuthSteps"), tr("Save every step as a JSON file"));
    return bar;
}

// The steps over the request and response of the selected one.
QSplitter *AuthDebuggerView::createStepSplitter(QWidget *page)
{
    auto *splitter = new QSplitter(Qt::Vertical, page);
    m_view = new QTreeView(splitter);
    setUpLiveTable(m_view, m_model, QStringLiteral("authSteps"), tr("Authorization steps"),
        tr("Every request and decision of the sign-in: time, step, method, URL, HTTP status, duration and outcome"));
    QHeaderView *header = m_view->header();
    header->resizeSection(TimeColumn, 100);
    header->resizeSection(StepColumn, 240);
    header->resizeSection(MethodColumn, 60);
    header->resizeSection(UrlColumn, 360);
    header->resizeSection(StatusColumn, 50);
    header->resizeSection(DurationColumn, 60);
    header->resizeSection(OutcomeColumn, 70);
    header->setSectionResizeMode(UrlColumn, QHeaderView::Stretch);
    splitter->addWidget(m_view);
    m_detail = new QPlainTextEdit(splitter);
    m_detail->setObjectName(QStringLiteral("authStepDetail"));
    m_detail->setAccessibleName(tr("Step details"));
    m_detail->setAccessibleDescription(
        tr("The selected step's request and response in full: request line, headers, bodies and what it decided"));
    m_detail->setReadOnly(true);
    m_detail->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_detail->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_detail->setPlaceholderText(tr("Select a step to see its request and response"));
    splitter->addWidget(m_detail);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    return splitter;
}

void AuthDebuggerView::connectButtons()
{
    connect(m_signIn, &QAbstractButton::clicked, this, [this] {
        if (m_client)
            m_client->signIn();
    });
    connect(m_signOut, &QAbstractButton::clicked, this, [this] {
        if (m_client)
            m_client->signOut();
    });
    connect(m_refresh, &QAbstractButton::clicked, this, [this] {
        if (m_client)
            m_client->refreshNow();
    });
    connect(m_clear, &QAbstractButton::clicked, this, [this] {
        if (m_client)
            m_client->clearSteps();
    });
    connect(m_reveal, &QCheckBox::toggled, this, [this](bool reveal) {
        m_model->setReveal(reveal);
        updateDetail();
    });
    connect(m_copy, &QAbstractButton::clicked, this, &AuthDebuggerView::copySteps);
    connect(m_export, &QAbstractButton::clicked, this, &AuthDebuggerView::exportWithDialog);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this, &AuthDebuggerView::updateDetail);
}

AuthDebuggerView::~AuthDebuggerView() = default;

void AuthDebuggerView::setSession(McpSession *session)
{
    if (m_session)
        m_session->disconnect(this);
    m_session = session;
    if (session) {
        // The client comes and goes with the server's configuration (another URL, mode None).
        connect(session, &McpSession::authorizationChanged, this, [this] {
            if (m_session && m_session->oauth() != m_client)
                setClient(m_session->oauth());
        });
        connect(session, &QObject::destroyed, this, [this] { setClient(nullptr); });
    }
    setClient(session ? session->oauth() : nullptr);
}

void AuthDebuggerView::setClient(OAuthClient *client)
{
    if (m_client)
        m_client->disconnect(this);
    m_client = client;
    m_model->setClient(client);
    if (client) {
        connect(client, &OAuthClient::stepsChanged, this, &AuthDebuggerView::onStepsChanged);
        connect(client, &OAuthClient::browserFailed, this, [this] {
            updateStatus();
            updateButtons();
        });
        connect(client, &OAuthClient::stateChanged, this, [this] {
            updateStatus();
            updateButtons();
        });
        connect(client, &OAuthClient::tokensChanged, this, [this] {
            updateStatus();
            updateExpiry();
            updateTimer();
            updateButtons();
        });
        connect(client, &QObject::destroyed, this, [this] { setClient(nullptr); });
    }
    QString why;
    if (!m_session) {
        why = tr("No server selected.\nAuthorization applies to Streamable HTTP servers: select one to see how it "
                 "signs in.");
    } else if (m_session->config().kind != ServerConfig::Kind::StreamableHttp) {
        why = tr("Authorization applies to Streamable HTTP servers; \"%1\" uses %2.")
                  .arg(m_session->config().name, ServerConfig::kindToString(m_session->config().kind));
    } else if (!client) {
        why = tr("\"%1\" has no authorization: it is set to send no credentials (Edit Server → Authorization).")
                  .arg(m_session->config().name);
    }
    m_placeholder->setText(why);
    m_stack->setCurrentIndex(client ? 1 : 0);
    updateStatus();
    updateExpiry();
    updateTimer();
    updateButtons();
    updateDetail();
}

OAuthClient *AuthDebuggerView::client() const
{
    return m_client;
}

void AuthDebuggerView::setRevealSecrets(bool reveal)
{
    m_reveal->setChecked(reveal);
}

bool AuthDebuggerView::revealSecrets() const
{
    return m_reveal->isChecked();
}

QByteArray AuthDebuggerView::stepsJson() const
{
    QJsonArray array;
    for (const AuthStep &s : m_model->steps())
        array.append(s.toJson(revealSecrets()));
    return QJsonDocument(array).toJson(QJsonDocument::Indented);
}

bool AuthDebuggerView::exportTo(const QString &path)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return false;
    file.write(stepsJson());
    return file.commit();
}

QString AuthDebuggerView::detailText() const
{
    return m_detail->toPlainText();
}

QString AuthDebuggerView::statusText() const
{
    return m_status->text();
}

QString AuthDebuggerView::expiryText() const
{
    return m_expiry->text();
}

void AuthDebuggerView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    updateExpiry();
    updateTimer();
}

void AuthDebuggerView::hideEvent(QHideEvent *event)
{
    QWidget::hideEvent(event);
    m_tick.stop();
}

void AuthDebuggerView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        m_model->setPalette(palette());
        updateStatus();
        updateExpiry();
    }
}

void AuthDebuggerView::onStepsChanged()
{
    // Follow mode: the newest step is selected only when the last one was (a person reading an older step keeps it).
    const int before = m_model->rowCount();
    const QModelIndex current = m_view->currentIndex();
    const bool selected = current.isValid() && m_view->selectionModel()->isRowSelected(current.row(), QModelIndex());
    const bool follow = before > 0 && selected && current.row() == before - 1;
    // With nothing selected the list still scrolls to the newest step, unless the person scrolled away from it.
    const QScrollBar *scroll = m_view->verticalScrollBar();
    const bool atBottom = before == 0 || scroll->value() >= scroll->maximum();
    m_model->sync();
    const int after = m_model->rowCount();
    if (follow && after > 0 && (after != before || !m_view->currentIndex().isValid())) {
        const QModelIndex last = m_model->index(after - 1, 0);
        m_view->selectionModel()->setCurrentIndex(
            last, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        m_view->scrollTo(last);
    } else if (!selected && atBottom && after > before) {
        m_view->scrollToBottom();
    }
    updateDetail();
    updateButtons();
}

void AuthDebuggerView::updateStatus()
{
    if (!m_client) {
        m_status->clear();
        return;
    }
    m_status->setText(m_client->statusText());
    QStringList tip;
    tip << tr("Server: %1").arg(m_client->serverUrl().toString());
    if (!m_client->issuer().isEmpty())
        tip << tr("Authorization server: %1").arg(m_client->issuer());
    if (!m_client->clientId().isEmpty())
        tip << tr("Client id: %1").arg(m_client->clientId());
    m_status->setToolTip(tip.join(QLatin1Char('\n')));
    // The words say the state; the colour helps the eye.
    switch (m_client->state()) {
    case OAuthClient::State::SignedIn:
        Theme::setTextColor(m_status, Theme::success(palette()));
        break;
    case OAuthClient::State::Failed:
        Theme::setTextColor(m_status, Theme::error(palette()));
        break;
    case OAuthClient::State::SignedOut:
        Theme::setTextColor(m_status, palette().color(QPalette::WindowText));
        break;
    case OAuthClient::State::WaitingForBrowser:
        Theme::setTextColor(
            m_status, m_client->browserError().isEmpty() ? Theme::info(palette()) : Theme::warning(palette()));
        break;
    default:
        Theme::setTextColor(m_status, Theme::info(palette()));
        break;
    }
}

void AuthDebuggerView::updateExpiry()
{
    if (!m_client || !m_client->tokens().isValid()) {
        m_expiry->clear();
        m_expiry->hide();
        return;
    }
    const QDateTime expiresAt = m_client->tokens().expiresAt;
    QColor color = palette().color(QPalette::WindowText);
    if (!expiresAt.isValid()) {
        m_expiry->setText(tr("token without an expiry"));
    } else {
        const qint64 seconds = QDateTime::currentDateTimeUtc().secsTo(expiresAt);
        if (seconds > 0) {
            m_expiry->setText(tr("token expires in %1").arg(Format::duration(seconds)));
            // The client refreshes a minute before the end (OAuthClient::RefreshMarginSecs): later is a warning.
            if (seconds <= OAuthClient::RefreshMarginSecs)
                color = Theme::warning(palette());
        } else {
            m_expiry->setText(tr("token expired"));
            color = Theme::error(palette());
        }
    }
    Theme::setTextColor(m_expiry, color);
    m_expiry->show();
}

void AuthDebuggerView::updateTimer()
{
    const bool counting = isVisible() && m_client && m_client->tokens().isValid()
        && m_client->tokens().expiresAt.isValid() && QDateTime::currentDateTimeUtc() < m_client->tokens().expiresAt;
    if (counting && !m_tick.isActive())
        m_tick.start();
    else if (!counting)
        m_tick.stop();
}

void AuthDebuggerView::updateButtons()
{
    const OAuthClient::State state = m_client ? m_client->state() : OAuthClient::State::SignedOut;
    const bool busy = state != OAuthClient::State::SignedOut && state != OAuthClient::State::SignedIn
        && state != OAuthClient::State::Failed;
    const bool signedIn = m_client && m_client->isSignedIn();
    const bool hasSteps = m_model->rowCount() > 0;
    m_signIn->setEnabled(m_client && !busy);
    // While a flow runs, Sign Out is the way to stop it.
    m_signOut->setEnabled(m_client && (signedIn || busy));
    m_refresh->setEnabled(m_client && signedIn && !busy
        && (!m_client->tokens().refreshToken.isEmpty() || AuthSettings::isHeadless(m_client->settings().grant)));
    m_clear->setEnabled(hasSteps);
    const bool waiting = m_client && m_client->pendingAuthorizationUrl().isValid();
    m_copyLink->setVisible(waiting);
    m_openLink->setVisible(waiting);
    const bool noBrowser = waiting && !m_client->browserError().isEmpty();
    if (noBrowser) {
        const QString link = m_client->pendingAuthorizationUrl().toString(QUrl::FullyEncoded);
        if (m_link->text() != link) {
            m_link->setText(link);
            m_link->setCursorPosition(0);
        }
    } else {
        m_link->clear();
    }
    m_link->setVisible(noBrowser);
    // The way on is the link now: Copy comes first.
    if (auto *copyLink = qobject_cast<QPushButton *>(m_copyLink))
        copyLink->setDefault(noBrowser);
    m_copy->setEnabled(hasSteps);
    m_export->setEnabled(hasSteps);
}

void AuthDebuggerView::updateDetail()
{
    const AuthStep *raw = m_model->step(m_view->currentIndex().row());
    if (!raw) {
        m_detail->clear();
        return;
    }
    const AuthStep s = revealSecrets() ? *raw : raw->redacted();
    QStringList parts;
    QString heading = s.title + QStringLiteral(" — ") + AuthStep::outcomeToString(s.outcome);
    if (s.durationMs >= 0)
        heading += QStringLiteral(" (%1 ms)").arg(s.durationMs);
    parts << heading;
    if (!s.method.isEmpty()) {
        QString request = QString::fromLatin1(s.method) + QLatin1Char(' ') + s.url.toString();
        const QString headers = headerLines(s.requestHeaders);
        if (!headers.isEmpty())
            request += QLatin1Char('\n') + headers;
        // The authorization URL carries the whole request in its query: one parameter to a line.
        if (s.url.hasQuery())
            request += QStringLiteral("\n\n") + tr("Query:") + QLatin1Char('\n')
                + pairLines(s.url.query(QUrl::FullyEncoded).toUtf8());
        if (!s.requestBody.isEmpty())
            request += QStringLiteral("\n\n") + bodyText(s.requestBody, headerValue(s.requestHeaders, "Content-Type"));
        parts << request;
    }
    if (s.status != 0) {
        QString response = QStringLiteral("HTTP %1").arg(s.status);
        const QString headers = headerLines(s.responseHeaders);
        if (!headers.isEmpty())
            response += QLatin1Char('\n') + headers;
        if (!s.responseBody.isEmpty())
            response +=
                QStringLiteral("\n\n") + bodyText(s.responseBody, headerValue(s.responseHeaders, "Content-Type"));
        parts << response;
    } else if (!s.responseHeaders.isEmpty()) {
        // The browser's way back: no HTTP answer here, only the URL it came back to.
        parts << headerLines(s.responseHeaders);
    }
    if (!s.detail.isEmpty())
        parts << s.detail;
    const QString text = parts.join(QStringLiteral("\n\n"));
    if (text != m_detail->toPlainText())
        m_detail->setPlainText(text);
}

void AuthDebuggerView::copySteps()
{
    QApplication::clipboard()->setText(QString::fromUtf8(stepsJson()));
}

void AuthDebuggerView::exportWithDialog()
{
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export authorization steps"), QStringLiteral("auth-steps.json"), tr("JSON (*.json);;All files (*)"));
    if (path.isEmpty())
        return;
    if (!exportTo(path))
        QMessageBox::warning(this, tr("Export authorization steps"), tr("Could not write %1.").arg(path));
}
