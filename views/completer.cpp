// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "completer.h"

#include <QAbstractItemView>
#include <QCompleter>
#include <QFocusEvent>
#include <QLineEdit>
#include <QStringListModel>

LineEditCompleter::LineEditCompleter(QObject *parent)
    : QObject(parent)
{
}

void LineEditCompleter::attach(QLineEdit *edit, RequestFn request)
{
    detach(edit);
    Attached attached;
    attached.model = new QStringListModel(this);
    // Not a child of the edit: QLineEdit::setCompleter() deletes the old completer when it is one.
    attached.completer = new QCompleter(attached.model, this);
    // The server has matched the values already: shown as they are.
    attached.completer->setCompletionMode(QCompleter::UnfilteredPopupCompletion);
    attached.completer->setCaseSensitivity(Qt::CaseInsensitive);
    attached.request = std::move(request);
    edit->setCompleter(attached.completer);
    m_edits.insert(edit, attached);
    edit->installEventFilter(this);
    connect(edit, &QLineEdit::textEdited, this, [this, edit](const QString &text) {
        const auto it = m_edits.constFind(edit);
        if (it != m_edits.constEnd() && it->request)
            it->request(text);
    });
    connect(edit, &QObject::destroyed, this, [this, edit] {
        const Attached gone = m_edits.take(edit);
        delete gone.completer;
        delete gone.model;
    });
}

void LineEditCompleter::detach(QLineEdit *edit)
{
    const auto it = m_edits.constFind(edit);
    if (it == m_edits.cend())
        return;
    edit->disconnect(this);
    edit->removeEventFilter(this);
    if (edit->completer() == it->completer)
        edit->setCompleter(nullptr);
    delete it->completer;
    delete it->model;
    m_edits.erase(it);
}

void LineEditCompleter::setValues(QLineEdit *edit, const QStringList &values)
{
    const auto it = m_edits.constFind(edit);
    if (it == m_edits.constEnd())
        return;
    it->model->setStringList(values);
    if (edit->hasFocus() && !values.isEmpty() && !(values.size() == 1 && values.constFirst() == edit->text()))
        it->completer->complete();
    else
        it->completer->popup()->hide();
}

QStringList LineEditCompleter::values(QLineEdit *edit) const
{
    const auto it = m_edits.constFind(edit);
    return it == m_edits.constEnd() ? QStringList() : it->model->stringList();
}

QCompleter *LineEditCompleter::completer(QLineEdit *edit) const
{
    const auto it = m_edits.constFind(edit);
    return it == m_edits.constEnd() ? nullptr : it->completer;
}

bool LineEditCompleter::eventFilter(QObject *watched, QEvent *event)
{
    // An empty field that gets the focus asks what it may hold.
    if (event->type() == QEvent::FocusIn && static_cast<QFocusEvent *>(event)->reason() != Qt::PopupFocusReason) {
        auto *edit = static_cast<QLineEdit *>(watched);
        const auto it = m_edits.constFind(edit);
        if (it != m_edits.constEnd() && it->request && edit->text().isEmpty())
            it->request(QString());
    }
    return QObject::eventFilter(watched, event);
}
