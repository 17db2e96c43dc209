// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "resenddialog.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QGroupBox>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

#include "models/format.h"
#include "models/messagelogmodel.h"
#include "models/resendrequest.h"
#include "session/mcpsession.h"

using namespace Mcp;

namespace {
// A value in a cell of the differences: compact, and cut, so that a changed blob does not make a row megabytes wide.
constexpr int MaxCellChars = 300;

QString cellText(const QJsonValue &value)
{
    if (value.isUndefined())
        return QString();
    // Wrapped in an array so that a scalar is written as JSON too ("text" with its quotes).
    QString text = QString::fromUtf8(QJsonDocument(QJsonArray {value}).toJson(QJsonDocument::Compact));
    text = text.mid(1, text.size() - 2);
    return text.size() > MaxCellChars ? text.left(MaxCellChars) + QStringLiteral("…") : text;
}

QString answerText(const QJsonObject &answer)
{
    return QString::fromUtf8(QJsonDocument(answer).toJson(QJsonDocument::Indented));
}

QPlainTextEdit *jsonPane(const QString &name, const QString &accessibleName, QWidget *parent)
{
    auto *edit = new QPlainTextEdit(parent);
    edit->setObjectName(name);
    edit->setAccessibleName(accessibleName);
    edit->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    edit->setLineWrapMode(QPlainTextEdit::NoWrap);
    return edit;
}
} // namespace

ResendDialog::ResendDialog(MessageLogModel *log, int row, McpSession *session, QWidget *parent)
    : QDialog(parent)
    , m_session(session)
    , m_request(new ResendRequest(log, row, this))
{
    setWindowTitle(tr("Edit and Resend %1").arg(m_request->method()));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("The request sent as id %1. Edit its method and params; it is sent again as a new "
                                "request, with a new id.")
                                 .arg(Format::idText(m_request->originalId())),
        this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    m_editor = jsonPane(QStringLiteral("requestEditor"), tr("Request JSON"), this);
    m_editor->setAccessibleDescription(tr("The method and params to send, as a JSON object"));
    m_editor->setPlainText(m_request->editableText());
    layout->addWidget(m_editor, 2);
    // Two lines of plain text under the editor: whether it can be sent, and what became of the last send.
    for (QLabel **label : {&m_validity, &m_status}) {
        *label = new QLabel(this);
        (*label)->setWordWrap(true);
        (*label)->setTextFormat(Qt::PlainText);
        (*label)->setTextInteractionFlags(Qt::TextSelectableByMouse);
        layout->addWidget(*label);
    }
    m_validity->setObjectName(QStringLiteral("requestValidity"));
    m_status->setObjectName(QStringLiteral("sendStatus"));
    layout->addWidget(createAnswers(), 3);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_send = buttons->addButton(tr("&Send"), QDialogButtonBox::ActionRole);
    m_send->setObjectName(QStringLiteral("sendButton"));
    m_send->setToolTip(tr("Send as a new request (Ctrl+Return)"));
    m_send->setAutoDefault(false);
    layout->addWidget(buttons);
    // Return belongs to the editor (a new line): Ctrl+Return sends from anywhere in the dialog.
    auto *sendAction = new QAction(tr("Send"), this);
    sendAction->setShortcuts({QKeySequence(Qt::CTRL | Qt::Key_Return), QKeySequence(Qt::CTRL | Qt::Key_Enter)});
    addAction(sendAction);
    connect(sendAction, &QAction::triggered, this, &ResendDialog::send);
    connect(m_send, &QPushButton::clicked, this, &ResendDialog::send);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_editor, &QPlainTextEdit::textChanged, this, &ResendDialog::updateValidity);
    connect(m_request, &ResendRequest::sent, this, &ResendDialog::onSent);
    connect(m_request, &ResendRequest::finished, this, &ResendDialog::onFinished);
    updateValidity();
    resize(820, 640);
}

ResendDialog::~ResendDialog() = default;

// The original answer and the new one side by side, their differences below.
QWidget *ResendDialog::createAnswers()
{
    auto *box = new QWidget(this);
    auto *layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *sides = new QSplitter(Qt::Horizontal, box);
    const auto side = [sides](const QString &title, QPlainTextEdit *edit) {
        auto *group = new QGroupBox(title, sides);
        auto *groupLayout = new QVBoxLayout(group);
        edit->setParent(group);
        edit->setReadOnly(true);
        groupLayout->addWidget(edit);
        sides->addWidget(group);
    };
    m_originalAnswer = jsonPane(QStringLiteral("originalAnswer"), tr("Original answer"), box);
    m_newAnswer = jsonPane(QStringLiteral("newAnswer"), tr("New answer"), box);
    const QJsonObject original = m_request->originalAnswer();
    m_originalAnswer->setPlainText(original.isEmpty() ? tr("(no answer recorded)") : answerText(original));
    m_newAnswer->setPlaceholderText(tr("Send to see the new answer"));
    side(tr("Original answer"), m_originalAnswer);
    side(tr("New answer"), m_newAnswer);
    layout->addWidget(sides, 2);

    m_differencesSummary = new QLabel(box);
    m_differencesSummary->setObjectName(QStringLiteral("differencesSummary"));
    layout->addWidget(m_differencesSummary);
    m_differences = new QTableWidget(0, 4, box);
    m_differences->setObjectName(QStringLiteral("differencesTable"));
    m_differences->setAccessibleName(tr("Differences"));
    m_differences->setHorizontalHeaderLabels({tr("Path"), tr("Change"), tr("Original"), tr("New")});
    m_differences->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_differences->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_differences->verticalHeader()->hide();
    // The path and the kind of change take what they need; the two values share the rest equally.
    QHeaderView *header = m_differences->horizontalHeader();
    header->setSectionResizeMode(0, QHeaderView::Interactive);
    header->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(2, QHeaderView::Stretch);
    header->setSectionResizeMode(3, QHeaderView::Stretch);
    layout->addWidget(m_differences, 1);
    return box;
}

QString ResendDialog::validityText() const
{
    return m_validity->text();
}

QString ResendDialog::statusText() const
{
    return m_status->text();
}

void ResendDialog::updateValidity()
{
    const ResendRequest::Edit edit = ResendRequest::parse(m_editor->toPlainText());
    m_valid = edit.ok();
    m_validity->setText(m_valid ? tr("Valid: %1 is sent with a new id").arg(edit.method) : edit.error);
    m_send->setEnabled(m_valid && !m_request->isSending());
}

void ResendDialog::send()
{
    if (!m_send->isEnabled())
        return;
    if (!m_request->send(m_session, m_editor->toPlainText())) {
        m_status->setText(m_request->error());
        return;
    }
    m_status->setText(tr("Sending…"));
    m_newAnswer->clear();
    m_differences->setRowCount(0);
    m_differencesSummary->clear();
    m_send->setEnabled(false);
}

void ResendDialog::onSent()
{
    m_status->setText(tr("Sent as id %1, waiting for the answer…").arg(Format::idText(m_request->newId())));
}

void ResendDialog::onFinished()
{
    const QString id = Format::idText(m_request->newId());
    const QJsonObject answer = m_request->newAnswer();
    m_newAnswer->setPlainText(answer.isEmpty() ? tr("(no answer)") : answerText(answer));
    m_status->setText(m_request->error().isEmpty() ? tr("Sent as id %1, answered").arg(id)
                                                   : tr("Sent as id %1. %2").arg(id, m_request->error()));
    // The original answer may have come since the dialog opened.
    const QJsonObject original = m_request->originalAnswer();
    if (!original.isEmpty())
        m_originalAnswer->setPlainText(answerText(original));
    showDifferences();
    updateValidity();
}

void ResendDialog::showDifferences()
{
    if (m_request->originalAnswer().isEmpty() || m_request->newAnswer().isEmpty()) {
        m_differences->setRowCount(0);
        m_differencesSummary->setText(tr("Nothing to compare: only one of the two answers is there"));
        return;
    }
    const JsonDiff diff = m_request->differences();
    m_differences->setRowCount(int(diff.entries.size()));
    for (int row = 0; row < diff.entries.size(); ++row) {
        const JsonDifference &d = diff.entries.at(row);
        const QStringList cells {d.path.isEmpty() ? tr("(the whole answer)") : d.path, JsonDifference::kindName(d.kind),
            cellText(d.oldValue), cellText(d.newValue)};
        for (int column = 0; column < cells.size(); ++column)
            m_differences->setItem(row, column, new QTableWidgetItem(cells.at(column)));
    }
    m_differences->resizeColumnToContents(0);
    // A very deep path must not squeeze the values away.
    m_differences->setColumnWidth(
        0, qMin(m_differences->columnWidth(0), qMax(160, m_differences->viewport()->width() / 3)));
    if (diff.isEmpty())
        m_differencesSummary->setText(tr("No differences: the same answer"));
    else if (diff.more > 0)
        m_differencesSummary->setText(tr("%1 differences; the first %2 shown, and %3 more")
                                          .arg(diff.total())
                                          .arg(diff.entries.size())
                                          .arg(diff.more));
    else
        m_differencesSummary->setText(tr("%n difference(s)", nullptr, diff.total()));
}
